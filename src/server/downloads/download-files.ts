import type { ClipDownloadResponse, DownloadStem } from '../../contracts/downloads';
import type { StemTypeGroupName } from '../../contracts/clip';
import type { FeatureFlag } from '../../contracts/constants';
import { sql } from 'kysely';
import { selectClips, type ClipRow } from '../clips/clip-view';
import type { GenerationDeps } from '../generation/deps';
import { CLIP_FILES, type ClipFile } from '../storage/media-store';

/** The complete stems split from a song that the user may see. */
async function stemsOf(
  deps: Pick<GenerationDeps, 'db' | 'mediaUrls'>,
  userId: string,
  clip: ClipRow,
): Promise<DownloadStem[]> {
  const rows = await selectClips(deps.db)
    .where(sql<boolean>`clip.metadata->>'stem_from_id' = ${clip.id}`)
    .where('clip.status', '=', 'complete')
    .where('clip.isTrashed', '=', false)
    .where((eb) => eb.or([eb('clip.userId', '=', userId), eb('clip.isPublic', '=', true)]))
    .orderBy('clip.createdAt')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    stem_type_group_name:
      (row.metadata as { stem_type_group_name?: StemTypeGroupName }).stem_type_group_name ?? null,
    audio_url: deps.mediaUrls.download(row, CLIP_FILES.mp3),
  }));
}

/**
 * Where each of a clip's files is to download (attachments named after the title): the MP3
 * always; the WAV, Opus (WebM) and video when they exist, the M4A too under the enable-m4a-audio
 * gate (spec 001 §6); its stems.
 */
export async function downloadFiles(
  deps: Pick<GenerationDeps, 'db' | 'media' | 'mediaUrls'>,
  userId: string,
  clip: ClipRow,
  downloadsLeft: number | null,
  flags: Pick<Record<FeatureFlag, boolean>, 'enable-m4a-audio'>,
): Promise<ClipDownloadResponse> {
  const url = async (file: ClipFile) =>
    (await deps.media.size(clip.id, file)) === null ? null : deps.mediaUrls.download(clip, file);
  return {
    audio_url: deps.mediaUrls.download(clip, CLIP_FILES.mp3),
    wav_file_url: await url(CLIP_FILES.wav),
    m4a_file_url: flags['enable-m4a-audio'] ? await url(CLIP_FILES.m4a) : null,
    opus_file_url: await url(CLIP_FILES.webm),
    video_url: clip.videoSourceAt ? await url(CLIP_FILES.video) : null,
    stems: await stemsOf(deps, userId, clip),
    downloads_left: downloadsLeft,
  };
}
