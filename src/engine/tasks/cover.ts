/**
 * Cover (`cover_clip_id`): the same melody, lyrics and form in another style or voice. The
 * stored song's skeleton (key, form, chords, melody in beats) is dressed by the new style:
 * its tempo, groove, instruments and singer; the melody moves by whole octaves into the new
 * singer's range, so its pitch classes and rhythm stay.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compose } from '../composer/compose';
import { VOCAL_RANGES } from '../composer/vocals';
import type { SongRequest } from '../pipeline/plan';
import { renderToDirectory } from '../pipeline/render-to-dir';
import type { VocalGender } from '../score';
import { understandStyle } from '../text/understand';
import { fitMelody, skeletonOf } from './cover-skeleton';
import { planUploadCover } from './cover-upload';
import { readClip } from './remaster-io';
import { checkSliders, followReference } from './sliders';

export interface CoverOptions {
  /** The new styles; the source's when absent. */
  tags?: string;
  vocalGender?: 'male' | 'female';
  /** The new arrangement's seed; the source's when absent. */
  seed?: number;
  /** How much of the source's tempo, groove and instruments the cover keeps (default 0). */
  audioWeight?: number;
  /** An uploaded recording's lyrics (a generated clip's are in its score). */
  lyrics?: string;
}

/** The cover's plan: the source's skeleton in the new style. */
export function planCover(from: string, options: CoverOptions) {
  const clip = readClip(from);
  const source = clip.score;
  checkSliders({ audioWeight: options.audioWeight });
  const tags = options.tags?.trim() || clip.tags;
  const gender: VocalGender =
    options.vocalGender ??
    (options.tags ? understandStyle({ tags }).vocalGender : source.vocals.gender);
  const seed = options.seed ?? source.seed;
  let style = options.tags ? understandStyle({ tags, vocalGender: gender }) : source.style;
  style = { ...style, vocalGender: gender };
  if (options.audioWeight) style = followReference(style, source.style, options.audioWeight, seed);
  const skeleton = fitMelody(skeletonOf(source), VOCAL_RANGES[gender]);
  const score = compose({
    style,
    lyrics: source.instrumental ? null : { sections: [] },
    title: source.title,
    seed,
    model: clip.model,
    instrumental: source.instrumental,
    skeleton,
  });
  const request: SongRequest = {
    ...(clip.request ?? { seed }),
    seed,
    tags,
    ...(gender !== 'unspecified' && { vocalGender: gender }),
  };
  return { clip, request, plan: { score, model: clip.model, lyrics: clip.lyrics, tags } };
}

/** The cover of a generated clip (with a score) or of an uploaded recording (without one). */
async function planAnyCover(from: string, options: CoverOptions) {
  if (!existsSync(join(from, 'score.json'))) {
    return planUploadCover(from, options, options.lyrics ?? null);
  }
  const { clip, request, plan } = planCover(from, options);
  const { title, tempoBpm, vocals, style } = clip.score;
  return {
    source: { title, tempoBpm, gender: vocals.gender, programs: style.programs },
    request,
    plan,
  };
}

/** Renders a cover of the clip in `from` into `out`. */
export async function coverClip(from: string, options: CoverOptions, out: string) {
  const { source, request, plan } = await planAnyCover(from, options);
  const figures = await renderToDirectory(request, out, {
    plan,
    extra: {
      task: 'cover',
      cover_clip: { dir: from, title: source.title },
      ...(options.audioWeight !== undefined && { audio_weight: options.audioWeight }),
    },
  });
  return {
    ...figures,
    task: 'cover',
    tempo_bpm: { source: source.tempoBpm, cover: plan.score.tempoBpm },
    vocal_gender: { source: source.gender, cover: plan.score.vocals.gender },
    programs: { source: source.programs, cover: plan.score.style.programs },
  };
}
