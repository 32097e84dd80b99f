import { sql, type Kysely } from 'kysely';

/**
 * Clip videos and share assets (issue 18): a clip's video render (spec 000 §7 "Video
 * generation for a clip": pending, then complete or error) with when the title, cover or
 * lyrics last changed, so a video made before is `video_is_stale`; and the share assets made
 * of a clip (rendering, then complete or error; timeout is told from the time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clip')
    .addColumn('videoStatus', 'text')
    .addColumn('videoError', 'text')
    .addColumn('videoRequestedAt', 'timestamptz')
    // When the render that made the current video.mp4 read the clip.
    .addColumn('videoSourceAt', 'timestamptz')
    .addColumn('contentChangedAt', 'timestamptz')
    .execute();
  await db.schema
    .createTable('share_asset')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('assetType', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('errorMessage', 'text')
    // When its render read the clip: older than the clip's last change, it is out of date.
    .addColumn('sourceAt', 'timestamptz')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('share_asset_clip_type')
    .on('share_asset')
    .columns(['clipId', 'assetType', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_asset').execute();
  await db.schema
    .alterTable('clip')
    .dropColumn('videoStatus')
    .dropColumn('videoError')
    .dropColumn('videoRequestedAt')
    .dropColumn('videoSourceAt')
    .dropColumn('contentChangedAt')
    .execute();
}
