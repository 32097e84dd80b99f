import type { BackendModule } from 'i18next';

/**
 * Reads `/locales/{lng}/{ns}.json?v=<version>` for i18next: the few lines of
 * i18next-http-backend this app used, without its ~4 KB in the first route's code (issue 11).
 * A plain `fetch` is what index.html's `<link rel="preload" as="fetch" crossorigin>` matches,
 * so the fallback language's files come from the preload. As that backend did, a network
 * failure or a 5xx is tried again (i18next waits and retries a read answered with `true`),
 * a 4xx is not.
 */
export function localesBackend(version: string, load: typeof fetch = fetch): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language, namespace, callback) {
      const url = `/locales/${language}/${namespace}.json?v=${version}`;
      load(url).then(
        (response) => {
          if (!response.ok) {
            const failure = new Error(`${url} answered ${response.status}`);
            return callback(failure, response.status >= 500);
          }
          return response.json().then(
            (resources: Record<string, unknown>) => callback(null, resources),
            (error: unknown) => callback(error as Error, false),
          );
        },
        (error: unknown) => callback(error as Error, true),
      );
    },
  };
}
