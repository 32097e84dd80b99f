import type { Kysely } from 'kysely';

/**
 * A clip's video cover (issue 18, spec 000 §3 `video_cover_url`, set_metadata's
 * `video_cover_upload_id`): the file name, in the clip's media directory, of the video the owner
 * chose from their uploads; null while the clip has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clip').addColumn('videoCoverFile', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clip').dropColumn('videoCoverFile').execute();
}
