import { sql } from 'kysely';
import { ENGINE_MODELS } from '../../engine/models';
import { createRng, type Rng } from '../../engine/random';
import type { DB } from '../db/database';
import { activityOf, seedFollows, writeActivity, type SeedClip } from './seed-activity';
import { inBatches, seededUuid } from './seed-ids';
import { seedTextMaker, type SeedText } from './seed-text';

/** How many clips each seeded user has, on average. */
const CLIPS_PER_USER = 50;
/** Clips written per round (their requests, then them, then their activity). */
const ROUND = 1000;
const DAY_MS = 24 * 3600 * 1000;
/** How far back the catalogue's songs go; newer ones are more numerous. */
const HISTORY_DAYS = 365;
const MODELS = ENGINE_MODELS.map((model) => model.id);

export interface SeedOptions {
  count: number;
  /** The same seed gives the same catalogue (its dates relative to `now`). */
  seed: number;
  now?: Date;
  log?: (message: string) => void;
}

/**
 * A public catalogue for measuring search and discover at scale (issue 15): `count` public,
 * complete clips of count / 50 users, with the engine's titles, styles and lyrics, captions,
 * likes, comments, plays by day and follows, the clips' counters agreeing with those rows.
 * Written through Kysely in batches; the clip triggers run as for any insert.
 */
export async function seedCatalogue(db: DB, options: SeedOptions) {
  const log = options.log ?? (() => {});
  const now = (options.now ?? new Date()).getTime();
  const rng = createRng(options.seed);
  const text = seedTextMaker(rng.fork('text'));
  const userCount = Math.max(10, Math.ceil(options.count / CLIPS_PER_USER));
  const users = await seedUsers(db, rng.fork('users'), userCount, now);
  const follows = await seedFollows(db, rng.fork('follows'), users);
  const totals = { users: users.length, follows, clips: 0, likes: 0, comments: 0, playDays: 0 };
  const r = rng.fork('clips');
  for (let start = 0; start < options.count; start += ROUND) {
    const clips = Array.from({ length: Math.min(ROUND, options.count - start) }, () => {
      const at = now - HISTORY_DAYS * DAY_MS * r.next() ** 1.6;
      return { id: seededUuid(r), userId: r.pick(users), at };
    });
    const activity = clips.map((clip) => activityOf(r, clip, users, now));
    await db.insertInto('generation_request').values(clips.map(requestRow)).execute();
    await db
      .insertInto('clip')
      .values(clips.map((clip, i) => clipRow(r, clip, text(r), activity[i]!)))
      .execute();
    await writeActivity(db, activity);
    totals.clips += clips.length;
    for (const a of activity) {
      totals.likes += a.likes.length;
      totals.comments += a.comments.length;
      totals.playDays += a.playDays.length;
    }
    if (totals.clips % (ROUND * 10) === 0) log(`${totals.clips} clips`);
  }
  await sql`analyze`.execute(db);
  return totals;
}

const requestRow = (clip: SeedClip) => ({
  id: clip.id,
  userId: clip.userId,
  status: 'complete' as const,
  body: '{}',
  createdAt: new Date(clip.at),
  updatedAt: new Date(clip.at),
});

function clipRow(r: Rng, clip: SeedClip, words: SeedText, activity: ReturnType<typeof activityOf>) {
  return {
    id: clip.id,
    requestId: clip.id,
    userId: clip.userId,
    status: 'complete' as const,
    title: words.title,
    modelName: r.pick(MODELS),
    seed: r.int(0, 2 ** 31 - 1),
    lyrics: words.lyrics || null,
    metadata: JSON.stringify({
      type: 'gen',
      tags: words.tags,
      prompt: words.lyrics,
      gpt_description_prompt: null,
      negative_tags: '',
      make_instrumental: words.instrumental,
    }),
    durationS: r.int(60, 240),
    hasMedia: true,
    caption: words.caption,
    isPublic: true,
    playCount: activity.playCount,
    upvoteCount: activity.likes.length,
    commentCount: activity.comments.length,
    createdAt: new Date(clip.at),
    updatedAt: new Date(clip.at),
    publishedAt: new Date(clip.at),
  };
}

async function seedUsers(db: DB, r: Rng, count: number, now: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const at = new Date(now - HISTORY_DAYS * DAY_MS * (1 + r.next()));
    return {
      id: seededUuid(r),
      name,
      handle: `${name.toLowerCase().replace(/[^a-z]/g, '')}${i}`,
      email: `seed-${seededUuid(r)}@seed.invalid`,
      emailVerified: true,
      image: null,
      createdAt: at,
      updatedAt: at,
    };
  });
  await inBatches(rows, (batch) => db.insertInto('user').values(batch).execute());
  return rows.map((row) => row.id);
}

// prettier-ignore
const FIRST_NAMES = [
  'Ada', 'Bo', 'Cy', 'Dana', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'June', 'Kai', 'Lena', 'Milo',
  'Nia', 'Otto', 'Pia', 'Quinn', 'Rosa', 'Sami', 'Tess', 'Uma', 'Vic', 'Wren', 'Xavi', 'Yara', 'Zed',
];
// prettier-ignore
const LAST_NAMES = [
  'Moreau', 'Okafor', 'Lindqvist', 'Tanaka', 'Silva', 'Novak', 'Haddad', 'Kowalski', 'Reyes',
  'Fischer', 'Ibrahim', 'Costa', 'Nguyen', 'Brennan', 'Petrov', 'Adeyemi', 'Rossi', 'Larsen',
];
