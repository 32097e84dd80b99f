import type { SessionUser } from '../../src/contracts/auth';
import type { SignedInChildren } from './signedIn.children';

/**
 * The signed-in children, in the order they start (`styles` after `create`: it watches the
 * form's Styles field from its start), each under its id and systemId.
 */
export const SIGNED_IN_CHILDREN = [
  'billing',
  'generations',
  'create',
  'lyrics',
  'styles',
  'prompts',
  'library',
  'recentClips',
  'addMenu',
  'playlists',
  'addToPlaylist',
  'personaLists',
  'personaPicker',
  'createPersona',
  'notifications',
] as const satisfies readonly (keyof SignedInChildren)[];

/** A signed-in child's input, from the user it runs for. */
export function signedInInput(id: keyof SignedInChildren, user: SessionUser): unknown {
  if (id === 'generations' || id === 'notifications') return { userId: user.id };
  if (id === 'create') return { tier: user.tier };
  // Which random genres come up is meant to differ per visit; the draw itself is seeded.
  if (id === 'styles') return { seed: Math.floor(Math.random() * 2 ** 32) };
  return undefined;
}
