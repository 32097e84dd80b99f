import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type {
  AlignedLyrics,
  AlignedLyricsWord,
  ClipWaveform,
} from '../../contracts/aligned-lyrics';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { optionalUser, requireUser, type UserEnv } from '../http/session';
import { CLIP_FILES } from '../storage/media-store';
import { loadSourceClip } from '../tasks/source-clip';

interface ScoreWords {
  aligned_words?: Partial<AlignedLyricsWord>[];
  waveform_peaks?: number[];
}

/**
 * `GET` and `POST /api/gen/{clip_id}/aligned_lyrics/v2/` (spec 000 §7): a complete clip's words
 * with their times and its waveform, read from the clip's score.json. POST answers the same: the
 * alignment is made with the song, so there is nothing to start.
 */
export function alignedLyricsRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  router.on(['GET', 'POST'], '/gen/:id/aligned_lyrics/v2', requireUser(auth), async (c) => {
    const clip = await loadSourceClip(deps, c.get('user').id, c.req.param('id'));
    const score = await readScore(deps, clip.id);
    const aligned_words = (score.aligned_words ?? []).map((word) => ({
      word: String(word.word ?? ''),
      start_s: Number(word.start_s ?? 0),
      end_s: Number(word.end_s ?? 0),
      success: word.success ?? true,
      p_align: Number(word.p_align ?? 1),
    }));
    return c.json({
      aligned_words,
      waveform_data: score.waveform_peaks ?? [],
      hoot_cer: aligned_words.length > 0 ? 0 : null,
    } satisfies AlignedLyrics);
  });
  // The seek bar's waveform for whoever may play the clip: public ones to anyone, private ones
  // to their owner; anyone else gets the same 404 as for an unknown id.
  router.get('/gen/:id/waveform', optionalUser(auth), async (c) => {
    const viewer = c.get('user')?.id;
    const clip = await deps.db
      .selectFrom('clip')
      .select(['id', 'status'])
      .where('id', '=', c.req.param('id'))
      .where((eb) =>
        eb.or([
          ...(viewer === undefined ? [] : [eb('userId', '=', viewer)]),
          eb.and([eb('isPublic', '=', true), eb('isTrashed', '=', false)]),
        ]),
      )
      .executeTakeFirst();
    if (!clip) throw new ApiError(404, 'notFound', 'Clip not found');
    if (clip.status !== 'complete') {
      throw new ApiError(409, 'clipNotReady', 'This clip has no waveform yet.');
    }
    const score = await readScore(deps, clip.id);
    return c.json({ waveform_data: score.waveform_peaks ?? [] } satisfies ClipWaveform);
  });
  return router;
}

async function readScore(deps: GenerationDeps, clipId: string): Promise<ScoreWords> {
  try {
    return JSON.parse(
      await readFile(deps.media.path(clipId, CLIP_FILES.score), 'utf8'),
    ) as ScoreWords;
  } catch {
    // A complete clip always has its score; one without is missing files, not a client error.
    throw new ApiError(409, 'clipNotReady', 'This clip has no aligned lyrics.');
  }
}
