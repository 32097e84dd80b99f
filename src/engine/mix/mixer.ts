/**
 * The mixer: lead vocals (cleaned, compressed, on a plate reverb), backing
 * vocals (spread left-right, lower, wetter) and the instrumental bus (lightly
 * compressed), summed into the mix. Every bus is free of DC: the voices are high-passed and
 * the instrumental bus goes through a 15 Hz DC blocker per channel. The stems are taken after processing, so
 * they add up to the mix exactly.
 */
import { concatStereo } from '../audio';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { createCompressor, createDcBlocker, createDelay, createHighPass } from './dynamics';
import { createDullTop, createTapeWear } from './lofi';
import { createReverb } from './reverb';
import { createDoubler, createEcho, type VocalFx } from './vocal-fx';

export interface MixerOptions {
  /** 0..1: how much plate reverb the voices get. */
  reverbAmount: number;
  /** Linear gain of the lead vocal (default 1). */
  vocalGain?: number;
  /** Linear gain of the backing vocals (default 0.5, about -6 dB). */
  backingGain?: number;
  /** 0..1: how far the backing voices spread to the left and right (default 0.7). */
  backingPan?: number;
  /** The genre's vocal effects (`vocal-fx.ts`) and the beat they are timed to; none by default. */
  vocalFx?: { fx: VocalFx; beatS: number };
  /** Lo-fi texture (`lofi.ts`): tape wear on the band, a dull top on every stem; its hiss seed. */
  lofi?: { seed: number };
}

export interface MixerInput {
  instruments: StereoBuffer;
  vocals: Float32Array | null;
  backing: Float32Array | null;
}

export interface MixerStems {
  vocals: StereoBuffer;
  backing: StereoBuffer;
  instrumental: StereoBuffer;
}

export interface MixerOutput {
  mix: StereoBuffer;
  stems: MixerStems;
}

export interface Mixer {
  /** Mixes the next stretch of the song; all inputs have the same length. */
  process(input: MixerInput): MixerOutput;
  /** The reverb and compressor tails after the last input, to append at the end. */
  finish(): MixerOutput;
}

/** The wet level of the reverb at `reverbAmount` 1, relative to the dry voice. */
const WET_AT_FULL = 0.2;
const TAIL_BLOCK = SAMPLE_RATE / 10;
const MAX_TAIL_BLOCKS = 40;
const TAIL_SILENCE = 1e-4;

const samples = (seconds: number) => Math.round(seconds * SAMPLE_RATE);

/** Creates a mixer whose reverb tails and compressor states carry across calls. */
export function createMixer(options: MixerOptions): Mixer {
  const fx = options.vocalFx?.fx;
  const echo = fx?.echo
    ? {
        samples: samples(fx.echo.seconds ?? (fx.echo.beats ?? 0.5) * options.vocalFx!.beatS),
        feedback: fx.echo.feedback,
        wet: fx.echo.wet,
      }
    : undefined;
  const vocals = createVoiceChain({
    highPassHz: 100,
    gain: options.vocalGain ?? 1,
    wet: options.reverbAmount * WET_AT_FULL * (fx?.reverb ?? 1),
    preDelayS: 0.025,
    ...(echo && { echo }),
  });
  const backing = createVoiceChain({
    highPassHz: 150,
    gain: options.backingGain ?? 0.5,
    wet: options.reverbAmount * WET_AT_FULL * 1.4 * (fx?.reverb ?? 1),
    preDelayS: 0.035,
  });
  const placeLead = fx && fx.double > 0 ? createDoubler(fx.double) : centre;
  const spread = createSpread(options.backingPan ?? 0.7);
  const dcBlock = { left: createDcBlocker(), right: createDcBlocker() };
  const lofi = options.lofi && {
    wear: createTapeWear(options.lofi.seed),
    tops: [createDullTop(), createDullTop(), createDullTop()],
  };
  const busCompressor = createCompressor({
    thresholdDb: -10,
    ratio: 2,
    attackS: 0.01,
    releaseS: 0.15,
    makeupDb: 0,
  });

  const process = (input: MixerInput): MixerOutput => {
    const n = input.instruments.left.length;
    const instrumental = {
      left: input.instruments.left.slice(),
      right: input.instruments.right.slice(),
    };
    dcBlock.left(instrumental.left);
    dcBlock.right(instrumental.right);
    lofi?.wear(instrumental.left, instrumental.right);
    busCompressor(instrumental.left, instrumental.right);
    const vocalStem = vocals(input.vocals ?? new Float32Array(n), placeLead);
    const backingStem = backing(input.backing ?? new Float32Array(n), spread);
    if (lofi) {
      [vocalStem, backingStem, instrumental].forEach((stem, index) =>
        lofi.tops[index]!(stem.left, stem.right),
      );
    }
    const mix = { left: new Float32Array(n), right: new Float32Array(n) };
    for (let i = 0; i < n; i += 1) {
      mix.left[i] = vocalStem.left[i]! + backingStem.left[i]! + instrumental.left[i]!;
      mix.right[i] = vocalStem.right[i]! + backingStem.right[i]! + instrumental.right[i]!;
    }
    return { mix, stems: { vocals: vocalStem, backing: backingStem, instrumental } };
  };

  return {
    process,
    finish() {
      const blocks: MixerOutput[] = [];
      const silence = new Float32Array(TAIL_BLOCK);
      for (let b = 0; b < MAX_TAIL_BLOCKS; b += 1) {
        const block = process({
          instruments: { left: silence, right: silence },
          vocals: null,
          backing: null,
        });
        blocks.push(block);
        if (peak(block.mix) < TAIL_SILENCE) break;
      }
      return concatOutputs(blocks);
    },
  };
}

interface VoiceChainSettings {
  highPassHz: number;
  gain: number;
  wet: number;
  preDelayS: number;
  /** A feedback echo on the send, beside the reverb. */
  echo?: { samples: number; feedback: number; wet: number };
}

const centre = (dry: Float32Array): StereoBuffer => ({ left: dry.slice(), right: dry });

/**
 * Silence after which a voice chain is at rest: the reverb (1.6 s to -60 dB) has decayed
 * by some 300 dB, so the chain's output is zero to float precision and need not be computed.
 */
const REST_S = 8;

/** High-pass, compress and place one mono voice, then add its reverb. */
function createVoiceChain(settings: VoiceChainSettings) {
  const highPass = createHighPass(settings.highPassHz);
  const compressor = createCompressor({
    thresholdDb: -18,
    ratio: 3,
    attackS: 0.005,
    releaseS: 0.12,
    makeupDb: 3,
  });
  const preDelay = createDelay(samples(settings.preDelayS));
  const newReverb = () => createReverb({ decayS: 1.6, damping: 0.3 });
  let reverb = newReverb();
  const { echo } = settings;
  const newEcho = () => echo && createEcho(echo.samples, echo.feedback, echo.wet);
  let echoes = newEcho();
  const rest = samples(REST_S);
  /** Samples of silent input since the last sound, carried across calls. */
  let silence = rest;
  return (input: Float32Array, place: (dry: Float32Array) => StereoBuffer): StereoBuffer => {
    const spans = soundingSpans(input, silence, rest);
    silence = spans.silence;
    const dry = input.slice();
    // At rest the high-pass and delay hold exact zeros (the filter flushes its denormals).
    for (const { from, to } of spans.list) highPass(dry.subarray(from, to));
    // The compressor runs over silence too: it updates its gain on a clock that must keep time.
    compressor(dry);
    for (const { from, to } of spans.list) {
      for (let i = from; i < to; i += 1) dry[i]! *= settings.gain;
    }
    const out = place(dry);
    for (const { from, to, rests } of spans.list) {
      const send = dry.slice(from, to);
      echoes?.process(send, out.left.subarray(from, to), out.right.subarray(from, to));
      preDelay(send);
      reverb.process(send, out.left.subarray(from, to), out.right.subarray(from, to), settings.wet);
      // The reverb's tail never reaches exact zero: at rest it starts again from silence, so
      // where the chunks of a song begin does not change a sample.
      if (rests) {
        reverb = newReverb();
        echoes = newEcho();
      }
    }
    return out;
  };
}

/**
 * The stretches of `input` the chain must process: from a sound (or the chunk's start, if
 * the chain is not at rest) until `rest` samples of silence have passed. Verses without
 * backing voices and intros without a lead are silence, and cost nothing.
 */
function soundingSpans(input: Float32Array, silenceBefore: number, rest: number) {
  const list: { from: number; to: number; rests: boolean }[] = [];
  let silence = silenceBefore;
  let from = silence >= rest ? -1 : 0;
  for (let i = 0; i < input.length; i += 1) {
    if (input[i] !== 0) {
      if (from < 0) from = i;
      silence = 0;
    } else if (silence < rest) {
      silence += 1;
      if (silence === rest && from >= 0) {
        list.push({ from, to: i + 1, rests: true });
        from = -1;
      }
    }
  }
  if (from >= 0) list.push({ from, to: input.length, rests: false });
  return { list, silence };
}

/** The voice panned one way and a 12 ms later copy panned the other, a double-tracked width. */
function createSpread(width: number): (dry: Float32Array) => StereoBuffer {
  const delay = createDelay(samples(0.012 * width));
  const angle = ((1 - width) * Math.PI) / 4;
  const near = Math.cos(angle) * Math.SQRT1_2;
  const far = Math.sin(angle) * Math.SQRT1_2;
  return (dry) => {
    const late = dry.slice();
    delay(late);
    const left = new Float32Array(dry.length);
    const right = new Float32Array(dry.length);
    for (let i = 0; i < dry.length; i += 1) {
      left[i] = near * dry[i]! + far * late[i]!;
      right[i] = far * dry[i]! + near * late[i]!;
    }
    return { left, right };
  };
}

function peak(buf: StereoBuffer): number {
  let max = 0;
  for (let i = 0; i < buf.left.length; i += 1) {
    max = Math.max(max, Math.abs(buf.left[i]!), Math.abs(buf.right[i]!));
  }
  return max;
}

function concatOutputs(blocks: MixerOutput[]): MixerOutput {
  return {
    mix: concatStereo(blocks.map((b) => b.mix)),
    stems: {
      vocals: concatStereo(blocks.map((b) => b.stems.vocals)),
      backing: concatStereo(blocks.map((b) => b.stems.backing)),
      instrumental: concatStereo(blocks.map((b) => b.stems.instrumental)),
    },
  };
}
