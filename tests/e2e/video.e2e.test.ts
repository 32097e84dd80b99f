import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { makeTwoSongs, RENDER_TIMEOUT_MS } from './helpers/songs';

/** 8-second songs: their videos render as a full song's do, in a fraction of the time. */
const SONG_LIMIT_S = '8';
const UI = { timeout: 30_000 };
const RENDER = { timeout: RENDER_TIMEOUT_MS, interval: 500 };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

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

/** Plays a <video> muted to past `seconds`: what it decoded, and how far it got. */
async function play(video: Locator, seconds: number) {
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), RENDER)
    .toBeGreaterThan(seconds);
  return video.evaluate((element: HTMLVideoElement) => ({
    width: element.videoWidth,
    height: element.videoHeight,
    duration: element.duration,
    error: element.error?.code ?? null,
  }));
}

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('clip videos and share cards', () => {
  it('makes a song’s video, plays it in the page, and makes and downloads a share card', async () => {
    const page = await browser.newPage({ acceptDownloads: true });
    const songs = await makeTwoSongs(
      page,
      server.url,
      'video_maker',
      'a folk song about lanterns on a river',
    );
    await songs.first().getByRole('link').first().click();
    const actions = page.getByRole('button', { name: 'Actions' });
    await actions.waitFor(UI);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const menu = page.getByRole('menu', { name: 'Actions' });

    // No video yet: the owner may make one, there is none to download.
    await actions.click();
    expect(await menu.getByRole('menuitem', { name: 'Download video' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Make video' }).click();
    const dialog = page.getByRole('dialog', { name: `Video of ${title}` });
    await dialog.getByRole('status').getByText('Making your video').waitFor(UI);
    await screenshot(page, 'video-rendering');
    const player = dialog.getByLabel(`Video of ${title}`, { exact: true });
    await player.waitFor(RENDER);
    const played = await play(player, 1);
    expect(played).toMatchObject({ width: 1280, height: 720, error: null });
    expect(played.duration).toBeGreaterThan(4);
    await screenshot(page, 'video-ready');

    const [video] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download video' }).click(),
    ]);
    expect(video.suggestedFilename()).toBe(`${title}.mp4`);
    const file = await page.request.get(video.url());
    expect(file.headers()['content-type']).toBe('video/mp4');
    expect((await file.body()).subarray(4, 8).toString('ascii')).toBe('ftyp');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible(), UI).toBe(false);

    // Now the menu offers the video to download.
    await actions.click();
    await menu.getByRole('menuitem', { name: 'Download video' }).waitFor(UI);
    await menu.getByRole('menuitem', { name: 'Share card' }).click();
    const share = page.getByRole('dialog', { name: `Share ${title}` });
    await share.getByRole('button', { name: 'Image card' }).click();
    const image = share.getByRole('img', { name: `Share card of ${title}` });
    await image.waitFor(RENDER);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), UI)
      .toBe(1080);
    await screenshot(page, 'share-image');
    const [card] = await Promise.all([
      page.waitForEvent('download'),
      share.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(card.suggestedFilename()).toBe(`${title}.png`);
    const png = await page.request.get(card.url());
    expect((await png.body()).subarray(1, 4).toString('ascii')).toBe('PNG');

    await share.getByRole('button', { name: 'Video card' }).click();
    const preview = share.getByLabel(`Share card of ${title}`);
    await preview.waitFor(RENDER);
    expect(await play(preview, 1)).toMatchObject({
      width: 720,
      height: 1280,
    });
    await screenshot(page, 'share-video');
    await page.close();
  }, 900_000);
});
