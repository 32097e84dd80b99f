import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Ports } from '../../machines/actors/ports';
import { createAppMachine } from '../../machines/app/app.machine';
import { describePaths } from './helpers/describe-paths';
import { aUser } from './helpers/fixtures';

function fakePorts(): Ports {
  return {
    auth: {
      getSession: vi.fn(async () => aUser),
      signIn: vi.fn(async () => aUser),
      signUp: vi.fn(async () => aUser),
      signOut: vi.fn(async () => {}),
    },
    preferences: {
      load: vi.fn(async () => ({ theme: 'light' as const, language: 'es' as const })),
      save: vi.fn(async () => {}),
    },
  };
}

describe('app paths', () => {
  describePaths(createAppMachine(fakePorts()));

  it('runs the session and preferences children by systemId, wired to the ports', async () => {
    const ports = fakePorts();
    const app = createActor(createAppMachine(ports)).start();

    const session = app.system.get('session');
    const preferences = app.system.get('preferences');
    expect(session).toBeDefined();
    expect(preferences).toBeDefined();

    const restored = await waitFor(session, (s) => !s.matches('restoring'));
    expect(restored.value).toEqual({ signedIn: 'active' });
    expect(restored.context.user).toEqual(aUser);
    expect(ports.auth.getSession).toHaveBeenCalledOnce();

    const loaded = await waitFor(preferences, (s) => s.matches('ready'));
    expect(loaded.context).toEqual({ theme: 'light', language: 'es' });
    app.stop();
  });
});
