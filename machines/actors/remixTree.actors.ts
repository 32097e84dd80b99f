import { fromPromise } from 'xstate';
import type {
  DirectChildrenByUserResponse,
  UserRemixesResponse,
} from '../../src/contracts/clip-family';
import { toErrorCode } from './errors';

/** The remix tree's reads beside the clip family's (spec 000 §7 "Clip reads"). */
export interface RemixesPort {
  count(clipId: string, signal: AbortSignal): Promise<number>;
  byUser(clipId: string, page: number, signal: AbortSignal): Promise<DirectChildrenByUserResponse>;
  mine(clipId: string, page: number, signal: AbortSignal): Promise<UserRemixesResponse>;
}

const NONE: UserRemixesResponse = { clips: [], num_total_results: 0, current_page: 1 };

/** The song page's remix tree actors, built from its port. */
export function createRemixTreeActors(port: RemixesPort) {
  return {
    fetchCount: fromPromise<number, { clipId: string }>(({ input, signal }) =>
      port.count(input.clipId, signal),
    ),
    fetchRemixers: fromPromise<DirectChildrenByUserResponse, { clipId: string; page: number }>(
      ({ input, signal }) => port.byUser(input.clipId, input.page, signal),
    ),
    /** The viewer's own remixes; none for a signed-out visitor (the call answers 401). */
    fetchMine: fromPromise<UserRemixesResponse, { clipId: string }>(async ({ input, signal }) => {
      try {
        return await port.mine(input.clipId, 1, signal);
      } catch (error) {
        if (toErrorCode(error) === 'unauthorized') return NONE;
        throw error;
      }
    }),
  };
}
