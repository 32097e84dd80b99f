/**
 * Remaster (the spec's upsample): a stored clip again, with the sliders. Freedom re-renders a
 * varied arrangement (other timbres of each instrument's family, moved voicings, fewer drum
 * hits); at 0 the clip's own stems are reused. Tone, clarity and width shape every stem;
 * strength sets how loud and how compressed the master is.
 */
import { createRng } from '../random';
import type { Score, Track } from '../score';
import { remasterMeasures } from './remaster-measures';
import { masterAtStrength, remasterSliders, shapeStem, type RemasterSliders } from './remaster-fx';
import { readClip, readStems, renderStems, scaled, sumStereo, writeClip } from './remaster-io';

/** A variation of the arrangement: `freedom` 0 returns the same tracks, 1 changes most of them. */
export function varyArrangement(score: Score, freedom: number): Score {
  if (freedom <= 0) return score;
  const rng = createRng(score.seed).fork('remaster:freedom');
  const tracks = score.tracks.map((track): Track => {
    const own = rng.fork(`${track.role}:${track.program}`);
    if (track.isDrum) {
      // Off-beat hits drop out; the downbeats keep the groove.
      const notes = track.notes.filter(
        (note) => onBeat(score, note.start) || !own.chance(0.35 * freedom),
      );
      return { ...track, notes };
    }
    const family = track.program - (track.program % 8);
    const program = own.chance(freedom)
      ? family + (((track.program % 8) + own.int(1, 7)) % 8)
      : track.program;
    const notes = track.notes.map((note) => {
      if (track.role === 'lead' || !own.chance(0.5 * freedom)) return note;
      const up = note.pitch < 60 ? 12 : -12;
      return own.chance(0.5)
        ? { ...note, pitch: note.pitch + up }
        : { ...note, velocity: Math.max(20, Math.min(127, note.velocity + own.int(-30, 30))) };
    });
    return { ...track, program, notes };
  });
  return { ...score, tracks };
}

function onBeat(score: Score, start: number): boolean {
  const beats = (start * score.tempoBpm) / 60;
  return Math.abs(beats - Math.round(beats)) < 0.02;
}

/** Share of the instruments' notes (with their program) in `a` that `b` does not play alike. */
export function arrangementChange(a: Score, b: Score): number {
  const key = (track: Track, note: Track['notes'][number]) =>
    `${track.isDrum ? 'drums' : track.program}|${note.start.toFixed(4)}|${note.pitch}|${note.velocity}`;
  const others = new Set(b.tracks.flatMap((track) => track.notes.map((note) => key(track, note))));
  const mine = a.tracks.flatMap((track) => track.notes.map((note) => key(track, note)));
  return mine.length === 0 ? 0 : mine.filter((k) => !others.has(k)).length / mine.length;
}

/** Remasters the clip in `from` into `out`; answers the figures and what each slider moved. */
export async function remasterClip(from: string, given: Partial<RemasterSliders>, out: string) {
  const clip = readClip(from);
  const sliders = remasterSliders(given);
  const score = varyArrangement(clip.score, sliders.freedom);
  const stems =
    sliders.freedom > 0 ? (await renderStems(score, clip.model)).stems : readStems(from);
  const shaped = {
    vocals: shapeStem(stems.vocals, sliders),
    backing: shapeStem(stems.backing, sliders),
    instrumental: shapeStem(stems.instrumental, sliders),
  };
  const mastered = masterAtStrength(
    sumStereo([shaped.vocals, shaped.backing, shaped.instrumental]),
    sliders.strength,
  );
  const figures = await writeClip(out, {
    score,
    lyrics: clip.lyrics,
    tags: clip.tags,
    master: mastered.master,
    stems: {
      vocals: scaled(shaped.vocals, mastered.gain),
      backing: scaled(shaped.backing, mastered.gain),
      instrumental: scaled(shaped.instrumental, mastered.gain),
    },
    ...(clip.request && { request: clip.request }),
    extra: { task: 'upsample', source: { dir: from, title: clip.score.title }, sliders },
  });
  return {
    ...figures,
    task: 'remaster',
    sliders,
    arrangement_change: Number(arrangementChange(clip.score, score).toFixed(3)),
    measures: remasterMeasures(mastered.master),
  };
}
