import './tone-silence';
// Tone.js's own modules, not its index (which builds the whole library as it loads).
import { getContext, start } from 'tone/build/esm/core/Global.js';
import { ToneAudioBuffer } from 'tone/build/esm/core/context/ToneAudioBuffer.js';
import { Player } from 'tone/build/esm/source/buffer/Player.js';
import type { SelectionAudioPort } from '../../../machines/actors/edit.port';

/** Decoded clips by URL: playing another selection of the same clip does not fetch it again. */
const buffers = new Map<string, Promise<ToneAudioBuffer>>();

function bufferOf(url: string): Promise<ToneAudioBuffer> {
  let buffer = buffers.get(url);
  if (!buffer) {
    buffer = new ToneAudioBuffer().load(url);
    // A failed fetch or decode is tried again on the next play.
    buffer.catch(() => buffers.delete(url));
    buffers.set(url, buffer);
  }
  return buffer;
}

/**
 * Edit mode's selection playback (issue 16): a Tone.js Player over the decoded clip plays
 * from the selection's start for its length, straight to the speakers.
 */
export function createSelectionAudio(): SelectionAudioPort {
  return {
    play(url, range, report) {
      let player: Player | null = null;
      let stopped = false;
      Promise.all([start(), bufferOf(url)])
        .then(([, buffer]) => {
          if (stopped) return;
          player = new Player({ url: buffer, context: getContext() });
          player.connect(getContext().rawContext.destination as unknown as AudioNode);
          player.onstop = () => {
            if (!stopped) report.onEnd();
          };
          player.start(undefined, range.start, Math.max(0, range.end - range.start));
        })
        .catch(report.onError);
      return () => {
        stopped = true;
        player?.stop();
        player?.dispose();
      };
    },
  };
}
