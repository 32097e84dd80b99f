import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { makeTwoSongs } from './helpers/songs';

/** 4-second songs: a playlist plays them one after the other. */
const SONG_LIMIT_S = '4';
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

describe('playlists', () => {
  it('adds two songs to a new playlist and plays it in order', async () => {
    const page = await browser.newPage();
    const songs = await makeTwoSongs(
      page,
      server.url,
      'playlist_maker',
      'a bright folk song about a harbour',
    );
    const songLinks = await songs.evaluateAll((items) =>
      items.map((item) => item.querySelector('a[href^="/song/"]')!.getAttribute('href')!),
    );

    // The first song goes into a new playlist, the second into the same one.
    await page.goto(`${server.url}${songLinks[0]}`);
    await page.getByRole('button', { name: 'Add to playlist' }).click(UI);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New playlist').fill('Harbour songs');
    await dialog.getByRole('button', { name: 'Create and add' }).click();
    await page.getByText('Added to Harbour songs').waitFor(UI);
    await page.goto(`${server.url}${songLinks[1]}`);
    await page.getByRole('button', { name: 'Add to playlist' }).click(UI);
    await dialog.getByRole('button', { name: 'Add to Harbour songs' }).click(UI);
    await page.getByText('Added to Harbour songs').waitFor(UI);

    // The user's playlists list it; its page shows both songs and plays them in order.
    await page.getByRole('link', { name: 'Playlists' }).click();
    await page.getByRole('link', { name: 'Harbour songs' }).click(UI);
    await page.getByRole('heading', { name: 'Harbour songs', level: 1 }).waitFor(UI);
    await page.getByText('Songs: 2').waitFor(UI);
    const rows = page.getByRole('list', { name: 'Songs of the playlist' }).getByRole('listitem');
    expect(await rows.count()).toBe(2);
    const firstTitle = (await rows.nth(0).getByRole('link').textContent()) ?? '';
    const secondTitle = (await rows.nth(1).getByRole('link').textContent()) ?? '';
    // Play all hands the songs to the queue player: the playbar plays them in order.
    await page.getByRole('button', { name: 'Play all' }).click();
    const playbar = page.getByRole('region', { name: 'Player' });
    const current = playbar.getByRole('link').first();
    await playbar.getByRole('link', { name: firstTitle, exact: true }).waitFor(UI);
    await expect.poll(() => playbar.getAttribute('data-status'), UI).toBe('playing');
    // The first song ends and the second one starts by itself.
    await expect.poll(() => current.textContent(), { timeout: 60_000 }).toBe(secondTitle);
    await rows
      .nth(1)
      .getByRole('button', { name: `Pause ${secondTitle}` })
      .waitFor(UI);
    // A row's play button plays the playlist from that song.
    await rows
      .nth(0)
      .getByRole('button', { name: `Play ${firstTitle}` })
      .click();
    await expect.poll(() => current.textContent(), UI).toBe(firstTitle);
    await expect.poll(() => playbar.getAttribute('data-status'), UI).toBe('playing');
    await page.close();
  }, 600_000);
});
