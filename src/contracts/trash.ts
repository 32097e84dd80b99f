import { z } from 'zod';
import type { Clip } from './clip';
import { TRASH_MAX_IDS } from './constants';

const clipIds = z
  .array(z.string().min(1).max(200))
  .min(1, 'validation')
  .max(TRASH_MAX_IDS, `At most ${TRASH_MAX_IDS} clips per call.`);

/** Spec 000 §7: `POST /api/gen/trash/` moves clips to the trash (`trash: true`) or restores them. */
export const trashClipsSchema = z.object({ trash: z.boolean(), clip_ids: clipIds });
export type TrashClipsBody = z.infer<typeof trashClipsSchema>;

/** Spec 000 §7: `POST /api/clips/delete/` deletes clips for good, from the trash only. */
export const deleteClipsSchema = z.object({ ids: clipIds });
export type DeleteClipsBody = z.infer<typeof deleteClipsSchema>;

/** The clips a trash call moved, as they now are. */
export interface TrashClipsResponse {
  clips: Clip[];
}

/** The ids a delete call removed. */
export interface DeleteClipsResponse {
  ids: string[];
}

/** Spec 001 §7: `GET /api/clips/trashed_v2` (is_liked, is_public, page, page_size). */
export interface TrashedClipsResponse {
  clips: Clip[];
  num_total_results: number;
  current_page: number;
}
