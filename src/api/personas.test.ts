import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApi } from './index';

const signal = new AbortController().signal;

function apiAnswering(status: number, body: unknown) {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new Request(input, init).url);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { api: createApi({ baseUrl: 'http://studio.test', fetch }), urls };
}

describe('personas API', () => {
  it.each([
    ['loved', 'No loved personas found'],
    ['followed', 'No followed personas found'],
  ] as const)("reads the 404 '%s' answer as an empty page (spec 001 §8)", async (kind, detail) => {
    const { api, urls } = apiAnswering(404, { detail });
    await expect(api.personas.list(kind, 1, signal)).resolves.toEqual({
      personas: [],
      total_results: 0,
      current_page: 1,
    });
    expect(urls[0]).toBe(`http://studio.test/api/persona/get-${kind}-personas/?page=1`);
  });

  it('keeps any other 404 an error', async () => {
    const { api } = apiAnswering(404, { detail: 'Persona not found' });
    const error = await api.personas.list('mine', 1, signal).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('notFound');
  });

  it('asks for the featured personas under this product name', async () => {
    const page = { personas: [], total_results: 0, current_page: 2 };
    const { api, urls } = apiAnswering(200, page);
    await expect(api.personas.list('featured', 2, signal)).resolves.toEqual(page);
    expect(urls[0]).toBe('http://studio.test/api/persona/get-openchirp-personas/?page=2');
  });
});
