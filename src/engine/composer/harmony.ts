/**
 * Chords per section: one progression per section role chosen by seed for the
 * whole song (so every chorus has the same chords), one chord a bar, voiced
 * in a mid register with the least movement from the chord before.
 */
import type { Rng } from '../random';
import type { SectionKind } from '../score';
import { type HarmonicRole, progressionsFor } from './progressions';
import { chordPcs, parseRoman, pc } from './theory';
import type { BeatChord, SectionPlan, SongContext } from './types';

const ROLE_OF: Record<SectionKind, HarmonicRole> = {
  intro: 'chorus',
  verse: 'verse',
  preChorus: 'preChorus',
  chorus: 'chorus',
  bridge: 'bridge',
  instrumental: 'chorus',
  outro: 'chorus',
};

const VOICING_LOW = 52;
const VOICING_HIGH = 76;
const VOICING_CENTRE = 62;

/** Chords for every section, in beats, voice-led across the whole song. */
export function harmonize(
  context: SongContext,
  sections: readonly SectionPlan[],
  rng: Rng,
): BeatChord[][] {
  const chosen = new Map<HarmonicRole, readonly string[]>();
  for (const role of ['verse', 'preChorus', 'chorus', 'bridge'] as const) {
    chosen.set(role, rng.pick(progressionsFor(context.family, context.mode, role)));
  }
  let previous: number[] = [];
  return sections.map((section) => {
    const progression = chosen.get(ROLE_OF[section.kind]) ?? [];
    return Array.from({ length: section.bars }, (_, bar) => {
      const symbol =
        progression[bar % progression.length] ?? (context.mode === 'minor' ? 'i' : 'I');
      const roman = parseRoman(symbol);
      const root = pc(context.tonic + roman.offset);
      const pcs = chordPcs(root, roman.quality);
      const pitches = voice(pcs, previous);
      previous = pitches;
      return {
        startBeat: (section.startBar + bar) * 4,
        beats: 4,
        root,
        quality: roman.quality,
        pcs,
        pitches,
      };
    });
  });
}

/** The close-position voicing of `pcs` that moves least from `previous`. */
export function voice(pcs: readonly number[], previous: readonly number[]): number[] {
  let best: number[] = [];
  let bestCost = Infinity;
  for (let inversion = 0; inversion < pcs.length; inversion += 1) {
    const ordered = [...pcs.slice(inversion), ...pcs.slice(0, inversion)];
    for (let base = VOICING_LOW; base < VOICING_LOW + 12; base += 1) {
      if (pc(base) !== ordered[0]) continue;
      const pitches = [base];
      for (const next of ordered.slice(1)) {
        const last = pitches.at(-1)!;
        pitches.push(last + 1 + pc(next - last - 1));
      }
      if (pitches.at(-1)! > VOICING_HIGH) continue;
      const cost = voicingCost(pitches, previous);
      if (cost < bestCost) {
        best = pitches;
        bestCost = cost;
      }
    }
  }
  return best;
}

function voicingCost(pitches: readonly number[], previous: readonly number[]): number {
  const mean = pitches.reduce((sum, pitch) => sum + pitch, 0) / pitches.length;
  const centre = Math.abs(mean - VOICING_CENTRE) * 0.5;
  if (previous.length === 0) return centre;
  const movement = pitches.reduce(
    (sum, pitch) => sum + Math.min(...previous.map((other) => Math.abs(other - pitch))),
    0,
  );
  return movement + centre * 0.3;
}
