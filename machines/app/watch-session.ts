import { fromCallback, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import type { SessionUser } from '../../src/contracts/auth';
import type { sessionMachine } from '../session/session.machine';

/**
 * Tells the app when the session's user appears, changes or goes. The session machine stays
 * unaware of the app; this reads it from the system like any other observer.
 */
export const watchSession = fromCallback<EventObject>(({ system, sendBack }) => {
  const session = system.get('session') as ActorRefFrom<typeof sessionMachine> | undefined;
  if (!session) return;
  let last: SessionUser | null = null;
  const report = ({ context: { user } }: SnapshotFrom<typeof sessionMachine>) => {
    // Periodic refreshes repeat the same user: only a new user, tier or sign-out is news.
    if (user?.id === last?.id && user?.tier === last?.tier) return;
    last = user;
    sendBack(user ? { type: 'app.signedIn', user } : { type: 'app.signedOut' });
  };
  report(session.getSnapshot());
  const subscription = session.subscribe(report);
  return () => subscription.unsubscribe();
});
