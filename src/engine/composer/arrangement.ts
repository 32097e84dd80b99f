/**
 * Which parts play in each section, and the tracks they make. A section's
 * intensity and the model's density give its fullness: a sparse intro or
 * verse, a full chorus. Only roles with a program in the style get a track.
 */
import type { Rng } from '../random';
import type { Note, Track, TrackRole } from '../score';
import { playBass } from './bass';
import { arpeggiate, comp, pad, strings } from './comping';
import { playDrums } from './drums';
import type { Timeline } from './timeline';
import type { BeatChord, BeatNote, SectionPlan, SongContext } from './types';

/** Mix per role: bass and kick centred, pad and strings spread to opposite sides. */
export const MIX: Record<TrackRole, { gain: number; pan: number }> = {
  drums: { gain: 0.9, pan: 0 },
  bass: { gain: 0.85, pan: 0 },
  chords: { gain: 0.6, pan: -0.2 },
  pad: { gain: 0.45, pan: -0.55 },
  strings: { gain: 0.45, pan: 0.55 },
  arp: { gain: 0.4, pan: 0.35 },
  lead: { gain: 0.7, pan: 0.1 },
};

/** 0..1: how full a section's arrangement is. */
export function fullness(context: SongContext, section: SectionPlan): number {
  return section.intensity * (0.55 + 0.45 * context.model.density) + 0.15 * context.style.energy;
}

/** 0 (none), 1 (sparse), 2 (groove) or 3 (full). */
export function drumLevel(value: number): number {
  if (value < 0.25) return 0;
  if (value < 0.42) return 1;
  return value < 0.72 ? 2 : 3;
}

const ROLE_ORDER: readonly TrackRole[] = [
  'drums',
  'bass',
  'chords',
  'pad',
  'strings',
  'arp',
  'lead',
];

/** Every track of the song, in seconds. `lead` is the played melody (empty when sung). */
export function arrange(
  context: SongContext,
  sections: readonly SectionPlan[],
  chords: readonly BeatChord[][],
  lead: readonly BeatNote[],
  timeline: Timeline,
  rng: Rng,
): Track[] {
  const { style } = context;
  const programs = style.programs;
  const full = sections.map((section) => fullness(context, section));
  const parts = new Map<TrackRole, BeatNote[]>();
  if (style.drums && style.drumStyle !== 'none') {
    parts.set(
      'drums',
      playDrums(style.drumStyle, sections, full.map(drumLevel), rng.fork('drums')),
    );
  }
  if (programs.bass !== undefined) {
    const plays = full.map((value) => value >= 0.3);
    const busy = full.map((value) => value >= 0.45);
    parts.set('bass', playBass(context, sections, chords, plays, busy, rng.fork('bass')));
  }
  const harmonyRng = rng.fork('harmony-parts');
  const arpShape = harmonyRng.int(0, 3);
  const sixteenths = style.energy > 0.6 && context.tempoBpm < 135;
  sections.forEach((section, index) => {
    const value = full[index] ?? 0;
    const sectionChords = chords[index] ?? [];
    const add = (role: TrackRole, notes: BeatNote[]) =>
      parts.set(role, [...(parts.get(role) ?? []), ...notes]);
    const hasChords = programs.chords !== undefined;
    const busy = value >= 0.45 && !isSustainedTimbre(programs.chords);
    if (hasChords) add('chords', comp(context.family, sectionChords, busy, harmonyRng));
    if (programs.pad !== undefined && (value >= 0.55 || !hasChords))
      add('pad', pad(sectionChords, harmonyRng));
    const onlyStrings = !hasChords && programs.pad === undefined;
    if (programs.strings !== undefined && (value >= 0.7 || onlyStrings))
      add('strings', strings(sectionChords, harmonyRng));
    if (programs.arp !== undefined && value >= 0.5)
      add('arp', arpeggiate(sectionChords, sixteenths, arpShape, harmonyRng));
  });
  if (lead.length > 0) parts.set('lead', [...lead]);
  return ROLE_ORDER.flatMap((role) => {
    const notes = parts.get(role) ?? [];
    if (notes.length === 0) return [];
    const program = role === 'drums' ? 0 : (programs[role] ?? leadFallback(context));
    return [
      { role, program, isDrum: role === 'drums', ...MIX[role], notes: toSeconds(notes, timeline) },
    ];
  });
}

/** An instrumental needs its tune even when the style names no lead: it borrows a harmony instrument. */
function leadFallback(context: SongContext): number {
  const { programs } = context.style;
  return programs.arp ?? programs.chords ?? programs.strings ?? programs.pad ?? 0;
}

/** Converts beat notes to seconds, sorted by start then pitch. */
export function toSeconds(notes: readonly BeatNote[], timeline: Timeline): Note[] {
  return [...notes]
    .sort((a, b) => a.beat - b.beat || a.pitch - b.pitch)
    .map((note) => {
      const start = timeline.toSec(note.beat);
      const duration = Math.max(0.01, timeline.toSec(note.beat + note.beats) - start);
      return {
        start,
        duration: Math.round(duration * 1e6) / 1e6,
        pitch: note.pitch,
        velocity: Math.round(note.velocity),
      };
    });
}

/**
 * GM programs that swell and ring (organs, string ensembles, choirs, synth pads): they hold
 * chords rather than strike them. Rhythmic hits on them blur, and their long releases pile up
 * dozens of synth voices.
 */
export function isSustainedTimbre(program: number | undefined): boolean {
  if (program === undefined) return false;
  return (
    (program >= 16 && program <= 23) ||
    (program >= 48 && program <= 54) ||
    (program >= 88 && program <= 95)
  );
}
