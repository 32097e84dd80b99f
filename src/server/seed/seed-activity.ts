import type { Rng } from '../../engine/random';
import type { DB } from '../db/database';
import { inBatches, seededUuid } from './seed-ids';

const DAY_MS = 24 * 3600 * 1000;
/** The most likes one song gets: a hit, liked by many of the catalogue's users. */
const MAX_LIKES = 400;
/** Days of plays by day kept per song (the trending window is 30). */
const PLAY_DAYS = 30;

// prettier-ignore
const COMMENTS = [
  'Love this!', 'The chorus is stuck in my head', 'so good', 'What model did you use?',
  'This deserves more plays', 'The bridge though', 'On repeat', 'Great vibe', 'Beautiful lyrics',
  'Added to my playlist', 'Wow', 'The drop at 1:20', 'Underrated', 'Perfect for a night drive',
];

/** A seeded song, as its activity needs it. */
export interface SeedClip {
  id: string;
  userId: string;
  /** When it was published (ms). */
  at: number;
}

/** One song's likes, comments and plays by day, and the counters they add up to. */
export interface ClipActivity {
  likes: { userId: string; clipId: string; reactionType: 'L'; updatedAt: Date }[];
  comments: { id: string; clipId: string; userId: string; content: string; createdAt: Date }[];
  playDays: { clipId: string; day: string; plays: number }[];
  playCount: number;
}

/** A heavy tail: most songs get a few likes, a few get hundreds (Pareto, mean ~2). */
const likesOf = (r: Rng, users: number) =>
  Math.min(MAX_LIKES, users - 1, Math.floor((1 - r.next()) ** (-1 / 1.5) - 1));

/** A moment after `from`, most of them soon after (attention fades). */
const soonAfter = (r: Rng, from: number, now: number) => from + (now - from) * r.next() ** 3;

/**
 * What happened to a song: likes and comments from other users after it was published, and
 * plays in proportion to its likes, spread over its last PLAY_DAYS days, fading day by day.
 */
export function activityOf(r: Rng, clip: SeedClip, users: string[], now: number): ClipActivity {
  const likers = new Set<string>();
  for (let n = likesOf(r, users.length); likers.size < n;) {
    const user = r.pick(users);
    if (user !== clip.userId) likers.add(user);
  }
  const likes = [...likers].map((userId) => ({
    userId,
    clipId: clip.id,
    reactionType: 'L' as const,
    updatedAt: new Date(soonAfter(r, clip.at, now)),
  }));
  const comments = Array.from({ length: Math.floor(likes.length * 0.3 * r.next()) }, () => ({
    id: seededUuid(r),
    clipId: clip.id,
    userId: r.pick(users),
    content: r.pick(COMMENTS),
    createdAt: new Date(soonAfter(r, clip.at, now)),
  }));
  const playCount = likes.length * r.int(5, 30) + r.int(0, 40);
  const playDays: ClipActivity['playDays'] = [];
  const firstDay = Math.max(Math.floor(clip.at / DAY_MS), Math.floor(now / DAY_MS) - PLAY_DAYS);
  let left = Math.round(playCount * (clip.at > now - PLAY_DAYS * DAY_MS ? 1 : 0.1 * r.next()));
  for (let day = firstDay; day <= Math.floor(now / DAY_MS) && left > 0; day++) {
    const plays = Math.max(1, Math.round(left * r.next() * 0.5));
    left -= plays;
    if (r.chance(0.6)) {
      playDays.push({
        clipId: clip.id,
        day: new Date(day * DAY_MS).toISOString().slice(0, 10),
        plays,
      });
    }
  }
  return { likes, comments, playDays, playCount };
}

/** The rows of a batch of songs' activity, written through Kysely. */
export async function writeActivity(db: DB, activity: ClipActivity[]): Promise<void> {
  await inBatches(
    activity.flatMap((a) => a.likes),
    (batch) => db.insertInto('clip_reaction').values(batch).execute(),
  );
  await inBatches(
    activity.flatMap((a) => a.comments),
    (batch) => db.insertInto('comment').values(batch).execute(),
  );
  await inBatches(
    activity.flatMap((a) => a.playDays),
    (batch) => db.insertInto('clip_play_day').values(batch).execute(),
  );
}

/** Each user follows a few others, so signed-in discover has a following section. */
export async function seedFollows(db: DB, r: Rng, users: string[]): Promise<number> {
  const rows = users.flatMap((followerId) => {
    const followees = new Set<string>();
    for (let n = r.int(3, 15); followees.size < Math.min(n, users.length - 1);) {
      const user = r.pick(users);
      if (user !== followerId) followees.add(user);
    }
    return [...followees].map((followeeId) => ({ followerId, followeeId }));
  });
  await inBatches(rows, (batch) => db.insertInto('user_follow').values(batch).execute());
  return rows.length;
}
