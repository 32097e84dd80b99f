import { sql } from 'kysely';
import type { GenerationDeps } from '../../server/generation/deps';
import { coverFileOf } from '../../server/video/clip-videos';
import type { SongVideoInput, SongVideoKind } from '../../video/song-video';

/** What a render reads of its clip, and the database's time as it read it. */
export interface SongSource {
  id: string;
  title: string;
  handle: string;
  lyrics: string | null;
  imageFile: string | null;
  durationS: number | null;
  status: string;
  videoStatus: string | null;
  videoRequestedAt: Date | null;
  readAt: Date;
}

/** The clip as a render sees it; undefined once it is gone. */
export function readSongSource(deps: Pick<GenerationDeps, 'db'>, clipId: string) {
  return deps.db
    .selectFrom('clip')
    .innerJoin('user', 'user.id', 'clip.userId')
    .select([
      'clip.id',
      'clip.title',
      'user.handle',
      'clip.lyrics',
      'clip.imageFile',
      'clip.durationS',
      'clip.status',
      'clip.videoStatus',
      'clip.videoRequestedAt',
      sql<Date>`now()`.as('readAt'),
    ])
    .where('clip.id', '=', clipId)
    .executeTakeFirst() as Promise<SongSource | undefined>;
}

/** The render's input: the clip's directory and files, and where the result goes. */
export function songVideoInput(
  deps: Pick<GenerationDeps, 'media'>,
  clip: SongSource,
  kind: SongVideoKind,
  outFile: string,
): SongVideoInput {
  return {
    kind,
    clipDir: deps.media.dir(clip.id),
    coverFile: deps.media.path(clip.id, coverFileOf(clip)),
    title: clip.title,
    handle: clip.handle,
    lyrics: clip.lyrics ?? '',
    durationS: clip.durationS ?? 0,
    outFile,
  };
}
