import { createCreateActors } from '../actors/create.actors';
import type { Ports } from '../actors/ports';
import { createMachine } from '../create/create.machine';
import { addMenuMachine } from '../create/addMenu.machine';

/**
 * The logic of the signed-in children the create form's first view needs, with their effects
 * built from the ports. The app loads this module when a session starts (its `loadSignedIn`
 * actor), so a signed-out page never downloads these machines (issue 11: the first route's
 * code); the others are in signedIn.rest.ts.
 */
export function createSignedInChildren(ports: Ports) {
  return {
    create: createMachine.provide({ actors: createCreateActors(ports) }),
    // The create form's add menu: which page it shows (no effects).
    addMenu: addMenuMachine,
  };
}

/** What `loadSignedIn` hands the app: each first child's logic, by its id and systemId. */
export type FirstSignedInChildren = ReturnType<typeof createSignedInChildren>;
