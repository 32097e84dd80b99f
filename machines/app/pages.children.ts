import { createClipActionsActors } from '../actors/clipActions.actors';
import { createClipFamilyActors } from '../actors/clipFamily.actors';
import { createClipsActors } from '../actors/clips.actors';
import type { Ports } from '../actors/ports';
import { createPersonaActors } from '../actors/personas.actors';
import { createProfileActors } from '../actors/profiles.actors';
import { personaMachine } from '../persona/persona.machine';
import { profileMachine } from '../profile/profile.machine';
import { clipActionsMachine } from '../song/clipActions.machine';
import { clipFamilyMachine } from '../song/clipFamily.machine';
import { songMachine } from '../song/song.machine';

/**
 * The logic of the song and profile pages' actors, with their effects built from the ports.
 * The app loads this module when such a page first opens (its `loadPages` actor), so no other
 * page downloads these machines (issue 11: the first route's code).
 */
export function createPageChildren(ports: Ports) {
  return {
    song: songMachine.provide({ actors: createClipsActors(ports.clips) }),
    clipFamily: clipFamilyMachine.provide({ actors: createClipFamilyActors(ports.clips) }),
    clipActions: clipActionsMachine.provide({ actors: createClipActionsActors(ports) }),
    profile: profileMachine.provide({ actors: createProfileActors(ports.profiles) }),
    persona: personaMachine.provide({ actors: createPersonaActors(ports.personas) }),
  };
}

/** What `loadPages` hands the app: each page actor's logic, by the name a request gives. */
export type PageChildren = ReturnType<typeof createPageChildren>;
