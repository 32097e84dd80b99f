import { sql, type Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { ClipTable } from '../db/schema';

/**
 * Clip rows as `selectClips` gives them for `toClip`, without what no list shows: the engine
 * request and task the worker keeps in `metadata` (~1 KB of JSON a clip, parsed for nothing;
 * issue 11 measured reading rows as most of a feed page's time). Every other column is listed,
 * so a column added to the table fails the type check of `toClip(row)` until it is added here.
 */
export function selectClipsForList(db: DB) {
  return db
    .selectFrom('clip')
    .innerJoin('user', 'user.id', 'clip.userId')
    .select([
      'clip.id',
      'clip.requestId',
      'clip.userId',
      'clip.status',
      'clip.title',
      'clip.modelName',
      'clip.seed',
      'clip.lyrics',
      'clip.durationS',
      'clip.renderedS',
      'clip.hasMedia',
      'clip.errorType',
      'clip.errorMessage',
      'clip.isPublic',
      'clip.isTrashed',
      'clip.playCount',
      'clip.upvoteCount',
      'clip.commentCount',
      'clip.workerLease',
      'clip.workerLeasedAt',
      'clip.createdAt',
      'clip.updatedAt',
      // Clip settings (issue 12).
      'clip.caption',
      'clip.captionMentions',
      'clip.displayTags',
      'clip.isPinned',
      'clip.allowComments',
      'clip.canRemix',
      'clip.showRemix',
      'clip.remixType',
      'clip.downloadDisabledReason',
      'clip.contestIds',
      'clip.optOutVideoCoverHook',
      'clip.isAudioUploadTosAccepted',
      'clip.feedbackReason',
      'clip.configurations',
      'clip.imageFile',
      'clip.videoCoverFile',
      // Profiles (issue 14).
      'clip.pinnedAt',
      'clip.publishedAt',
      // Clip videos (issue 18).
      'clip.videoStatus',
      'clip.videoError',
      'clip.videoRequestedAt',
      'clip.videoSourceAt',
      'clip.contentChangedAt',
      sql<Selectable<ClipTable>['metadata']>`clip.metadata - 'engine_request' - 'engine_task'`.as(
        'metadata',
      ),
      'user.handle as handle',
      'user.name as displayName',
    ]);
}
