import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { PASSWORD } from './helpers/session';
import { makeTwoSongs } from './helpers/songs';
import { APP_POLL, waitForPath } from './helpers/waits';

/** Long enough to pause mid-song after watching a word of it highlighted. */
const SONG_LIMIT_S = '20';
const HANDLE = 'returning_listener';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { ENGINE_MAX_DURATION_S: SONG_LIMIT_S } }),
    launchBrowser(),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Seconds into the song the playbar shows ("0:04 / 0:20" → 4). */
async function seconds(playbar: Locator): Promise<number> {
  const text = (await playbar.getByTestId('playbar-time').textContent()) ?? '';
  const [minutes, secs] = text.split(' / ')[0]!.split(':').map(Number);
  return minutes! * 60 + secs!;
}

async function queueTitles(playbar: Locator): Promise<string[]> {
  await playbar.getByRole('button', { name: 'Queue', exact: true }).click();
  const rows = playbar.getByRole('list', { name: 'Queue' }).getByRole('listitem');
  await expect.poll(() => rows.count(), APP_POLL).toBeGreaterThan(0);
  return (await rows.allTextContents()).map((text) => text.trim());
}

async function signIn(page: Page) {
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel('Email').fill(`${HANDLE}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath(page, '/create');
}

describe('player state', () => {
  it('shows the words as they are sung, and the paused queue again in a new browser', async () => {
    const first = await browser.newContext();
    const page = await first.newPage();
    const songs = await makeTwoSongs(page, server.url, HANDLE, 'a bright pop song about trains');
    const title = await songs.first().getByRole('link').first().textContent();
    await songs
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    const playbar = page.getByRole('region', { name: 'Player' });
    await expect.poll(() => playbar.getByRole('link').first().textContent(), APP_POLL).toBe(title);

    // The full-screen player highlights the word sung now; Escape closes it.
    await playbar.getByRole('button', { name: 'Lyrics' }).click();
    const full = page.getByTestId('full-screen-player');
    await full.getByRole('heading', { name: title! }).waitFor();
    await full.locator('[aria-current="true"]').first().waitFor();
    const word = await full.locator('[aria-current="true"]').first().textContent();
    expect(word?.trim()).not.toBe('');
    await page.keyboard.press('Escape');
    await full.waitFor({ state: 'detached' });

    // Pause mid-song, then let the state be saved.
    await expect.poll(() => seconds(playbar), APP_POLL).toBeGreaterThanOrEqual(5);
    await playbar.getByRole('button', { name: `Pause ${title}` }).click();
    await expect.poll(() => playbar.getAttribute('data-status'), APP_POLL).toBe('paused');
    const pausedAt = await seconds(playbar);
    const queue = await queueTitles(playbar);
    // The two songs, and any autoplay added at two or fewer left.
    expect(queue.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(2_000);

    // Signed in elsewhere: the same song and queue, paused at the same time.
    const second = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const other = await second.newPage();
    await signIn(other);
    const restored = other.getByRole('region', { name: 'Player' });
    await expect.poll(() => restored.getByRole('link').first().textContent(), APP_POLL).toBe(title);
    expect(await restored.getAttribute('data-status')).toBe('paused');
    expect(Math.abs((await seconds(restored)) - pausedAt)).toBeLessThanOrEqual(1);
    expect((await queueTitles(restored)).slice(0, queue.length)).toEqual(queue);
    await restored.getByRole('button', { name: `Play ${title}` }).waitFor();

    // At 375 px the full-screen player fits the width; its close button closes it.
    await restored.getByRole('button', { name: 'Lyrics' }).click();
    const narrow = other.getByTestId('full-screen-player');
    await narrow.getByRole('heading', { name: title! }).waitFor();
    expect(await narrow.evaluate((dialog) => dialog.scrollWidth)).toBeLessThanOrEqual(375);
    await narrow.getByRole('button', { name: 'Close full screen' }).click();
    await narrow.waitFor({ state: 'detached' });
    await second.close();
    await first.close();
  }, 600_000);
});
