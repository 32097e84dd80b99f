/**
 * Cover of an uploaded recording, which has no score: the upload is heard as a skeleton
 * (`upload-skeleton.ts`: its tempo, key, chords per bar and lead melody, with its lyrics) and
 * dressed in the requested style like any cover, at the upload's own tempo and in its key.
 */
import { readClipAudio } from '../audio/clip';
import { compose } from '../composer/compose';
import { DEFAULT_MODEL_ID, findModel } from '../models';
import type { SongRequest } from '../pipeline/plan';
import type { VocalGender } from '../score';
import { understandStyle } from '../text/understand';
import type { CoverOptions } from './cover';
import { fitMelody } from './cover-skeleton';
import { uploadSkeleton } from './upload-skeleton';

/** The upload clip's seed where the request names none: any fixed number does. */
const UPLOAD_SEED = 1;

/** The cover's plan for the upload clip in `from` (its song.wav, else song.mp3). */
export async function planUploadCover(from: string, options: CoverOptions, lyrics: string | null) {
  const audio = await readClipAudio(from);
  const heard = uploadSkeleton(audio, lyrics);
  const model = findModel(DEFAULT_MODEL_ID)!;
  const tags = options.tags?.trim() ?? '';
  const understood = understandStyle({ tags });
  const gender: VocalGender = options.vocalGender ?? understood.vocalGender;
  const seed = options.seed ?? UPLOAD_SEED;
  const style = {
    ...understood,
    vocalGender: gender,
    tempoBpm: heard.tempoBpm,
    tempoGiven: true,
    mode: heard.skeleton.mode,
  };
  const skeleton = fitMelody(heard.skeleton, gender);
  const title = 'Upload cover';
  const score = compose({
    style,
    lyrics: { sections: [] },
    title,
    seed,
    model,
    instrumental: skeleton.sung.notes.length === 0,
    skeleton,
  });
  const request: SongRequest = {
    seed,
    tags,
    ...(lyrics !== null && { lyrics }),
    ...(gender !== 'unspecified' && { vocalGender: gender }),
  };
  return {
    source: { title, tempoBpm: heard.tempoBpm, gender, programs: null },
    request,
    plan: { score, model, lyrics, tags },
  };
}
