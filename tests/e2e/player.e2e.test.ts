import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { outputLevel, tapAudioOutput } from './helpers/audio-tap';
import { launchBrowser } from './helpers/browser';
import { makeTwoSongs, waitForComplete } from './helpers/songs';
import { APP_POLL } from './helpers/waits';

/** 8-second songs: long enough to step back after 3 s, short enough to play through. */
const SONG_LIMIT_S = '8';
const UI = { timeout: 30_000 };

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

/** Seconds into the song the playbar shows ("0:04 / 0:08" → 4). */
async function seconds(playbar: Locator): Promise<number> {
  const text = (await playbar.getByTestId('playbar-time').textContent()) ?? '';
  const [minutes, secs] = text.split(' / ')[0]!.split(':').map(Number);
  return minutes! * 60 + secs!;
}

const titleOf = (row: Locator) => row.getByRole('link').first().textContent();

describe('player', () => {
  it('plays a queue through with repeat, shuffle and step back while the user navigates', async () => {
    const page: Page = await browser.newPage();
    await tapAudioOutput(page);
    const songs = await makeTwoSongs(page, server.url, 'listener', 'a calm piano song about rain');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => songs.count(), APP_POLL).toBe(4);
    await waitForComplete(songs, 4);
    const titles = await Promise.all([1, 2, 3].map((i) => titleOf(songs.nth(i))));

    // Play the second row: the queue is the list, from it on (three songs to its end).
    await songs
      .nth(1)
      .getByRole('button', { name: /^Play / })
      .click();
    const playbar = page.getByRole('region', { name: 'Player' });
    const current = playbar.getByRole('link').first();
    await expect.poll(() => current.textContent(), UI).toBe(titles[0]);
    await expect.poll(() => seconds(playbar), UI).toBeGreaterThan(0);
    // The song is heard: it reaches the speakers through the player's Tone.js gain stage.
    await expect.poll(() => outputLevel(page), UI).toBeGreaterThan(0.01);
    // The seek bar draws the song's waveform.
    const waveform = playbar.getByTestId('playbar-waveform');
    await expect.poll(() => waveform.locator('rect').count(), UI).toBeGreaterThan(10);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/playbar.png` });

    // Continuous play: the next song starts by itself; within 3 s, Previous goes back.
    await expect.poll(() => current.textContent(), { timeout: 60_000 }).toBe(titles[1]);
    await playbar.getByRole('button', { name: 'Previous song' }).click();
    await expect.poll(() => current.textContent(), UI).toBe(titles[0]);

    // After more than 3 s, Previous restarts the song instead.
    await expect.poll(() => seconds(playbar), UI).toBeGreaterThan(3);
    await playbar.getByRole('button', { name: 'Previous song' }).click();
    await expect.poll(() => seconds(playbar), UI).toBeLessThan(3);
    expect(await current.textContent()).toBe(titles[0]);

    // Repeat: at its end the song starts again.
    await playbar.getByRole('button', { name: 'Repeat' }).click();
    await expect.poll(() => seconds(playbar), UI).toBeGreaterThan(5);
    await expect.poll(() => seconds(playbar), { timeout: 20_000 }).toBeLessThan(3);
    expect(await current.textContent()).toBe(titles[0]);

    // Shuffle keeps the current song first in the queue.
    await playbar.getByRole('button', { name: 'Shuffle' }).click();
    await playbar.getByRole('button', { name: 'Queue', exact: true }).click();
    const queue = playbar.getByRole('list', { name: 'Queue' }).getByRole('listitem');
    expect(await queue.first().textContent()).toContain(titles[0]);
    expect(await current.textContent()).toBe(titles[0]);

    // Navigating keeps the same song playing (on repeat still), its time going on.
    const before = await seconds(playbar);
    const song = await current.textContent();
    await page.getByRole('link', { name: 'Library' }).click();
    await page.waitForURL(/\/me/, UI);
    await expect.poll(() => current.textContent(), UI).toBe(song);
    await expect.poll(async () => (await seconds(playbar)) !== before, UI).toBe(true);

    // Pausing fades the sound out to silence.
    await playbar.getByRole('button', { name: /^Pause / }).click();
    await expect.poll(() => outputLevel(page), UI).toBeLessThan(0.0001);
    await page.close();
  }, 600_000);
});
