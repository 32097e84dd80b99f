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
