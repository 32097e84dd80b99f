import { z } from 'zod';
import type { Clip, ClipStatus } from './clip';

/** A number or a numeric string (clients send both). */
const number = z
  .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/, 'validation')])
  .transform(Number)
  .pipe(z.number().finite());
/** The same, where null or missing means "not given". */
const optionalNumber = z
  .union([number, z.null()])
  .optional()
  .transform((value) => value ?? undefined);
const editSessionId = z.string().max(200).nullish();

/** `POST /api/edit/crop/{clip_id}/` (spec 001 §7); seconds, and `fade_out_time` in ms. */
export const cropRequestSchema = z.object({
  crop_start_s: number,
  crop_end_s: number,
  is_crop_remove: z.boolean().nullish(),
  fade_out_time: optionalNumber,
  edit_session_id: editSessionId,
});
export type CropRequest = z.infer<typeof cropRequestSchema>;

/** `POST /api/edit/fade/{clip_id}/`: `fade_out_time` in ms (spec 001 §9 `fadeOutLengthMs`). */
export const fadeRequestSchema = z.object({
  fade_out_time: optionalNumber,
  edit_session_id: editSessionId,
});
export type FadeRequest = z.infer<typeof fadeRequestSchema>;

/** `POST /api/edit/speed/{clip_id}/`: the range (seconds) is optional, the whole clip without it. */
export const speedRequestSchema = z.object({
  speed_factor: number,
  tempo_only: z.boolean().nullish(),
  change_speed_start_time: optionalNumber,
  change_speed_end_time: optionalNumber,
  edit_session_id: editSessionId,
});
export type SpeedRequest = z.infer<typeof speedRequestSchema>;

/**
 * What an edit call and `GET /api/edit/action/{action_clip_id}/` answer: the action clip's id,
 * its status (the client polls until complete or error, spec 001 §4) and the clip itself.
 */
export interface EditActionResponse {
  id: string;
  status: ClipStatus;
  clip: Clip;
}
