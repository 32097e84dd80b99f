import { compose } from '../composer/compose';
import { lyricsLength } from '../lyrics/length';
import { parseLyrics } from '../lyrics/parse';
import { writeLyrics } from '../lyrics/write';
import { DEFAULT_MODEL_ID, findModel, type EngineModel } from '../models';
import type { Score, VocalGender } from '../score';
import {
  checkMumble,
  composeControlled,
  controlledStyle,
  mumbleLyrics,
  type SongControls,
} from '../tasks/sliders';
import { understandStyle } from '../text/understand';
import { EngineInputError } from './errors';

/** Spec 000 §5: a simple-mode description is at most 200 characters. */
export const MAX_DESCRIPTION_CHARS = 200;

/** What a creator asks for: simple mode (description) or custom mode (lyrics + styles). */
export interface SongRequest {
  description?: string;
  lyrics?: string;
  tags?: string;
  negativeTags?: string;
  title?: string;
  instrumental?: boolean;
  vocalGender?: VocalGender;
  model?: string;
  seed: number;
  /** A shorter limit than the model's own (previews, tests); never longer. */
  maxDurationS?: number;
  /** Control sliders, mumble, a persona's voice or a reference style (`tasks/sliders.ts`). */
  controls?: SongControls;
}

export interface SongPlan {
  score: Score;
  model: EngineModel;
  /** The lyrics sung: as given, or written from the description; null when instrumental. */
  lyrics: string | null;
  tags: string;
}

/**
 * Turns a request into a Score: understands the styles, writes lyrics in simple mode,
 * parses them, and composes. Pure and fast (milliseconds); rendering comes after.
 */
export function planSong(request: SongRequest): SongPlan {
  const found = findModel(request.model ?? DEFAULT_MODEL_ID);
  if (!found) throw new EngineInputError('unknownModel', `Unknown model "${request.model}".`);
  const model = withDurationLimit(found, request.maxDurationS);
  const description = request.description?.trim() ?? '';
  const givenLyrics = request.lyrics?.trim() ?? '';
  const tags = request.tags?.trim() ?? '';
  if (!description && !givenLyrics && !tags) {
    throw new EngineInputError('emptyPrompt', 'Describe the song, or give lyrics or styles.');
  }
  if (description.length > MAX_DESCRIPTION_CHARS) {
    throw new EngineInputError(
      'descriptionTooLong',
      `The description is ${description.length} characters; the limit is ${MAX_DESCRIPTION_CHARS}.`,
    );
  }
  if (lyricsLength(givenLyrics) > model.maxLyricsChars) {
    throw new EngineInputError(
      'lyricsTooLong',
      `The lyrics are ${lyricsLength(givenLyrics)} characters; ${model.id} takes at most ${model.maxLyricsChars}.`,
    );
  }

  const understood = understandStyle({
    tags,
    description,
    negativeTags: request.negativeTags ?? '',
    ...(request.vocalGender && { vocalGender: request.vocalGender }),
  });
  const { controls } = request;
  if (controls?.mumble) checkMumble(model);
  const style = controls ? controlledStyle(understood, controls, request.seed) : understood;
  const instrumental = request.instrumental ?? false;
  let lyrics: string | null = null;
  let title = request.title?.trim() ?? '';
  if (!instrumental) {
    if (givenLyrics) lyrics = givenLyrics;
    else {
      const written = writeLyrics({ description: description || tags, seed: request.seed, style });
      lyrics = written.lyrics;
      title ||= written.title;
    }
  }
  title ||= fallbackTitle(firstLyricLine(lyrics) || description || tags);
  if (lyrics !== null && controls?.mumble) lyrics = mumbleLyrics(lyrics, request.seed);
  const parsed = lyrics === null ? null : parseLyrics(lyrics);
  const input = { style, lyrics: parsed, title, seed: request.seed, model, instrumental };
  const score = controls ? composeControlled(input, controls) : compose(input);
  return { score, model, lyrics, tags };
}

function withDurationLimit(model: EngineModel, maxDurationS: number | undefined): EngineModel {
  if (maxDurationS === undefined || maxDurationS >= model.maxDurationS) return model;
  if (!(maxDurationS > 0)) {
    throw new EngineInputError('invalidDuration', 'The duration limit must be a positive number.');
  }
  return {
    ...model,
    maxDurationS,
    targetDurationS: Math.min(model.targetDurationS, maxDurationS),
  };
}

/** The first sung line: a natural title for custom-mode songs without one. */
function firstLyricLine(lyrics: string | null): string {
  return (
    lyrics
      ?.split('\n')
      .map((line) => line.trim())
      .find((line) => line && !line.startsWith('[')) ?? ''
  );
}

/** A title from the first words of the prompt, for instrumentals and custom mode without one. */
function fallbackTitle(prompt: string): string {
  const words = prompt
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 4);
  const title = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return title || 'Untitled';
}
