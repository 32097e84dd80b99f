import { fromCallback } from 'xstate';
import type { SelectionRange } from '../../src/contracts/edit-state';
import type { Ports } from './ports';

/**
 * Plays a stretch of a clip's audio through the lazily loaded selection audio (Tone.js), and
 * tells its machine when it ends (`ended`) or could not play (`failed`); stopping the actor
 * stops the sound.
 */
export function playRangeActor(
  selectionAudio: Ports['selectionAudio'],
  events: { ended: string; failed: string },
) {
  return fromCallback<{ type: string }, { url: string; range: SelectionRange }>(
    ({ input, sendBack }) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      selectionAudio()
        .then((audio) => {
          if (stopped) return;
          stop = audio.play(input.url, input.range, {
            onEnd: () => sendBack({ type: events.ended }),
            onError: () => sendBack({ type: events.failed }),
          });
        })
        .catch(() => sendBack({ type: events.failed }));
      return () => {
        stopped = true;
        stop?.();
      };
    },
  );
}
