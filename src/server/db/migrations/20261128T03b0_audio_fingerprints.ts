import { sql, type Kysely } from 'kysely';

/**
 * Audio fingerprints of songs (issue 16): each song's landmark hashes, so that an upload of
 * someone else's song is found (spec 000 §8 copyright_infringment); `clip_fingerprint` marks
 * the songs already hashed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clip_fingerprint')
    .addColumn('clipId', 'text', (col) =>
      col.primaryKey().references('clip.id').onDelete('cascade'),
    )
    .addColumn('hashCount', 'integer', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('audio_fingerprint')
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('hash', 'integer', (col) => col.notNull())
    .addColumn('at', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audio_fingerprint_hash')
    .on('audio_fingerprint')
    .column('hash')
    .execute();
  await db.schema
    .createIndex('audio_fingerprint_clip')
    .on('audio_fingerprint')
    .column('clipId')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audio_fingerprint').execute();
  await db.schema.dropTable('clip_fingerprint').execute();
}
