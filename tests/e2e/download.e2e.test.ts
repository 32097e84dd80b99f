import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readId3 } from '../helpers/read-id3';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { makeTwoSongs, RENDER_TIMEOUT_MS } from './helpers/songs';

const UI = { timeout: 30_000 };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { ENGINE_MAX_DURATION_S: '8' } }),
    launchBrowser(),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the download modal', () => {
  it('downloads a song’s MP3, tagged and named after it, and its WAV', async () => {
    const page = await browser.newPage({ acceptDownloads: true });
    const songs = await makeTwoSongs(page, server.url, 'downloader', 'a waltz about paper boats');
    await songs.first().getByRole('link').first().click();
    const actions = page.getByRole('button', { name: 'Actions' });
    await actions.waitFor(UI);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;

    await actions.click();
    await page
      .getByRole('menu', { name: 'Actions' })
      .getByRole('menuitem', { name: 'Download…' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Download ${title}` });
    const mp3Button = dialog.getByRole('button', { name: 'MP3' });
    await mp3Button.waitFor(UI);
    await dialog.getByText('Songs left to download today: 19').waitFor(UI);
    // The M4A is behind its gate (off); the Opus file is there for every song.
    expect(await dialog.getByRole('button', { name: 'M4A' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Opus (WebM)' }).waitFor(UI);
    await screenshot(page, 'download-modal');

    const [mp3] = await Promise.all([page.waitForEvent('download'), mp3Button.click()]);
    expect(mp3.suggestedFilename()).toBe(`${title}.mp3`);
    const file = await page.request.get(mp3.url());
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="/);
    const tag = readId3(new Uint8Array(await file.body()));
    expect(tag?.text.TIT2).toBe(title);
    expect(tag?.text.TPE1).toMatch(/^downloader/);
    expect(tag?.picture?.mime).toBe('image/png');

    const [wav] = await Promise.all([
      page.waitForEvent('download', { timeout: RENDER_TIMEOUT_MS }),
      dialog.getByRole('button', { name: 'WAV' }).click(),
    ]);
    expect(wav.suggestedFilename()).toBe(`${title}.wav`);
    const wavFile = await page.request.get(wav.url());
    expect(wavFile.headers()['content-type']).toBe('audio/wav');
    expect((await wavFile.body()).subarray(0, 4).toString('ascii')).toBe('RIFF');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible(), UI).toBe(false);
  }, 600_000);
});
