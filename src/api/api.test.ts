import { describe, expect, it, vi } from 'vitest';
import { CLIP_POLL_BATCH } from '../contracts/constants';
import { ApiError, createApi } from './index';
import { parseRetryAfter } from './errors';

type Handler = (request: Request) => Response | Promise<Response>;

/** The API client over a fetch the test answers; it records every request. */
function apiWith(handler: Handler) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  });
  return { api: createApi({ baseUrl: 'http://studio.test', fetch }), requests };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const signal = new AbortController().signal;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('generation API', () => {
  it('posts the body to /api/generate/v2-web/', async () => {
    const { api, requests } = apiWith(() => json({ id: 'request-1', clips: [] }));
    const body = { gpt_description_prompt: 'rain', metadata: { create_mode: 'simple' as const } };
    await expect(api.generation.generate(body, signal)).resolves.toEqual({
      id: 'request-1',
      clips: [],
    });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('http://studio.test/api/generate/v2-web/');
    expect(await requests[0]!.json()).toEqual(body);
  });

  it('keeps the server code and the Retry-After of a 429', async () => {
    const { api } = apiWith(() =>
      json({ detail: 'Too many requests', code: 'tooManyRequests' }, 429, { 'Retry-After': '12' }),
    );
    const error = await failure(api.generation.generate({}, signal));
    expect(error).toMatchObject({ code: 'tooManyRequests', status: 429, retryAfterS: 12 });
  });

  it.each([
    [402, 'Subscription past due', 'subscriptionPastDue'],
    [402, 'Need at least 10 credits to create', 'insufficientCredits'],
    [423, 'Your account requires support assistance', 'accountNeedsSupport'],
    [451, 'Bad lyrics', 'lyricsModeration'],
    [503, 'Elevated usage', 'elevatedUsage'],
    [424, 'Something else', 'unknown'],
  ])('maps an uncoded %i "%s" to %s', async (status, detail, code) => {
    const { api } = apiWith(() => json({ detail }, status));
    const error = await failure(api.generation.generate({}, signal));
    expect(error).toMatchObject({ code, detail, retryAfterS: null });
  });

  it('reads the running requests', async () => {
    const { api, requests } = apiWith(() => json({ requests: [] }));
    await api.generation.getRunningRequests(signal);
    expect(requests[0]!.url).toBe('http://studio.test/api/generate/requests/?status=running');
  });
});

describe('clips API', () => {
  it('reads clips by ids and refuses more than one batch', async () => {
    const { api, requests } = apiWith(() =>
      json({ clips: [{ id: 'a' }], num_total_results: 1, current_page: 1 }),
    );
    await expect(api.clips.getClipsByIds(['a', 'b'], signal)).resolves.toEqual([{ id: 'a' }]);
    expect(new URL(requests[0]!.url).searchParams.get('ids')).toBe('a,b');
    const tooMany = Array.from({ length: CLIP_POLL_BATCH + 1 }, (_, i) => `c${i}`);
    await expect(api.clips.getClipsByIds(tooMany, signal)).rejects.toThrow(RangeError);
    await expect(api.clips.getClipsByIds([], signal)).resolves.toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('reads a clip and a library page', async () => {
    const { api, requests } = apiWith(() =>
      json({ clips: [], num_total_results: 0, current_page: 2 }),
    );
    await api.clips.getLibraryPage(2, signal);
    await api.clips.getClip('a b', signal);
    expect(requests.map((request) => request.url)).toEqual([
      'http://studio.test/api/feed/v2?page=2',
      'http://studio.test/api/clip/a%20b',
    ]);
  });

  it("reads a clip's family: the clips made from it, and its parent", async () => {
    const { api, requests } = apiWith((request) =>
      new URL(request.url).pathname.endsWith('/parent')
        ? json({ parent: { id: 'p' } })
        : json({ clips: [], num_total_results: 0, current_page: 3 }),
    );
    await api.clips.getDirectChildren('c 1', 3, signal);
    await expect(api.clips.getParent('c 1', signal)).resolves.toEqual({ id: 'p' });
    expect(requests.map((request) => request.url)).toEqual([
      'http://studio.test/api/clips/direct_children?clip_id=c+1&page=3',
      'http://studio.test/api/clips/parent?clip_id=c+1',
    ]);
    const { api: none } = apiWith(() => json({ parent: null }));
    await expect(none.clips.getParent('c', signal)).resolves.toBeNull();
  });

  it("reads a clip's aligned words", async () => {
    const body = { aligned_words: [], waveform_data: [0.5], hoot_cer: null };
    const { api, requests } = apiWith(() => json(body));
    await expect(api.clips.getAlignedLyrics('c 1', signal)).resolves.toEqual(body);
    expect(requests[0]!.url).toBe('http://studio.test/api/gen/c%201/aligned_lyrics/v2');
  });

  it('turns a network failure into the network code', async () => {
    const { api } = apiWith(() => {
      throw new TypeError('fetch failed');
    });
    expect(await failure(api.clips.getClip('a', signal))).toMatchObject({ code: 'network' });
  });
});

describe('billing, lyrics, prompts and tags APIs', () => {
  it('call the spec paths', async () => {
    const { api, requests } = apiWith((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/clips/clip_prompts/') return json({ prompts: [{ id: 'p1' }] });
      if (path === '/api/tags/recommend') return json({ recommended_tags: ['pop'] });
      if (path === '/api/prompts/delete/') return json({});
      return json({ id: 'x' });
    });
    await api.billing.getInfo(signal);
    await api.lyrics.start('rain', signal);
    await api.lyrics.get('lyrics-1', signal);
    await api.prompts.save({ title: 'Rain' });
    await expect(api.prompts.list()).resolves.toEqual([{ id: 'p1' }]);
    await api.prompts.remove('p1');
    await expect(api.tags.recommend('synth')).resolves.toEqual(['pop']);
    await api.tags.getRecommendedStyles();
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(
      [
        'GET /api/billing/info/',
        'POST /api/generate/lyrics/',
        'GET /api/generate/lyrics/lyrics-1',
        'POST /api/prompts/',
        'GET /api/clips/clip_prompts/',
        'POST /api/prompts/delete/',
        'POST /api/tags/recommend',
        'GET /api/generate/get_recommend_styles',
      ],
    );
    expect(await requests[1]!.json()).toEqual({ prompt: 'rain' });
    expect(await requests[5]!.json()).toEqual({ id: 'p1' });
  });

  it('keeps the detail of a lyrics 429', async () => {
    const { api } = apiWith(() => json({ detail: 'Too many requests' }, 429));
    expect(await failure(api.lyrics.start('x', signal))).toMatchObject({
      code: 'tooManyRequests',
      detail: 'Too many requests',
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:10 GMT', now)).toBe(10);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
