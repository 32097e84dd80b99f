/**
 * Turns a Score's tracks into what the synthesizer plays: one MIDI channel
 * per track with its program, volume and pan, and a time-ordered list of
 * note-on/note-off events at exact sample positions.
 */
import { SAMPLE_RATE, type Score, type Track } from '../score';

/** MIDI channel setup for one track. */
export interface ChannelSetup {
  channel: number;
  isDrum: boolean;
  program: number;
  /** CC7 value. */
  volume: number;
  /** CC10 value (0 left, 64 centre, 127 right). */
  pan: number;
}

export interface NoteEvent {
  /** Sample index from the song's start. */
  sample: number;
  channel: number;
  pitch: number;
  /** 1..127 for a note-on, 0 for a note-off. */
  velocity: number;
}

export interface SynthPlan {
  channels: ChannelSetup[];
  /** Sorted by sample; at one sample, note-offs come before note-ons. */
  events: NoteEvent[];
}

/** CC7 that plays a track at gain 1: the GM default channel volume. */
const UNITY_VOLUME = 100;
const DRUM_CHANNEL = 9;

const clampMidi = (value: number, min = 0) => Math.min(127, Math.max(min, Math.round(value)));

/**
 * CC7 for a linear track gain. The SoundFont volume modulator makes the
 * amplitude follow (CC7 / 127)^2, so the square root keeps the gain linear.
 */
export function volumeForGain(gain: number): number {
  return clampMidi(UNITY_VOLUME * Math.sqrt(Math.max(0, gain)));
}

/** CC10 for a pan in -1 (left) .. 1 (right). */
export function panForTrack(pan: number): number {
  return clampMidi(64 + Math.max(-1, Math.min(1, pan)) * 63.5);
}

/**
 * Assigns channels the GM way: drums on channel 10 (index 9), and on 26, 42...
 * when a score has more than one drum track; melodic tracks on the others.
 */
export function assignChannels(tracks: readonly Track[]): number[] {
  let nextDrum = DRUM_CHANNEL;
  let nextMelodic = 0;
  return tracks.map((track) => {
    if (track.isDrum) {
      const channel = nextDrum;
      nextDrum += 16;
      return channel;
    }
    if (nextMelodic % 16 === DRUM_CHANNEL) nextMelodic += 1;
    const channel = nextMelodic;
    nextMelodic += 1;
    return channel;
  });
}

const toSample = (seconds: number) => Math.round(Math.max(0, seconds) * SAMPLE_RATE);

/** Plans the channels and note events of a Score (pure). */
export function planScore(score: Score): SynthPlan {
  const channelOf = assignChannels(score.tracks);
  const channels: ChannelSetup[] = [];
  const events: NoteEvent[] = [];
  score.tracks.forEach((track, index) => {
    const channel = channelOf[index] ?? 0;
    channels.push({
      channel,
      isDrum: track.isDrum,
      program: track.isDrum ? 0 : clampMidi(track.program),
      volume: volumeForGain(track.gain),
      pan: panForTrack(track.pan),
    });
    for (const note of track.notes) {
      if (note.pitch < 0 || note.pitch > 127 || !(note.duration > 0)) continue;
      const on = toSample(note.start);
      // A note-off on the note-on's own sample would be sorted first and leave the note hanging.
      const off = Math.max(on + 1, toSample(note.start + note.duration));
      const pitch = Math.round(note.pitch);
      events.push({ sample: on, channel, pitch, velocity: clampMidi(note.velocity, 1) });
      events.push({ sample: off, channel, pitch, velocity: 0 });
    }
  });
  events.sort(compareEvents);
  return { channels, events };
}

function compareEvents(a: NoteEvent, b: NoteEvent): number {
  if (a.sample !== b.sample) return a.sample - b.sample;
  if ((a.velocity === 0) !== (b.velocity === 0)) return a.velocity === 0 ? -1 : 1;
  return a.channel - b.channel || a.pitch - b.pitch;
}
