import type { Page } from 'playwright-core';

/**
 * How long the app may take to show a change when CI's two cores are busy with renders and
 * other suites. Every wait ends as soon as the page shows what it waits for, so this only
 * lengthens a run that would otherwise fail (the 1 s default poll once did, at load 3-6).
 */
export const APP_TIMEOUT_MS = 60_000;

/** Options for `expect.poll` over what the page shows (a value, a media position). */
export const APP_POLL = { timeout: APP_TIMEOUT_MS } as const;

/**
 * Waits until the page is at `path`, however it gets there (a redirect after the session
 * check, a link, a form), without waiting for the load event of a client-side navigation.
 */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, {
    timeout: APP_TIMEOUT_MS,
    waitUntil: 'commit',
  });
}
