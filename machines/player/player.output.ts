import { fromCallback } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { AudioOutputPort, AudioReport } from '../actors/ports';
import { audioUrlFor } from './audio-format';
import type { PlayerEvent } from './player.contract';
import type { PlayerInternalEvent } from './player.machine';
import { volumeGain } from './volume';

/** What the player tells its output. */
export type OutputCommand =
  | { type: 'output.load'; clip: Clip; seconds: number; play: boolean }
  | { type: 'output.swap'; clip: Clip; seconds: number }
  | { type: 'output.play' }
  | { type: 'output.pause' }
  | { type: 'output.stop' }
  | { type: 'output.seek'; seconds: number }
  | { type: 'output.volume'; volume: number };

/** An output's report as the player's event (Media Session keys as the player's own events). */
export function reportEvent(report: AudioReport): PlayerEvent | PlayerInternalEvent {
  if (report.type === 'time')
    return { type: 'audio.time', seconds: report.seconds, duration: report.duration };
  if (report.type !== 'action') return { type: `audio.${report.type}` };
  if (report.action === 'seek') return { type: 'player.seek', seconds: report.seconds ?? 0 };
  return { type: `player.${report.action}` };
}

/**
 * The player's `audioOutput` actor: the one audio output (spec 001 §4), made from the port when
 * the player starts and destroyed with it. It picks each clip's file for this browser.
 */
export function createAudioOutputActor(port: AudioOutputPort) {
  return fromCallback<OutputCommand, { m4aGate: boolean }>(({ sendBack, receive, input }) => {
    const output = port.create((report) => sendBack(reportEvent(report)));
    const srcOf = (clip: Clip) =>
      audioUrlFor(clip, (type) => output.canPlayType(type), input.m4aGate);
    receive((command) => {
      switch (command.type) {
        case 'output.load': {
          const src = srcOf(command.clip);
          if (!src) return sendBack({ type: 'audio.error' });
          const { title, display_name: artist, image_url: artwork } = command.clip;
          return output.load(src, command.seconds, command.play, { title, artist, artwork });
        }
        case 'output.swap': {
          const src = srcOf(command.clip);
          return src ? output.swap(src, command.seconds) : undefined;
        }
        case 'output.play':
          return output.play();
        case 'output.pause':
          return output.pause();
        case 'output.stop':
          return output.stop();
        case 'output.seek':
          return output.seek(command.seconds);
        case 'output.volume':
          return output.setGain(volumeGain(command.volume));
      }
    });
    return () => output.destroy();
  });
}
