import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { shoot } from './helpers/shots';
import { signUpThroughForm } from './helpers/session';
import { makeTwoSongs } from './helpers/songs';
import { APP_POLL, waitForPath } from './helpers/waits';

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

const publish = (page: Page, clipId: string) =>
  page.evaluate(
    (id) =>
      fetch(`/api/gen/${id}/set_visibility/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ is_public: true }),
      }).then((response) => response.status),
    clipId,
  );

/** Plays `title` from the trending list and waits for the playbar to move past 0:00. */
async function playFromTrending(page: Page, title: string) {
  const trending = page.getByRole('list', { name: 'Trending' });
  await trending.getByRole('link', { name: title }).waitFor();
  await trending.getByRole('button', { name: `Play ${title}` }).click();
  const playbar = page.getByRole('region', { name: 'Player' });
  await playbar.getByRole('link', { name: title }).waitFor();
  await expect
    .poll(() => playbar.getByTestId('playbar-time').textContent(), APP_POLL)
    .not.toMatch(/^0:00 /);
}

describe('home, discover and the front door', () => {
  it('shows a published song in trending to others and to visitors, who play it', async () => {
    // A makes two songs and publishes the first.
    const alice = await (await browser.newContext()).newPage();
    const songs = await makeTwoSongs(alice, server.url, 'alice', 'a bright folk song about kites');
    const first = songs.nth(0).locator('a[href^="/song/"]').first();
    const clipId = (await first.getAttribute('href'))!.slice('/song/'.length);
    const title = (await first.textContent())!;
    const privateHref = await songs
      .nth(1)
      .locator('a[href^="/song/"]')
      .first()
      .getAttribute('href');
    expect(await publish(alice, clipId)).toBe(200);

    // B, signed in, finds it in /home's trending section and plays it; the private one is not
    // there. `/` still takes a signed-in user to /create.
    const bob = await (await browser.newContext()).newPage();
    await signUpThroughForm(bob, server.url, 'bob');
    await waitForPath(bob, '/create');
    // B never made a song: /create guides the first one until B dismisses it.
    const hint = bob.getByRole('complementary', { name: 'First song' });
    await hint.waitFor();
    await hint.getByRole('button', { name: 'Got it' }).click();
    await hint.waitFor({ state: 'detached' });
    await bob.goto(`${server.url}/home`);
    await bob.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await playFromTrending(bob, title);
    const trending = bob.getByRole('list', { name: 'Trending' });
    expect(await trending.locator(`a[href="${privateHref}"]`).count()).toBe(0);
    await bob.getByRole('list', { name: 'Popular styles' }).getByRole('link').first().waitFor();
    await bob.getByRole('list', { name: 'Shortcuts' }).getByRole('link').first().waitFor();
    await shoot(bob, 'home');
    await bob.goto(server.url);
    await waitForPath(bob, '/create');

    // A visitor lands on `/`: the front page, a call to sign up, trending songs to play; the
    // song's link opens its page, signed out.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(server.url);
    await visitor.getByRole('heading', { level: 1, name: 'Listen, then make your own' }).waitFor();
    await visitor.getByRole('link', { name: 'Sign up free' }).waitFor();
    await playFromTrending(visitor, title);
    await shoot(visitor, 'front-page');
    await visitor
      .getByRole('list', { name: 'Trending' })
      .getByRole('link', { name: title })
      .click();
    await waitForPath(visitor, `/song/${clipId}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();

    // The creator's profile opens signed out too, from the song's byline on /home.
    await visitor.goto(`${server.url}/home`);
    await visitor
      .getByRole('list', { name: 'Trending' })
      .getByRole('link', { name: /@alice/ })
      .click();
    await waitForPath(visitor, '/@alice');
  });
});
