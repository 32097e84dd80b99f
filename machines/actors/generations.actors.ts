import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  CLIP_STATUSES,
  CLIP_UPDATE_MESSAGE,
  generateSongsChannel,
  type Clip,
} from '../../src/contracts/clip';
import { CLIP_POLL_BATCH } from '../../src/contracts/constants';
import type { ClipsPort, GenerationPort, RealtimePort } from './ports';

/** Enough of a clip to track it; realtime data comes from outside the type system. */
export function isClip(data: unknown): data is Clip {
  if (typeof data !== 'object' || data === null) return false;
  const clip = data as Partial<Record<keyof Clip, unknown>>;
  return (
    typeof clip.id === 'string' &&
    typeof clip.request_id === 'string' &&
    typeof clip.created_at === 'string' &&
    (CLIP_STATUSES as readonly unknown[]).includes(clip.status) &&
    typeof clip.metadata === 'object' &&
    clip.metadata !== null
  );
}

/** Splits ids into calls of at most CLIP_POLL_BATCH (spec 000 §9), made together. */
async function fetchInBatches(port: ClipsPort, ids: readonly string[], signal: AbortSignal) {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += CLIP_POLL_BATCH) {
    batches.push(ids.slice(i, i + CLIP_POLL_BATCH));
  }
  const results = await Promise.all(batches.map((batch) => port.getClipsByIds(batch, signal)));
  return results.flat();
}

/** The generations tracker's effect actors, built from the clips, generation and realtime ports. */
export function createGenerationsActors(ports: {
  clips: ClipsPort;
  generation: GenerationPort;
  realtime?: RealtimePort;
}) {
  const { clips, generation, realtime } = ports;
  return {
    fetchClips: fromPromise<Clip[], { ids: string[] }>(({ input, signal }) =>
      fetchInBatches(clips, input.ids, signal),
    ),
    fetchRunningClips: fromPromise<Clip[], void>(async ({ signal }) => {
      const { requests } = await generation.getRunningRequests(signal);
      return fetchInBatches(
        clips,
        requests.flatMap((request) => request.clip_ids),
        signal,
      );
    }),
    listenForClips: fromCallback<EventObject, { userId: string }>(({ input, sendBack }) => {
      if (!realtime) {
        // No realtime client on this page: say so, and the tracker polls.
        sendBack({ type: 'generations.realtime', state: 'failed' });
        return;
      }
      const stopState = realtime.onStateChange((state) =>
        sendBack({ type: 'generations.realtime', state }),
      );
      const stopMessages = realtime.subscribe(generateSongsChannel(input.userId), (name, data) => {
        if (name === CLIP_UPDATE_MESSAGE && isClip(data)) {
          sendBack({ type: 'generations.clipUpdate', clips: [data] });
        }
      });
      return () => {
        stopMessages();
        stopState();
      };
    }),
  };
}
