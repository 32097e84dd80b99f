import { sql, type Kysely } from 'kysely';

/**
 * Songs are hashed at two phases half a hop apart (`songFingerprint`, issue 16): hashed at one,
 * an MP3 copy of a song lined up 10-24% of its hashes against a 10% threshold. The songs hashed
 * before are forgotten, so the background catch-up (`FingerprintIndex`) hashes them again at
 * both phases, as it hashes the songs of a new install.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from audio_fingerprint`.execute(db);
  await sql`delete from clip_fingerprint`.execute(db);
}

/** Nothing to undo: hashes at both phases serve the code before this as well. */
export async function down(): Promise<void> {}
