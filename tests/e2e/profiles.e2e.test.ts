import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { signUpThroughForm } from './helpers/session';
import { makeTwoSongs } from './helpers/songs';
import { APP_POLL, waitForPath } from './helpers/waits';

const ARTIST = 'ada_artist';
const LISTENER = 'bo_listener';

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

const unread = (page: Page) =>
  page
    .getByTestId('unread-count')
    .textContent({ timeout: 1_000 })
    .then(Number)
    .catch(() => 0);

/** Opens a row's clip menu and picks an entry. */
async function fromRowMenu(row: Locator, title: string, entry: string) {
  await row.getByRole('button', { name: `Song menu: ${title}` }).click();
  await row.getByRole('menuitem', { name: entry }).click();
}

/** Publishes the song of a row through its menu and the publish dialog. */
async function publish(page: Page, row: Locator, title: string) {
  await fromRowMenu(row, title, 'Publish…');
  const dialog = page.getByRole('dialog', { name: `Publish “${title}”?` });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect.poll(() => dialog.isVisible(), APP_POLL).toBe(false);
}

/** With E2E_SCREENSHOTS set, the page at 1280 and 375 px wide, there, to be looked at. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

describe('profiles, follows, pins and the following feed', () => {
  it('follows an artist who is told live, feeds their next song, shows their pin signed out and plays from their profile', async () => {
    // A makes two songs and publishes the first from its row's menu.
    const ada = await (await browser.newContext()).newPage();
    const rows = await makeTwoSongs(ada, server.url, ARTIST, 'a warm folk song about lanterns');
    // A pair shares its title: each song is told by its link.
    const title = (await rows.first().getByRole('link').first().textContent())!;
    const idOf = async (row: Locator) =>
      (await row.getByRole('link').first().getAttribute('href'))!.slice('/song/'.length);
    const [first, second] = [await idOf(rows.nth(0)), await idOf(rows.nth(1))];
    const link = (id: string) => `a[href="/song/${id}"]`;
    const rowOf = (list: Locator, id: string) =>
      list.getByRole('listitem').filter({ has: list.page().locator(link(id)) });
    await publish(ada, rows.nth(0), title);

    // B opens A's profile: the public song shows, the private one does not; B follows A.
    const bo = await (await browser.newContext()).newPage();
    await signUpThroughForm(bo, server.url, LISTENER);
    await waitForPath(bo, '/create');
    await bo.goto(`${server.url}/@${ARTIST}`);
    await bo.getByRole('heading', { level: 1, name: ARTIST }).waitFor();
    const boSongs = bo.getByRole('list', { name: 'Public songs' });
    await boSongs.locator(link(first)).first().waitFor();
    expect(await boSongs.locator(link(second)).count()).toBe(0);
    await bo.getByRole('button', { name: `Follow @${ARTIST}` }).click();
    await bo.getByRole('button', { name: `Unfollow @${ARTIST}` }).waitFor();
    await bo.getByRole('button', { name: 'Followers: 1' }).waitFor();

    // A is told without reloading, and may follow back from the list.
    await expect.poll(() => unread(ada), APP_POLL).toBeGreaterThanOrEqual(1);
    await ada.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = ada.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('link', { name: `@${LISTENER} started following you` }).waitFor();
    await panel.getByRole('button', { name: `Follow @${LISTENER}` }).waitFor();
    await ada.keyboard.press('Escape');

    // A publishes the second song: it heads B's following feed.
    await publish(ada, rows.nth(1), title);
    await bo.goto(`${server.url}/following`);
    await bo.getByRole('heading', { level: 1, name: 'Following' }).waitFor();
    const feed = bo.getByRole('list', { name: 'Songs from people you follow' });
    await feed.locator(link(second)).first().waitFor();
    // Newest first: A's second song, then the first.
    const feedIds = await feed
      .locator('a[href^="/song/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
    expect(feedIds).toEqual([`/song/${second}`, `/song/${first}`]);
    await screenshots(bo, 'following-feed');

    // A pins the first song from their profile; the modal says 5 and that the oldest goes.
    await ada.goto(`${server.url}/@${ARTIST}`);
    const adaSongs = ada.getByRole('list', { name: 'Public songs' });
    await fromRowMenu(rowOf(adaSongs, first), title, 'Pin to profile');
    const modal = ada.getByRole('dialog', { name: 'Pin to your profile' });
    await modal.getByText(/You can pin up to 5 songs .* replaces the oldest pin\./).waitFor();
    await modal.getByRole('button', { name: 'Pin', exact: true }).click();
    await ada.getByText('Pinned to your profile').waitFor();
    await ada.getByRole('list', { name: 'Pinned songs' }).locator(link(first)).first().waitFor();
    await screenshots(ada, 'profile-own');

    // Signed out, A's profile shows the pin.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${server.url}/@${ARTIST}`);
    const pinned = visitor.getByRole('list', { name: 'Pinned songs' });
    await pinned.locator(link(first)).first().waitFor();
    expect(await pinned.locator(link(second)).count()).toBe(0);
    await visitor.getByRole('link', { name: 'Sign in to follow' }).waitFor();
    await screenshots(visitor, 'profile-signed-out');

    // B plays A's second song from A's profile, through the queue player.
    await bo.goto(`${server.url}/@${ARTIST}`);
    const songRow = rowOf(boSongs, second);
    await songRow.getByRole('button', { name: `Play ${title}` }).click();
    const playbar = bo.getByRole('region', { name: 'Player' });
    await expect
      .poll(() => playbar.getByRole('link').first().getAttribute('href'), APP_POLL)
      .toBe(`/song/${second}`);
    await songRow.getByRole('button', { name: `Pause ${title}` }).waitFor();
  }, 600_000);
});
