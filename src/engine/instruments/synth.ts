/**
 * Builds a spessasynth processor set up for one Score: the shared SoundFont,
 * effects off (the mixer adds its own reverb), one channel per track.
 */
import { InterpolationTypes, MIDIControllers, SpessaSynthProcessor } from 'spessasynth_core';
import { SAMPLE_RATE } from '../score';
import type { ChannelSetup } from './events';
import type { LoadedSoundFont } from './soundfont';

/**
 * Master gain (the synth's `gain` system parameter, on top of its own 0.6).
 * A dense seven-track arrangement peaks near -10 dBFS with it, and the same
 * one with every track at gain 1.5 and velocity 127 still stays under -2 dBFS.
 */
export const MASTER_GAIN = 0.6;

/** Sample interpolation: hermite sounds cleaner, linear renders ~20% faster. */
export type Interpolation = 'hermite' | 'linear';

/**
 * Voices one synth plays at once. Past it, the quietest releasing voices are stolen first.
 * Measured on a dense synth-pop song: the default 350 and 48 differ by -63 dB (inaudible)
 * while 48 renders about 25% faster, since every block walks the whole voice list.
 */
export const VOICE_CAP = 48;

/**
 * A released voice ends once its envelope has fallen this far (centibels under its peak: 60 dB),
 * not at spessasynth's 90 dB. Pads' and poly synths' long releases spent a third of their time
 * under it, and every voice costs the same to render however quiet it is: on the benchmark's
 * synth-pop song 43 voices sounded on average, 37.5 with this (about 10% of the synth's CPU);
 * the render differs from the 90 dB one by -55 dB of its energy.
 */
export const RELEASE_END_CB = 600;

/** Render quantum: the synth updates envelopes, LFOs and filters once per block. */
export const BLOCK_SIZE = 128;

/** Creates a processor with every channel of `channels` configured. */
export function createSynth(
  soundFont: LoadedSoundFont,
  channels: readonly ChannelSetup[],
  interpolation: Interpolation = 'hermite',
) {
  const synth = new SpessaSynthProcessor(SAMPLE_RATE, {
    maxBufferSize: BLOCK_SIZE,
    effectsEnabled: false,
    eventsEnabled: false,
  });
  synth.soundBankManager.addSoundBank(soundFont.bank, 'fluidr3mono');
  const highest = Math.max(15, ...channels.map((setup) => setup.channel));
  while (synth.midiChannels.length <= highest) synth.createMIDIChannel();
  // Added channels start with zeroed controllers (a closed filter); a reset gives every channel
  // the same defaults and makes channels 10, 26, 42... the drum channels.
  synth.reset();
  synth.setSystemParameter('gain', MASTER_GAIN);
  synth.setSystemParameter('voiceCap', VOICE_CAP);
  synth.setSystemParameter('interpolationType', InterpolationTypes[interpolation]);
  for (const setup of channels) {
    const { channel } = setup;
    synth.programChange(channel, setup.program);
    synth.controllerChange(channel, MIDIControllers.mainVolume, setup.volume);
    synth.controllerChange(channel, MIDIControllers.pan, setup.pan);
    synth.controllerChange(channel, MIDIControllers.reverbDepth, 0);
    synth.controllerChange(channel, MIDIControllers.chorusDepth, 0);
  }
  return synth;
}

/** What the reaper reads of a spessasynth voice (its internals, as of spessasynth_core 4.3). */
interface SynthVoice {
  isActive: boolean;
  volEnv: { enteredRelease: boolean; attenuationCb: number };
}

/**
 * Returns a function that ends the synth's voices faded under {@link RELEASE_END_CB} in their
 * release; call it after each block. spessasynth offers no setting for it, so this reads the
 * voice list it keeps to itself (fails loudly if a new version moved it).
 */
export function voiceReaper(synth: ReturnType<typeof createSynth>): () => void {
  const core = (synth as unknown as { synthCore?: { voices?: SynthVoice[] } }).synthCore;
  const voices = core?.voices;
  if (!voices?.[0]?.volEnv) throw new Error('spessasynth voices not found: check voiceReaper');
  const count = Math.min(VOICE_CAP, voices.length);
  return () => {
    for (let i = 0; i < count; i += 1) {
      const voice = voices[i]!;
      if (voice.isActive && voice.volEnv.enteredRelease) {
        if (voice.volEnv.attenuationCb >= RELEASE_END_CB) voice.isActive = false;
      }
    }
  };
}
