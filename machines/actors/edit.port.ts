import type { ConcatRequest } from '../../src/contracts/tasks';
import type {
  CropRequest,
  EditActionResponse,
  FadeRequest,
  SpeedRequest,
} from '../../src/contracts/edit-actions';
import type { SelectionRange } from '../../src/contracts/edit-state';
import type { GenerateResponse } from '../../src/contracts/generation';

/** Edit mode's calls (spec 001 §7 "Edit actions", spec 000 §7 concat v2). */
export interface EditPort {
  crop(clipId: string, body: CropRequest, signal: AbortSignal): Promise<EditActionResponse>;
  fade(clipId: string, body: FadeRequest, signal: AbortSignal): Promise<EditActionResponse>;
  speed(clipId: string, body: SpeedRequest, signal: AbortSignal): Promise<EditActionResponse>;
  /** `GET /api/edit/action/{action_clip_id}/`: the action clip as it is now. */
  getAction(actionClipId: string, signal: AbortSignal): Promise<EditActionResponse>;
  /** `POST /api/generate/concat/v2/`: the whole song from an edit. */
  concat(body: ConcatRequest, signal: AbortSignal): Promise<GenerateResponse>;
}

/** How a playing selection reports back. */
export interface SelectionPlayback {
  onEnd: () => void;
  onError: (error: unknown) => void;
}

/** Plays a stretch of a clip's audio; `play` answers the function that stops it. */
export interface SelectionAudioPort {
  play(url: string, range: SelectionRange, report: SelectionPlayback): () => void;
}
