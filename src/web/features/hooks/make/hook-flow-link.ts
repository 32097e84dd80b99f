/**
 * Where the hook flow is: `/hook/new` on the hook page's route (no route of its own, so the
 * first route's route tree does not grow; hook ids are UUIDs), `?clip=` naming a song to start
 * with. Built outside the call so the route's typed search (it has none) takes it.
 */
export const MAKE_HOOK_ID = 'new';

export function makeHookSearch(clipId: string): Record<string, string> {
  return { clip: clipId };
}
