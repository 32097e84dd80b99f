import type { KyInstance } from 'ky';
import type { Clip } from '../contracts/clip';
import type { RemasterSlider } from '../contracts/client-constants';
import type { GenerateResponse } from '../contracts/generation';
import { call } from './client';
import { ApiError } from './errors';
import { toGenerationError } from './generation';

/** `POST /api/generate/upsample` (spec 000 §7): sliders and tags only when not at their defaults. */
export type UpsampleBody = {
  clip_id: string;
  model_name?: string;
  title?: string;
  tags?: string;
} & Partial<Record<RemasterSlider, number>>;

const isClip = (value: unknown): value is Clip =>
  typeof value === 'object' && value !== null && 'status' in value && 'request_id' in value;

/** A task's answer as the tracker takes it: a request with clips, from either shape. */
export function toTaskResponse(data: unknown): GenerateResponse {
  if (isClip(data)) return { id: data.request_id, clips: [data] };
  const response = data as Partial<GenerateResponse> | null;
  if (response && Array.isArray(response.clips) && typeof response.id === 'string') {
    return { id: response.id, clips: response.clips };
  }
  throw new ApiError('unknown', 200, 'The server answered without clips.');
}

async function post(http: KyInstance, path: string, json: unknown, signal: AbortSignal) {
  try {
    return toTaskResponse(await call(() => http.post(path, { json, signal }).json<unknown>()));
  } catch (error) {
    throw toGenerationError(error);
  }
}

/** The song page's tasks over a stored clip that have their own calls (spec 000 §7). */
export function createTasksApi(http: KyInstance) {
  return {
    upsample: (body: UpsampleBody, signal: AbortSignal) =>
      post(http, 'generate/upsample', body, signal),
    stems: (clipId: string, signal: AbortSignal) =>
      post(http, `edit/stems/${encodeURIComponent(clipId)}/`, {}, signal),
    /** "Get whole song": an extension joined with what it continues. */
    concat: (clipId: string, signal: AbortSignal) =>
      post(http, 'generate/concat/v2/', { clip_id: clipId, is_infill: false }, signal),
  };
}
