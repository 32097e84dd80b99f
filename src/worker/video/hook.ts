import { mkdir } from 'node:fs/promises';
import type { HookStatus } from '../../server/db/schema';
import type { GenerationDeps } from '../../server/generation/deps';
import { hookDir, hookFile, videoSourceFile } from '../../server/hooks/hook-files';
import { findCopyrightNames, lyricsBreakGuidelines } from '../../server/moderation/moderation';
import { renderVideoInThread } from '../video-in-thread';
import { readSongSource } from './song-source';

/**
 * Renders a hook (spec 001 §4 "Hook render"): its video range with the song's range and, when
 * chosen, the lyrics; then its words are moderated as a song's are (artist names, producer tags
 * and the lyrics' blocked phrases): `rendered_passed_moderation` puts it on the feed,
 * `rendered_failed_moderation` keeps it to its maker; a render that fails is `error`.
 */
export async function renderHook(
  deps: GenerationDeps,
  hookId: string,
  signal?: AbortSignal,
): Promise<void> {
  const hook = await deps.db
    .selectFrom('hook')
    .innerJoin('upload', 'upload.id', 'hook.uploadId')
    .selectAll('hook')
    .select('upload.videoHasAudio')
    .where('hook.id', '=', hookId)
    .where('hook.status', '=', 'rendering')
    .executeTakeFirst();
  const clip = hook && (await readSongSource(deps, hook.clipId));
  if (!hook || !clip) return;
  const { song, videos } = hook.videoRender;
  const video = videos[0]!;
  let status: HookStatus;
  try {
    await mkdir(hookDir(deps.media, hook.id), { recursive: true });
    await renderVideoInThread(
      {
        kind: 'hook',
        clipDir: deps.media.dir(clip.id),
        lyrics: hook.showLyrics ? (clip.lyrics ?? '') : null,
        song: { startS: song.clip_start_time, endS: song.clip_end_time, volume: song.volume },
        video: {
          file: videoSourceFile(deps.media, hook.uploadId),
          startS: video.source_start_time,
          endS: video.source_end_time,
          volume: video.volume,
          hasAudio: hook.videoHasAudio ?? false,
        },
        outFile: hookFile(deps.media, hook.id),
      },
      signal,
    );
    const words = `${hook.title}\n${hook.caption}`;
    const flagged = findCopyrightNames(words).length > 0 || lyricsBreakGuidelines(words);
    status = flagged ? 'rendered_failed_moderation' : 'rendered_passed_moderation';
  } catch (error) {
    if (signal?.aborted) throw error;
    deps.logger.error({ err: error, hookId }, 'hook render failed');
    status = 'error';
  }
  await deps.db
    .updateTable('hook')
    .set({ status, renderedAt: new Date() })
    .where('id', '=', hook.id)
    .where('status', '=', 'rendering')
    .execute();
}
