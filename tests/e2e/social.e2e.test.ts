import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { signUpThroughForm } from './helpers/session';
import { makeTwoSongs } from './helpers/songs';
import { APP_POLL, waitForPath } from './helpers/waits';

/** 12-second songs: long enough to start one at 0:05, short to render. */
const SONG_LIMIT_S = '12';

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

/** Seconds into the song the playbar shows ("0:05 / 0:12" → 5). */
async function seconds(playbar: Locator): Promise<number> {
  const text = (await playbar.getByTestId('playbar-time').textContent()) ?? '';
  const [minutes, secs] = text.split(' / ')[0]!.split(':').map(Number);
  return minutes! * 60 + secs!;
}

const unread = (page: Page) =>
  page
    .getByTestId('unread-count')
    .textContent({ timeout: 1_000 })
    .then(Number)
    .catch(() => 0);

describe('social', () => {
  it('tells a song’s maker live of a like and a mention, and a comment’s time plays from it', async () => {
    // A makes two songs and makes the first public.
    const alice = await (await browser.newContext()).newPage();
    const songs = await makeTwoSongs(alice, server.url, 'alice', 'a bright pop song about rain');
    const link = songs.first().locator('a[href^="/song/"]').first();
    const clipId = (await link.getAttribute('href'))!.slice('/song/'.length);
    const title = (await link.textContent())!;
    const visibility = await alice.evaluate(
      (id) =>
        fetch(`/api/gen/${id}/set_visibility/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ is_public: true }),
        }).then((response) => response.status),
      clipId,
    );
    expect(visibility).toBe(200);
    expect(await unread(alice)).toBe(0);

    // B, in another browser context, likes it and comments with a mention and a time.
    const bob = await (await browser.newContext()).newPage();
    await signUpThroughForm(bob, server.url, 'bob');
    await waitForPath(bob, '/create');
    await bob.goto(`${server.url}/song/${clipId}`);
    const like = bob
      .getByRole('group', { name: title })
      .getByRole('button', { name: 'Like', exact: true });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), APP_POLL).toBe('true');
    // The mention is completed from the users suggested for "@ali".
    const box = bob.getByLabel('Add a comment');
    await box.pressSequentially('@ali');
    await bob
      .getByRole('listbox', { name: 'People to mention' })
      .getByRole('option', { name: /@alice/ })
      .waitFor(APP_POLL);
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('@alice ');
    await box.pressSequentially('the drop at 0:05 is lovely');
    expect(await box.inputValue()).toBe('@alice the drop at 0:05 is lovely');
    await bob.getByRole('button', { name: 'Post' }).click();
    await bob.getByRole('listitem', { name: 'Comment by @bob' }).waitFor();

    // A's bell counts both without a reload; its panel lists them.
    await expect.poll(() => unread(alice), APP_POLL).toBeGreaterThanOrEqual(2);
    await alice.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = alice.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('link', { name: `@bob liked ${title}` }).waitFor();
    const comment = panel.getByRole('link', { name: /^@bob (mentioned you|commented) on / });
    expect(await comment.first().textContent()).toContain('the drop at 0:05 is lovely');

    // Its comment notification leads to the song page, where the comment shows.
    await comment.first().click();
    await waitForPath(alice, `/song/${clipId}`);
    const shown = alice.getByRole('listitem', { name: 'Comment by @bob' });
    await shown.waitFor();
    expect(await shown.getAttribute('data-state')).toBe('linked');

    // The comment's time starts the player there.
    await shown.getByRole('button', { name: 'Play from 0:05' }).click();
    const playbar = alice.getByRole('region', { name: 'Player' });
    await expect.poll(() => playbar.getByRole('link').first().textContent(), APP_POLL).toBe(title);
    // Its first time past 0:00 is near 0:05, not 0:01 (a start from the beginning).
    await expect.poll(() => seconds(playbar), APP_POLL).toBeGreaterThan(0);
    expect(await seconds(playbar)).toBeGreaterThanOrEqual(4);
    expect(await seconds(playbar)).toBeLessThanOrEqual(8);
  }, 600_000);
});
