import { z } from 'zod';
import type { Clip } from './clip';
import { CONTEST_BASE_CLIPS_MAX } from './constants';

/** Spec 001 §3 "Contest" (id, end_time, base_clip_ids), with what the pages show of it. */
export interface Contest {
  id: string;
  title: string;
  description: string;
  /** ISO time after which no entry counts. */
  end_time: string;
  base_clip_ids: string[];
  is_open: boolean;
  /** Public covers and extends of the base clips, and clips submitted to it. */
  entry_count: number;
}

/** `GET /api/contests/`: the open contests, the soonest to end first. */
export interface ContestList {
  contests: Contest[];
}

/** `GET /api/contests/{id}/`: one contest, its base clips and a page of its entries. */
export interface ContestPage {
  contest: Contest;
  base_clips: Clip[];
  entries: Clip[];
  /** The next `page` of entries, or null after the last. */
  next_page: number | null;
}

/** `GET /api/contests/is_contest_clip/{clip_id}/`: whether an open contest names the clip. */
export interface ContestClipAnswer {
  is_contest_clip: boolean;
  contest_ids: string[];
}

/** `POST /api/contests/` (staff): a new contest over public, finished clips. */
export const createContestSchema = z.object({
  title: z.string().trim().min(1).max(100),
  description: z.string().trim().max(2000).default(''),
  end_time: z.iso.datetime({ offset: true }).refine((value) => Date.parse(value) > Date.now(), {
    message: 'end_time must be in the future.',
  }),
  base_clip_ids: z.array(z.uuid()).min(1).max(CONTEST_BASE_CLIPS_MAX),
});
export type CreateContestRequest = z.input<typeof createContestSchema>;
export type CreateContestInput = z.output<typeof createContestSchema>;

/** A contest page's entries: `page` from 1. */
export const contestPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
