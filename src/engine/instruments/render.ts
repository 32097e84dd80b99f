/**
 * Renders a Score's instrument tracks with spessasynth_core, driving the
 * synthesizer directly from note events (no MIDI file, no sequencer).
 *
 * The synth runs in blocks of at most BLOCK_SIZE samples whose boundaries are
 * the absolute multiples of BLOCK_SIZE plus every event's sample, so a note
 * starts and is released exactly on its sample. Because those boundaries do
 * not depend on how the caller chunks the song, rendering in sections gives
 * the same samples as one long render: a block that straddles the end of a
 * chunk is kept and handed out at the start of the next one.
 */
import { SAMPLE_RATE, type Score, type StereoBuffer } from '../score';
import { planScore, type NoteEvent } from './events';
import { loadSoundFont } from './soundfont';
import { BLOCK_SIZE, createSynth, voiceReaper, type Interpolation } from './synth';

export { loadSoundFont, type LoadedSoundFont } from './soundfont';
export { BLOCK_SIZE, MASTER_GAIN, type Interpolation } from './synth';

export interface InstrumentRenderOptions {
  /** Default 'hermite'; 'linear' trades a little treble clarity for speed. */
  interpolation?: Interpolation;
}

/** Streams a Score's instruments section by section. */
export interface InstrumentRenderer {
  /** Samples handed out so far. */
  readonly position: number;
  /** Length of the whole song in samples (`score.duration` at 44.1 kHz). */
  readonly length: number;
  /** Renders from the current position up to `untilS` seconds; empty if already past it. */
  render(untilS: number): StereoBuffer;
  /** Renders from the current position to the end of the song, note tails included. */
  renderRest(): StereoBuffer;
}

type Synth = ReturnType<typeof createSynth>;

/**
 * Prepares a renderer for `score`, loading the SoundFont on first use.
 * Each renderer owns its synthesizer; the SoundFont is shared.
 */
export async function createInstrumentRenderer(
  score: Score,
  options: InstrumentRenderOptions = {},
): Promise<InstrumentRenderer> {
  const soundFont = await loadSoundFont();
  const plan = planScore(score);
  const synth = createSynth(soundFont, plan.channels, options.interpolation);
  return eventRenderer(synth, plan.events, Math.round(score.duration * SAMPLE_RATE));
}

/** Renders the whole of `score`'s instruments in one go. */
export async function renderInstruments(
  score: Score,
  options: InstrumentRenderOptions = {},
): Promise<StereoBuffer> {
  return (await createInstrumentRenderer(score, options)).renderRest();
}

function eventRenderer(synth: Synth, events: readonly NoteEvent[], length: number) {
  const reap = voiceReaper(synth);
  let nextEvent = 0;
  /** Samples the synth has produced; those past `position` wait in `carry`. */
  let synthPosition = 0;
  let position = 0;
  const carry = { left: new Float32Array(BLOCK_SIZE), right: new Float32Array(BLOCK_SIZE) };
  let carryStart = 0;
  let carryEnd = 0;

  const playEventsDue = () => {
    let event = events[nextEvent];
    while (event !== undefined && event.sample <= synthPosition) {
      if (event.velocity > 0) synth.noteOn(event.channel, event.pitch, event.velocity);
      else synth.noteOff(event.channel, event.pitch);
      nextEvent += 1;
      event = events[nextEvent];
    }
  };

  const nextBlockEnd = () => {
    const gridEnd = (Math.floor(synthPosition / BLOCK_SIZE) + 1) * BLOCK_SIZE;
    const eventSample = events[nextEvent]?.sample ?? Infinity;
    return Math.min(gridEnd, eventSample);
  };

  const renderTo = (target: number): StereoBuffer => {
    const count = Math.max(0, target - position);
    const out = { left: new Float32Array(count), right: new Float32Array(count) };
    let written = Math.min(count, carryEnd - carryStart);
    out.left.set(carry.left.subarray(carryStart, carryStart + written));
    out.right.set(carry.right.subarray(carryStart, carryStart + written));
    carryStart += written;
    while (written < count) {
      playEventsDue();
      const blockLength = nextBlockEnd() - synthPosition;
      const room = count - written;
      if (blockLength <= room) {
        synth.process(out.left, out.right, written, blockLength);
        reap();
        written += blockLength;
      } else {
        carry.left.fill(0);
        carry.right.fill(0);
        synth.process(carry.left, carry.right, 0, blockLength);
        reap();
        out.left.set(carry.left.subarray(0, room), written);
        out.right.set(carry.right.subarray(0, room), written);
        written = count;
        carryStart = room;
        carryEnd = blockLength;
      }
      synthPosition += blockLength;
    }
    position += count;
    return out;
  };

  return {
    get position() {
      return position;
    },
    length,
    render: (untilS: number) => {
      if (!Number.isFinite(untilS)) throw new RangeError(`render(${untilS}): not a time`);
      return renderTo(Math.round(untilS * SAMPLE_RATE));
    },
    renderRest: () => renderTo(length),
  } satisfies InstrumentRenderer;
}
