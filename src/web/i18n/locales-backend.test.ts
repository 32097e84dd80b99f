import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { localesBackend } from './locales-backend';

/** An i18next instance over the backend, with the fetch the test answers. */
async function start(answer: (url: string, attempt: number) => Response | Promise<Response>) {
  const urls: string[] = [];
  const load = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    return answer(url, urls.filter((seen) => seen === url).length);
  });
  const i18n = createInstance().use(localesBackend('v1', load as typeof fetch));
  await i18n.init({
    lng: 'es',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    // i18next's own retries, on a short clock.
    maxRetries: 2,
    retryTimeout: 1,
  });
  return { i18n, urls };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('localesBackend', () => {
  it('reads each language and namespace from /locales with the version', async () => {
    const { i18n, urls } = await start((url) =>
      json({ hello: url.includes('/es/') ? 'hola' : 'hello' }),
    );
    expect(urls.sort()).toEqual(['/locales/en/common.json?v=v1', '/locales/es/common.json?v=v1']);
    expect(i18n.t('hello')).toBe('hola');
  });

  it('tries a 5xx or a network failure again', async () => {
    const { i18n, urls } = await start((url, attempt) => {
      if (attempt === 1) throw new TypeError('Failed to fetch');
      if (attempt === 2) return new Response('busy', { status: 503 });
      return json({ hello: url.includes('/es/') ? 'hola' : 'hello' });
    });
    expect(urls.filter((url) => url.includes('/es/'))).toHaveLength(3);
    expect(i18n.t('hello')).toBe('hola');
  });

  it('does not try a 4xx again, and falls back to the fallback language', async () => {
    const { i18n, urls } = await start((url) =>
      url.includes('/es/') ? new Response('no', { status: 404 }) : json({ hello: 'hello' }),
    );
    expect(urls.filter((url) => url.includes('/es/'))).toHaveLength(1);
    expect(i18n.t('hello')).toBe('hello');
  });
});
