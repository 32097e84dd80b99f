import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpThroughForm } from './session';
import { APP_POLL, waitForPath } from './waits';

/** How long a pair of short songs may take to render on a machine busy with other suites. */
export const RENDER_TIMEOUT_MS = 240_000;

/** Waits until `count` rows of a song list say complete. */
export async function waitForComplete(list: Locator, count: number): Promise<void> {
  await expect
    .poll(() => list.getByText('complete', { exact: true }).count(), {
      timeout: RENDER_TIMEOUT_MS,
      interval: 500,
    })
    .toBe(count);
}

/** Signs up as `handle`, makes a pair of songs from `description`, waits for both: their rows. */
export async function makeTwoSongs(
  page: Page,
  baseUrl: string,
  handle: string,
  description: string,
): Promise<Locator> {
  await signUpThroughForm(page, baseUrl, handle);
  await waitForPath(page, '/create');
  await page.getByLabel('Song description').fill(description);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const songs = page.getByRole('region', { name: 'Your songs' }).getByRole('listitem');
  await expect.poll(() => songs.count(), APP_POLL).toBe(2);
  await waitForComplete(songs, 2);
  return songs;
}
