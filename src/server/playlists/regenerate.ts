import { sql } from 'kysely';
import type { z } from 'zod';
import { SIMPLE_PROMPT_MAX_CHARS, TAGS_MAX_CHARS } from '../../contracts/constants';
import { generateRequestSchema, type GenerateRequest } from '../../contracts/generation';
import type { regeneratePlaylistSchema } from '../../contracts/playlist';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { validate } from '../http/validation';
import { clipVisibleTo } from './playlist-view';

/** How many of the playlist's most common styles and lyric themes a new song takes (ours). */
const STYLE_COUNT = 4;
const THEME_COUNT = 3;
/** Words too common to be a theme. */
const STOP_WORDS = new Set(
  (
    'about above after again against along always among another around because been before ' +
    'being below between both cannot could didn does doing down during each every from further ' +
    'have having here into itself just like more most much must never only other over same ' +
    'should some still such than that their them then there these they this those through ' +
    'under until very want were what when where which while will with would your yours youre ' +
    'dont cant wont aint gonna wanna know feel make take come goes going away back chorus ' +
    'verse bridge intro outro'
  ).split(' '),
);

/** The most frequent items, most frequent first, ties in first-seen order. */
function mostCommon(items: string[], count: number): string[] {
  const tally = new Map<string, number>();
  for (const item of items) tally.set(item, (tally.get(item) ?? 0) + 1);
  return [...tally.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([item]) => item);
}

const words = (text: string) =>
  text
    .replace(/\[[^\]]*\]/g, ' ')
    .toLowerCase()
    .match(/\p{L}{5,}/gu)
    ?.filter((word) => !STOP_WORDS.has(word)) ?? [];

/**
 * The generate request that makes new songs from a playlist (spec 001 §7 regenerate): its
 * most common styles as tags, its lyrics' most common themes (titles when it has no lyrics) as
 * the description, on the model asked for. Only the songs the viewer may see count; 400 when
 * there are none to learn from.
 */
export async function regenerateRequest(
  db: DB,
  viewerId: string,
  playlistId: string,
  input: z.output<typeof regeneratePlaylistSchema>,
): Promise<GenerateRequest> {
  const clips = await db
    .selectFrom('playlist_clip')
    .innerJoin('clip', 'clip.id', 'playlist_clip.clipId')
    .select(['clip.title', 'clip.lyrics', sql<string | null>`clip.metadata->>'tags'`.as('tags')])
    .where('playlist_clip.playlistId', '=', playlistId)
    .where(clipVisibleTo(viewerId))
    .orderBy('playlist_clip.position')
    .execute();
  if (clips.length === 0) {
    throw new ApiError(400, 'validation', 'This playlist has no songs to make new ones from.');
  }
  const styles = mostCommon(
    clips.flatMap((clip) =>
      (clip.tags ?? '')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
    STYLE_COUNT,
  );
  const lyricWords = clips.flatMap((clip) => words(clip.lyrics ?? ''));
  const themes = mostCommon(
    lyricWords.length > 0 ? lyricWords : clips.flatMap((clip) => words(clip.title)),
    THEME_COUNT,
  );
  const description =
    themes.length > 0
      ? `A song about ${themes.join(', ')}`
      : `A song in the spirit of ${clips[0]!.title || 'this playlist'}`;
  const instrumental = input.configuration?.make_instrumental;
  return validate(generateRequestSchema, {
    gpt_description_prompt: description.slice(0, SIMPLE_PROMPT_MAX_CHARS),
    ...(styles.length > 0 && { tags: styles.join(', ').slice(0, TAGS_MAX_CHARS) }),
    ...(input.model_name && { mv: input.model_name }),
    ...(typeof instrumental === 'boolean' && { make_instrumental: instrumental }),
    metadata: { create_mode: 'simple' },
  });
}
