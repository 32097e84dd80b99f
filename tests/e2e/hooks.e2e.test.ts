import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '../helpers/test-video';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { reportOnFailure } from './helpers/failure';
import { shoot } from './helpers/shots';
import { makeTwoSongs, RENDER_TIMEOUT_MS } from './helpers/songs';
import { APP_POLL, waitForPath } from './helpers/waits';

/** 20-second songs: long enough for a 15-second hook, short to render. */
const SONG_LIMIT_S = '20';
const RENDER = { timeout: RENDER_TIMEOUT_MS, interval: 500 };
const TITLE = 'Night walk hook';

let server: AppServer;
let browser: Browser;
const files = mkdtempSync(join(tmpdir(), 'hooks-e2e-'));
let videoPath: string;

beforeAll(async () => {
  // One flat grey, so the lyrics band the render shades over it can be measured.
  const video = makeTestVideo({ seconds: 15, width: 360, height: 640, colour: 'gray' });
  [server, browser] = await Promise.all([
    startAppServer({ env: { ENGINE_MAX_DURATION_S: SONG_LIMIT_S } }),
    launchBrowser(),
  ]);
  videoPath = join(files, 'walk.mp4');
  writeFileSync(videoPath, await video);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  rmSync(files, { recursive: true, force: true });
});

/** The loudest sample of what the <video> plays over ~1 s, through a capture of its output. */
function soundLevel(video: Locator) {
  return video.evaluate(async (element: HTMLVideoElement) => {
    const stream = (element as HTMLVideoElement & { captureStream(): MediaStream }).captureStream();
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let peak = 0;
    for (let i = 0; i < 20; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      analyser.getFloatTimeDomainData(samples);
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
    }
    await context.close();
    return peak;
  });
}

/**
 * The hook's frame as drawn: mean brightness above the lyrics band (rows 700-800 of 1280) and
 * inside it (905-1135 of its 900-1140), and the share of near-white pixels (the words) in it.
 */
function frameBands(video: Locator) {
  return video.evaluate((element: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const rows = (from: number, to: number) => {
      const scale = canvas.height / 1280;
      const y = Math.round(from * scale);
      const { data } = context.getImageData(0, y, canvas.width, Math.round((to - from) * scale));
      let sum = 0;
      let white = 0;
      for (let i = 0; i < data.length; i += 4) {
        const light = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
        sum += light;
        if (light > 180) white += 1;
      }
      const pixels = data.length / 4;
      return { mean: sum / pixels, white: white / pixels };
    };
    return { above: rows(700, 800), band: rows(905, 1135) };
  });
}

async function screenshots(page: Page, name: string) {
  await shoot(page, `hooks-${name}`);
}

describe('making a hook', () => {
  it('picks a song, uploads a video, checks the details, renders it and shows it', async () => {
    const page = await browser.newPage();
    reportOnFailure(page);
    const songs = await makeTwoSongs(page, server.url, 'hook_maker', 'a pop song about a walk');
    const songTitle = (await songs.first().getByRole('link').first().textContent())!.trim();

    // A song's menu opens the flow with that song chosen.
    await songs.first().getByRole('link').first().click();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page
      .getByRole('menu', { name: 'Actions' })
      .getByRole('menuitem', { name: 'Make a hook' })
      .click();
    await waitForPath(page, '/hook/new');
    expect(new URL(page.url()).searchParams.get('clip')).toBeTruthy();
    await page.getByText('Song start (s)').waitFor();
    await expect.poll(() => page.getByText(songTitle).count(), APP_POLL).toBeGreaterThan(0);

    // From /hooks: nothing chosen, so "Next" asks for a song.
    await page.goto(`${server.url}/hooks`);
    await page.getByRole('link', { name: 'Make a hook' }).click();
    await waitForPath(page, '/hook/new');
    await page.getByRole('heading', { name: 'Pick a song' }).waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await page.getByRole('alert').getByText('Please select a song.').waitFor();

    // The hook song modal lists the user's songs and finds them by title.
    await page.getByRole('button', { name: 'Choose a song' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose a song for your hook' });
    const listed = modal.getByRole('list', { name: 'Your songs' }).getByRole('button');
    await expect.poll(() => listed.count(), APP_POLL).toBe(2);
    await screenshots(page, 'song-modal');
    await modal.getByLabel('Search your songs').fill('zzz-no-such-song');
    await modal.getByText('No finished songs found.').waitFor();
    await modal.getByLabel('Search your songs').fill(songTitle.split(' ')[0]!);
    await listed.first().waitFor();
    await listed.first().click();
    await expect.poll(() => modal.isVisible()).toBe(false);
    // The whole 20-second song is taken at first; 15 s of it matches the video.
    const songEnd = page.getByLabel('Song end (s)');
    expect(Number(await songEnd.inputValue())).toBeGreaterThan(15);
    await screenshots(page, 'song');
    await next.click();

    // The video: "Next" first asks for one; then the 15-second file uploads and is processed.
    await page.getByRole('heading', { name: 'Upload a video' }).waitFor();
    await next.click();
    await page.getByRole('alert').getByText('Please select a video.').waitFor();
    await page.getByLabel(/Choose a video/).setInputFiles(videoPath);
    await page.getByText('Video ready: 15 s.').waitFor({ timeout: RENDER_TIMEOUT_MS });
    await screenshots(page, 'video');
    await next.click();

    // Details: a 20 s song range against a 15 s video is refused by spec 001 §5's rule.
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Caption').fill('Home by the river');
    expect(await page.getByRole('switch', { name: 'Show lyrics' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Video sound' }).isChecked()).toBe(true);
    // The video's own tone off: the hook's sound is the song's alone.
    const videoSound = page.getByRole('switch', { name: 'Video sound' });
    await videoSound.focus();
    await page.keyboard.press('Space');
    expect(await videoSound.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Post hook' }).click();
    await page
      .getByRole('alert')
      .getByText('The song range and the video range must be the same length.')
      .waitFor();
    await screenshots(page, 'details-refused');

    // Back to the song: 15 s of it; the uploaded video and the details are kept.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await songEnd.fill('15');
    await next.click();
    await page.getByText('Video ready: 15 s.').waitFor();
    await next.click();
    expect(await page.getByLabel('Title').inputValue()).toBe(TITLE);
    await page.getByRole('button', { name: 'Post hook' }).click();
    await page
      .getByRole('status')
      .getByText(/your hook/)
      .waitFor();
    await screenshots(page, 'rendering');

    // Rendered: the hook's page, its video playing with sound and the lyrics drawn in.
    await page.waitForURL(/\/hook\/(?!new$)[^/]+$/, {
      timeout: RENDER_TIMEOUT_MS,
      waitUntil: 'commit',
    });
    const hookPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    const video = page.locator('video').and(page.getByLabel(TITLE, { exact: true }));
    await video.waitFor();
    await page.getByRole('button', { name: 'Tap for sound' }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), RENDER)
      .toBeGreaterThan(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    expect(
      await video.evaluate((element: HTMLVideoElement) => [
        element.videoWidth,
        element.videoHeight,
      ]),
    ).toEqual([720, 1280]);
    expect(await soundLevel(video)).toBeGreaterThan(0.01);
    // The band the lyrics sit in is shaded over the grey, and words show in it as it plays.
    const first = await frameBands(video);
    expect(first.band.mean).toBeLessThan(first.above.mean * 0.85);
    await expect
      .poll(async () => (await frameBands(video)).band.white, { timeout: 45_000, interval: 250 })
      .toBeGreaterThan(0.001);
    await screenshots(page, 'hook-page');

    // And the feed has it.
    await page.goto(`${server.url}/hooks`);
    const card = page.getByRole('article', { name: TITLE });
    await card.waitFor();
    expect(await card.getByRole('link', { name: TITLE }).getAttribute('href')).toBe(hookPath);
    await screenshots(page, 'feed');
    await page.close();
  }, 900_000);
});
