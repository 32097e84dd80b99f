import type { SessionUser } from '../../src/contracts/auth';
import type { FirstSignedInChildren } from './signedIn.children';
import type { RestSignedInChildren } from './signedIn.rest';

/** Every signed-in child's logic, by its id and systemId. */
export type SignedInChildren = FirstSignedInChildren & RestSignedInChildren;

/**
 * The signed-in children the create form's first view needs, in the order they start, each
 * under its id and systemId. Their code comes with the page (issue 11: the first route's code).
 */
export const FIRST_SIGNED_IN_CHILDREN = [
  'create',
  'addMenu',
] as const satisfies readonly (keyof FirstSignedInChildren)[];

/**
 * The others, whose code loads once the page is idle (views wait for them as for the first);
 * `styles` and `lyrics` find the form's `create` already running, and `generations` picks up
 * a request sent before it ran as it resumes the running ones.
 */
export const REST_SIGNED_IN_CHILDREN = [
  'billing',
  'generations',
  'lyrics',
  'styles',
  'prompts',
  'recentClips',
  'library',
  'playlists',
  'addToPlaylist',
  'personaLists',
  'personaPicker',
  'createPersona',
  'notifications',
  // The player's followers (issue 13): they find the player once it runs.
  'playbarSync',
  'playCounts',
  'autoplay',
  // The share modal (issue 14).
  'share',
  // Profiles (issue 14).
  'follows',
  'pins',
  'workspace',
  'workspaceFiling',
  'workspaceLists',
  // Audio uploads (issue 16).
  'uploadModal',
  'studioUploads',
] as const satisfies readonly (keyof RestSignedInChildren)[];

export const SIGNED_IN_CHILDREN = [...FIRST_SIGNED_IN_CHILDREN, ...REST_SIGNED_IN_CHILDREN];

/** A signed-in child's input, from the user it runs for. */
export function signedInInput(id: keyof SignedInChildren, user: SessionUser): unknown {
  if (id === 'generations' || id === 'notifications' || id === 'workspace') {
    return { userId: user.id };
  }
  if (id === 'workspaceLists') {
    const owner = { id: user.id, handle: user.handle, display_name: user.name };
    return { owner: { ...owner, avatar_image_url: user.image ?? null } };
  }
  if (id === 'create') return { tier: user.tier };
  if (id === 'playbarSync') return { now: Date.now };
  // Which plays are counted is a draw (spec 001 §9: sampled by 1 + floor(play_count / 100)).
  if (id === 'playCounts') return { random: Math.random };
  // Which random genres come up is meant to differ per visit; the draw itself is seeded.
  if (id === 'styles') return { seed: Math.floor(Math.random() * 2 ** 32) };
  return undefined;
}
