import { describe, expect, it, vi } from 'vitest';
import { aClip } from '../../tests/paths/helpers/fixtures';
import { createHttp } from './client';
import { createEditApi } from './edit';
import { ApiError } from './errors';

const signal = new AbortController().signal;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The edit API over a fetch the test answers; it records every request. */
function editApiWith(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return answer(request);
  });
  return { api: createEditApi(createHttp({ baseUrl: 'http://studio.test', fetch })), requests };
}

describe('edit API', () => {
  it('posts a crop to /api/edit/crop/{clip_id}/ and reads the action clip', async () => {
    const clip = aClip({ id: 'edit-1', status: 'queued' });
    const { api, requests } = editApiWith(() => json({ id: 'edit-1', status: 'queued', clip }));
    const body = { crop_start_s: 1, crop_end_s: 9, fade_out_time: undefined, edit_session_id: 's' };
    await expect(api.crop('clip 1', body, signal)).resolves.toMatchObject({ id: 'edit-1' });
    await api.getAction('edit-1', signal);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST http://studio.test/api/edit/crop/clip%201/',
      'GET http://studio.test/api/edit/action/edit-1/',
    ]);
    expect(await requests[0]!.json()).toEqual({
      crop_start_s: 1,
      crop_end_s: 9,
      edit_session_id: 's',
    });
  });

  it('asks for the whole song with concat v2 and answers it as a request', async () => {
    const clip = aClip({ id: 'whole', request_id: 'request-9' });
    const { api, requests } = editApiWith(() => json(clip));
    const body = { clip_id: 'clip-1', is_infill: true, edit_session_id: 's' };
    await expect(api.concat(body, signal)).resolves.toEqual({ id: 'request-9', clips: [clip] });
    expect(requests[0]!.url).toBe('http://studio.test/api/generate/concat/v2/');
    expect(await requests[0]!.json()).toEqual(body);
  });

  it("keeps a refusal's code and detail", async () => {
    const { api } = editApiWith(() =>
      json({ detail: 'The crop range must be at least 1 s long.', code: 'invalidTaskInput' }, 400),
    );
    const error = await api.fade('clip-1', { fade_out_time: 0 }, signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalidTaskInput', status: 400 });
  });
});
