import { setup } from 'xstate';
import { createPreferencesActors } from '../actors/preferences.actors';
import type { Ports } from '../actors/ports';
import { createSessionActors } from '../actors/session.actors';
import { preferencesMachine } from '../preferences/preferences.machine';
import { sessionMachine } from '../session/session.machine';

/**
 * The root actor: created once per page (outside React) and parent of every
 * long-lived child. Views find children by systemId (`session`, `preferences`).
 */
export const appMachine = setup({
  actors: {
    session: sessionMachine,
    preferences: preferencesMachine,
  },
}).createMachine({
  id: 'app',
  description: 'Root of the actor system; children live as long as the page.',
  invoke: [
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'preferences', systemId: 'preferences', src: 'preferences' },
  ],
});

/** The root machine with every child's effects built from the given ports. */
export function createAppMachine(ports: Ports) {
  return appMachine.provide({
    actors: {
      session: sessionMachine.provide({ actors: createSessionActors(ports.auth) }),
      preferences: preferencesMachine.provide({
        actors: createPreferencesActors(ports.preferences),
      }),
    },
  });
}
