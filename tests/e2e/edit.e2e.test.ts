import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { shoot } from './helpers/shots';
import { makeTwoSongs, RENDER_TIMEOUT_MS } from './helpers/songs';
import { APP_POLL, waitForPath } from './helpers/waits';

const UI = { timeout: 30_000 };

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { ENGINE_MAX_DURATION_S: '12' } }),
    launchBrowser(),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Drags across the waveform from one share of its width to another. */
async function dragAcross(page: Page, from: number, to: number) {
  const box = (await page.getByTestId('edit-waveform').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((from + to) / 2), y, { steps: 4 });
  await page.mouse.move(box.x + box.width * to, y, { steps: 4 });
  await page.mouse.up();
}

const selectedText = (page: Page) => page.getByText(/^Selected [\d.]+ s to [\d.]+ s/).textContent();

describe('edit mode', () => {
  it('opens from the song menu, keeps the selection over a reload, crops, and plays the result', async () => {
    const page = await browser.newPage();
    const songs = await makeTwoSongs(page, server.url, 'editor', 'a reel about a fiddle at dawn');
    await songs.first().getByRole('link').first().click();
    const actions = page.getByRole('button', { name: 'Actions' });
    await actions.waitFor(UI);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const clipId = new URL(page.url()).pathname.split('/').pop()!;

    await actions.click();
    await page
      .getByRole('menu', { name: 'Actions' })
      .getByRole('menuitem', { name: 'Edit…' })
      .click();
    await waitForPath(page, `/edit/${clipId}`);
    await page.getByRole('heading', { level: 1, name: `Edit ${title}` }).waitFor(UI);
    await page.getByText('Nothing selected', { exact: false }).waitFor(UI);

    await dragAcross(page, 0.2, 0.7);
    const selected = await selectedText(page);
    expect(selected).toMatch(/^Selected/);
    const tools = page.getByRole('group', { name: 'Tools' });
    await tools.getByRole('button', { name: 'Crop' }).click();
    await expect
      .poll(() => tools.getByRole('button', { name: 'Crop' }).getAttribute('aria-pressed'))
      .toBe('true');

    // Spec 001 §5: the edit state comes back after a reload (saved less than 15 minutes ago).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('openchirp.editState')), APP_POLL)
      .toContain('"activeEditTool":"crop"');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Edit ${title}` }).waitFor(UI);
    expect(await selectedText(page)).toBe(selected);
    expect(await tools.getByRole('button', { name: 'Crop' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await shoot(page, 'edit-mode');

    // The keyboard moves the selection too.
    await page.getByRole('group', { name: /^Waveform/ }).focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => selectedText(page)).not.toBe(selected);

    // The selection plays (Tone.js) until stopped, without an error.
    await page.getByRole('button', { name: 'Play selection' }).click();
    await page.getByRole('button', { name: 'Stop', exact: true }).click(UI);
    await page.getByRole('button', { name: 'Play selection' }).waitFor(UI);
    expect(await page.getByText('The selection could not be played.').count()).toBe(0);

    await page.getByRole('button', { name: 'Apply crop' }).click();
    await page.getByText(/is ready\.$/).waitFor({ timeout: RENDER_TIMEOUT_MS });
    const play = page.getByRole('button', { name: /^Play .*\(Cropped\)/ });
    await play.click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Pause .*\(Cropped\)/ }).count(), APP_POLL)
      .toBeGreaterThan(0);
    await shoot(page, 'edit-mode-done');

    // Leaving edit mode (a link away) ends the session; the new clip is in the library.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Library' })
      .click();
    await waitForPath(page, '/me');
    await page
      .getByRole('link', { name: /\(Cropped\)/ })
      .first()
      .waitFor(UI);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('openchirp.editState')), APP_POLL)
      .toBe('null');
    // Coming back starts a new session with nothing selected.
    await page.goBack();
    await waitForPath(page, `/edit/${clipId}`);
    await page.getByText('Nothing selected', { exact: false }).waitFor(UI);
    await page.close();
  }, 600_000);
});
