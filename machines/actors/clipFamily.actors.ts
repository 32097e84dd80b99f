import { fromPromise } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { DirectChildrenResponse } from '../../src/contracts/clip-family';
import type { ClipsPort } from './ports';

/** A song page's family reads: the clips made from it, and the clip it was made from. */
export function createClipFamilyActors(clips: Pick<ClipsPort, 'getDirectChildren' | 'getParent'>) {
  return {
    fetchChildren: fromPromise<DirectChildrenResponse, { clipId: string; page: number }>(
      ({ input, signal }) => clips.getDirectChildren(input.clipId, input.page, signal),
    ),
    fetchParent: fromPromise<Clip | null, { clipId: string }>(({ input, signal }) =>
      clips.getParent(input.clipId, signal),
    ),
  };
}
