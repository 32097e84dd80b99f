/**
 * Hand-made Scores for the instrument tests and benchmark, independent of the
 * composer: a C-Am-F-G loop at 120 BPM (2 s bars) with drums, bass, chords,
 * pad and lead, and an optional denser layer (arp, strings, 16th hats).
 */
import type { Note, Score, Track, TrackRole } from '../score';

const BAR_S = 2;
const BEAT_S = 0.5;
/** GM drum keys. */
export const KICK = 36;
const SNARE = 38;
const CLOSED_HAT = 42;
const CRASH = 49;

const PROGRESSION: readonly (readonly number[])[] = [
  [60, 64, 67], // C
  [57, 60, 64], // Am
  [53, 57, 60], // F
  [55, 59, 62], // G
];
const LEAD_PHRASE: readonly [number, number, number][] = [
  // [beat offset, beats, pitch] over one bar
  [0, 1, 76],
  [1, 0.5, 74],
  [1.5, 0.5, 72],
  [2, 1.5, 74],
  [3.5, 0.5, 79],
];

export interface FixtureOptions {
  /** Song length in seconds; the 4-bar loop repeats to fill it. Default 8. */
  durationS?: number;
  /** Adds arp, strings and 16th-note hats for a dense arrangement. */
  dense?: boolean;
}

const note = (start: number, duration: number, pitch: number, velocity: number): Note => ({
  start,
  duration,
  pitch,
  velocity,
});

function track(role: TrackRole, program: number, gain: number, pan: number, notes: Note[]): Track {
  return { role, program, isDrum: role === 'drums', gain, pan, notes };
}

function barNotes(bar: number, dense: boolean): Record<TrackRole, Note[]> {
  const t0 = bar * BAR_S;
  const chord = PROGRESSION[bar % PROGRESSION.length] ?? [60, 64, 67];
  const root = (chord[0] ?? 60) - 24;
  const drums: Note[] = [];
  if (bar % 4 === 0) drums.push(note(t0, 1, CRASH, 100));
  for (const beat of [0, 2]) drums.push(note(t0 + beat * BEAT_S, 0.25, KICK, 120));
  for (const beat of [1, 3]) drums.push(note(t0 + beat * BEAT_S, 0.25, SNARE, 110));
  const hatStep = dense ? 0.25 : 0.5;
  for (let beat = 0; beat < 4; beat += hatStep) {
    drums.push(note(t0 + beat * BEAT_S, 0.1, CLOSED_HAT, beat % 1 === 0 ? 90 : 70));
  }
  const bass = [0, 1.5, 2, 3].map((beat, i) =>
    note(t0 + beat * BEAT_S, 0.45, root + (i === 3 ? 7 : 0), 105),
  );
  const chords = [0, 2].flatMap((beat) => chord.map((p) => note(t0 + beat * BEAT_S, 0.95, p, 85)));
  const pad = chord.map((p) => note(t0, BAR_S, p - 12, 70));
  const lead = LEAD_PHRASE.map(([beat, beats, p]) =>
    note(t0 + beat * BEAT_S, beats * BEAT_S * 0.9, p, 95),
  );
  const arp = dense
    ? Array.from({ length: 8 }, (_, i) => note(t0 + i * 0.25, 0.2, (chord[i % 3] ?? 60) + 12, 80))
    : [];
  const strings = dense ? chord.map((p) => note(t0, BAR_S, p, 75)) : [];
  return { drums, bass, chords, pad, lead, arp, strings };
}

/** A complete Score with the fixture arrangement; deterministic, no randomness. */
export function fixtureScore(options: FixtureOptions = {}): Score {
  const durationS = options.durationS ?? 8;
  const dense = options.dense ?? false;
  const bars = Math.ceil(durationS / BAR_S);
  const byRole: Record<TrackRole, Note[]> = {
    drums: [],
    bass: [],
    chords: [],
    pad: [],
    lead: [],
    arp: [],
    strings: [],
  };
  for (let bar = 0; bar < bars; bar += 1) {
    const notes = barNotes(bar, dense);
    for (const role of Object.keys(byRole) as TrackRole[]) byRole[role].push(...notes[role]);
  }
  const within = (notes: Note[]) => notes.filter((n) => n.start < durationS);
  const tracks = [
    track('drums', 0, 1, 0, within(byRole.drums)),
    track('bass', 33, 1, 0, within(byRole.bass)),
    track('chords', 4, 0.8, -0.3, within(byRole.chords)),
    track('pad', 89, 0.6, 0.2, within(byRole.pad)),
    track('lead', 80, 0.7, 0.1, within(byRole.lead)),
  ];
  if (dense) {
    tracks.push(track('arp', 81, 0.6, 0.4, within(byRole.arp)));
    tracks.push(track('strings', 48, 0.7, -0.4, within(byRole.strings)));
  }
  return scoreWith(tracks, durationS);
}

/** A Score with one melodic note, for pitch and onset tests. */
export function singleNoteScore(
  program: number,
  pitch: number,
  start: number,
  durationS: number,
): Score {
  const notes = [note(start, 1, pitch, 100)];
  return scoreWith([track('lead', program, 1, 0, notes)], durationS);
}

function scoreWith(tracks: Track[], duration: number): Score {
  return {
    version: 1,
    seed: 1,
    model: 'fixture',
    title: 'Instrument fixture',
    tempoBpm: 120,
    key: { tonic: 0, mode: 'major', name: 'C major' },
    beatsPerBar: 4,
    duration,
    style: {
      genres: ['pop'],
      moods: [],
      tempoBpm: 120,
      mode: 'major',
      energy: 0.7,
      swing: 0,
      drumStyle: 'pop',
      programs: {},
      drums: tracks.some((t) => t.isDrum),
      vocalGender: 'unspecified',
      decade: null,
      matchedTerms: [],
    },
    sections: [],
    tracks,
    vocals: { gender: 'unspecified', lead: [], backing: [] },
    words: [],
    instrumental: true,
  };
}
