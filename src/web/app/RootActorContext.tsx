import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { preferencesMachine } from '../../../machines/preferences/preferences.machine';
import type { sessionMachine } from '../../../machines/session/session.machine';
import type { RootActor } from './root-actor';

const RootActorContext = createContext<RootActor | null>(null);

/** Hands the root actor, created once in main.tsx, to the domain hooks. */
export function RootActorProvider({ actor, children }: { actor: RootActor; children: ReactNode }) {
  return <RootActorContext.Provider value={actor}>{children}</RootActorContext.Provider>;
}

function useRootActor(): RootActor {
  const actor = useContext(RootActorContext);
  if (!actor) throw new Error('useRootActor needs <RootActorProvider>');
  return actor;
}

/** A long-lived child of the root actor, found by its systemId. */
export function useSystemActor(systemId: 'session'): ActorRefFrom<typeof sessionMachine>;
export function useSystemActor(systemId: 'preferences'): ActorRefFrom<typeof preferencesMachine>;
export function useSystemActor(systemId: string) {
  const actor = useRootActor().system.get(systemId);
  if (!actor) throw new Error(`no actor with systemId ${systemId}`);
  return actor;
}
