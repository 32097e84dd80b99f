import { sql, type Kysely } from 'kysely';

/**
 * A user's reaction to a clip (spec 000 §7 `update_reaction_type`: `L` like, `D` dislike), which
 * the library's liked and hide_disliked filters and the trash's is_liked read. One row per user
 * and clip; it goes with the clip when the clip is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clip_reaction')
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('reaction', 'text', (col) => col.notNull().check(sql`reaction in ('L', 'D')`))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('clip_reaction_pkey', ['userId', 'clipId'])
    .execute();
  await db.schema
    .createIndex('clip_reaction_clip_idx')
    .on('clip_reaction')
    .column('clipId')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clip_reaction').execute();
}
