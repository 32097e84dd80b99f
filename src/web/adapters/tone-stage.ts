import './tone-silence';
// Tone.js's own modules rather than its index, which builds every part of the library (60 KB
// gzipped) as it loads: a gain stage needs its context, Gain and connect.
import { Gain } from 'tone/build/esm/core/context/Gain.js';
import { connect } from 'tone/build/esm/core/context/ToneAudioNode.js';
import { getContext, start } from 'tone/build/esm/core/Global.js';
import { PLAYER_FADE_MS } from '../../contracts/constants';

/** The gain stage an audio element plays through: volume, fades in and out. */
export interface ToneStage {
  /** 0..1, reached in a short ramp. */
  setGain(gain: number): void;
  /** The element is starting: its sound rises from silence (and the stage connects if it can). */
  fadeIn(): void;
  /** Lowers the sound to silence, then calls `then` (the pause itself); `fadeIn` cancels it. */
  fadeOut(then: () => void): void;
  /** Forgets a pending fade-out's `then`. */
  cancel(): void;
}

const FADE_S = PLAYER_FADE_MS / 1000;

/**
 * Routes an audio element through Tone.js (issue 13): a Gain that follows the volume smoothly
 * and fades pauses and song starts, so neither clicks. The element joins the audio context on
 * the first start the browser lets the context run (a press of play); until then, and wherever
 * Web Audio is refused, it plays straight out with the element's own volume.
 */
export function createToneStage(audio: HTMLAudioElement): ToneStage {
  let gain = 1;
  let stage: Gain | null = null;
  let connecting = false;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const connectStage = () => {
    if (stage || connecting) return;
    connecting = true;
    start().then(
      () => {
        if (getContext().state !== 'running') return void (connecting = false);
        const context = getContext();
        stage = new Gain(audio.paused ? 0 : gain);
        // Straight to the speakers: Tone's Destination (a volume and a limiter) stays unloaded.
        connect(stage, context.rawContext.destination);
        connect(context.createMediaElementSource(audio), stage);
        audio.volume = 1;
      },
      () => (connecting = false),
    );
  };
  const cancel = () => {
    clearTimeout(pending);
    pending = undefined;
  };
  return {
    setGain(value) {
      gain = value;
      if (stage) stage.gain.rampTo(value, FADE_S);
      else audio.volume = value;
    },
    fadeIn() {
      cancel();
      connectStage();
      if (!stage) return;
      // Playing on (a fade-out called off): back up from wherever the fade had reached.
      if (!audio.paused) return void stage.gain.rampTo(gain, FADE_S);
      const now = getContext().currentTime;
      stage.gain.cancelScheduledValues(now);
      stage.gain.setValueAtTime(0, now);
      stage.gain.linearRampToValueAtTime(gain, now + FADE_S);
    },
    fadeOut(then) {
      cancel();
      if (!stage) return then();
      stage.gain.rampTo(0, FADE_S);
      pending = setTimeout(() => {
        pending = undefined;
        then();
      }, PLAYER_FADE_MS);
    },
    cancel,
  };
}
