import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { signUpThroughForm } from './helpers/session';
import { waitForPath } from './helpers/waits';

const RENDER_TIMEOUT_MS = 240_000;
const UI = { timeout: 30_000 };

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

const completeIn = (list: Locator) => list.getByText('complete', { exact: true });

describe('clip settings and reactions from the clip menu', () => {
  it('publishes a song and opens it signed out, renames it, likes it', async () => {
    const page = await browser.newPage();
    await signUpThroughForm(page, server.url, 'clip_menu');
    await waitForPath(page, '/create');
    await page.getByLabel('Song description').fill('a bright folk song about a harbour at dawn');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const songs = page.getByRole('region', { name: 'Your songs' }).getByRole('listitem');
    await expect.poll(() => songs.count(), UI).toBe(2);
    await expect
      .poll(() => completeIn(songs).count(), { timeout: RENDER_TIMEOUT_MS, interval: 500 })
      .toBe(2);
    // Each row has its clip menu too, named by the song.
    const firstTitle = (await songs.first().getByRole('link').first().textContent())!;
    await songs
      .first()
      .getByRole('button', { name: `Song menu: ${firstTitle}` })
      .waitFor(UI);
    await songs.first().getByRole('link').first().click();
    const menuButton = page.getByRole('button', { name: 'Actions', exact: true });
    await menuButton.waitFor(UI);
    const songUrl = page.url();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;

    // Signed out, a private song is not found.
    const stranger = await browser.newContext();
    const outside = await stranger.newPage();
    await outside.goto(songUrl);
    await outside.getByRole('heading', { name: /not found/i }).waitFor(UI);

    // Publish through the menu and its dialog, from the keyboard.
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Actions' });
    await menu.getByRole('menuitem', { name: 'Publish…' }).click();
    const publish = page.getByRole('dialog', { name: `Publish “${title}”?` });
    await publish.waitFor(UI);
    await publish.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: anyone with the link can listen.').waitFor(UI);
    await expect.poll(() => publish.isVisible(), UI).toBe(false);
    expect(await page.getByText('Public', { exact: true }).count()).toBe(1);

    // Now anyone may open it, signed out too.
    await outside.reload();
    await outside.getByRole('heading', { level: 1, name: title }).waitFor(UI);
    expect(await outside.getByRole('button', { name: 'Like', exact: true }).count()).toBe(0);

    // Rename it in the song editor; a title over 100 characters is refused first.
    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Edit details…' }).click();
    const editor = page.getByRole('dialog', { name: `Edit “${title}”` });
    await editor.waitFor(UI);
    const titleField = editor.getByLabel('Title');
    expect(await titleField.inputValue()).toBe(title);
    await titleField.fill('x'.repeat(101));
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor
      .getByText('That title is too long. Please try a shorter title (max 100 characters).')
      .waitFor(UI);
    await titleField.fill('Harbour at dawn');
    await editor.getByLabel('Caption').fill('Written with @clip_menu');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Details saved.').waitFor(UI);
    await page.getByRole('heading', { level: 1, name: 'Harbour at dawn' }).waitFor(UI);
    await page.getByRole('definition').filter({ hasText: 'Written with @clip_menu' }).waitFor(UI);
    await outside.reload();
    await outside.getByRole('heading', { level: 1, name: 'Harbour at dawn' }).waitFor(UI);

    // Like it: shown at once, kept after a reload, taken back on a second press.
    const like = page.getByRole('button', { name: 'Like', exact: true });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), UI).toBe('true');
    await page.getByText('1 like', { exact: true }).waitFor(UI);
    await expect.poll(() => like.isDisabled(), UI).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Like', exact: true }).waitFor(UI);
    await expect
      .poll(
        () => page.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed'),
        UI,
      )
      .toBe('true');
    await page.getByText('1 like', { exact: true }).waitFor(UI);
    await page.getByRole('button', { name: 'Dislike', exact: true }).click();
    await page.getByText('0 likes', { exact: true }).waitFor(UI);
    await expect
      .poll(
        () =>
          page.getByRole('button', { name: 'Dislike', exact: true }).getAttribute('aria-pressed'),
        UI,
      )
      .toBe('true');
    await stranger.close();
  }, 600_000);
});
