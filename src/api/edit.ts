import type { KyInstance } from 'ky';
import type { EditActionResponse } from '../contracts/edit-actions';
import type { GenerateResponse } from '../contracts/generation';
import type { ConcatRequest } from '../contracts/tasks';
import type { EditPort } from '../../machines/actors/edit.port';
import { call } from './client';
import { toGenerationError } from './generation';
import { toTaskResponse } from './tasks';

/** Edit mode's calls (spec 001 §7 "Edit actions", spec 000 §7 `concat/v2`). */
export function createEditApi(http: KyInstance): EditPort {
  const edit = async (action: string, clipId: string, json: unknown, signal: AbortSignal) => {
    try {
      return await call(() =>
        http
          .post(`edit/${action}/${encodeURIComponent(clipId)}/`, { json, signal })
          .json<EditActionResponse>(),
      );
    } catch (error) {
      throw toGenerationError(error);
    }
  };
  return {
    crop: (clipId, body, signal) => edit('crop', clipId, body, signal),
    fade: (clipId, body, signal) => edit('fade', clipId, body, signal),
    speed: (clipId, body, signal) => edit('speed', clipId, body, signal),
    getAction: (id, signal) =>
      call(() =>
        http.get(`edit/action/${encodeURIComponent(id)}/`, { signal }).json<EditActionResponse>(),
      ),
    async concat(body: ConcatRequest, signal: AbortSignal): Promise<GenerateResponse> {
      try {
        const data = await call(() =>
          http.post('generate/concat/v2/', { json: body, signal }).json<unknown>(),
        );
        return toTaskResponse(data);
      } catch (error) {
        throw toGenerationError(error);
      }
    },
  };
}
