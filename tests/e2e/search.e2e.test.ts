import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContestsCli } from '../../src/server/contests/cli';
import { openDatabase } from '../../src/server/db/database';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { shoot } from './helpers/shots';
import { signUpThroughForm } from './helpers/session';
import { makeTwoSongs } from './helpers/songs';
import { APP_POLL, waitForPath } from './helpers/waits';

let server: AppServer & { port: number };
let browser: Browser;
const ENV = { ENGINE_MAX_DURATION_S: '8' };

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ env: ENV }), launchBrowser()]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A call of the signed-in page's own session (the song menu's dialogs are other suites'). */
const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    ([url, json]) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      }).then((response) => response.status),
    [path, body] as const,
  );

describe('search', () => {
  // A's published song and B's page, which the style tag and contest cases go on with.
  let alice: Page;
  let bob: Page;
  let songId: string;
  /** A's other song, entered in the contest below. */
  let otherId: string;
  const title = 'Quillwort Lullaby';

  it('finds a published song by a rare word of its title through the navigation box', async () => {
    // A makes two songs, publishes the first and names it with a rare word.
    alice = await (await browser.newContext()).newPage();
    const songs = await makeTwoSongs(alice, server.url, 'alice', 'a calm piano song about rain');
    songId = (await songs.first().locator('a[href^="/song/"]').first().getAttribute('href'))!.slice(
      6,
    );
    expect(await post(alice, `/api/gen/${songId}/set_visibility/`, { is_public: true })).toBe(200);
    expect(await post(alice, `/api/gen/${songId}/set_metadata`, { title })).toBe(200);
    const otherHref = await songs.nth(1).locator('a[href^="/song/"]').first().getAttribute('href');
    otherId = otherHref!.slice(6);

    // B searches from the navigation's box, a word cut short: the one song, playable.
    bob = await (await browser.newContext()).newPage();
    await signUpThroughForm(bob, server.url, 'bob');
    await waitForPath(bob, '/create');
    const box = bob.getByRole('navigation', { name: 'Main' }).getByRole('searchbox', {
      name: 'Search',
    });
    await box.fill('quillw');
    await box.press('Enter');
    await waitForPath(bob, '/search');
    const results = bob.getByRole('list', { name: 'Results' }).getByRole('listitem');
    await expect.poll(() => results.count(), APP_POLL).toBe(1);
    await bob.getByText('Results for “quillw”: 1').waitFor();
    await shoot(bob, 'search-results');
    await results
      .first()
      .getByRole('button', { name: `Play ${title}` })
      .click();
    const playbar = bob.getByRole('region', { name: 'Player' });
    await playbar.getByRole('link', { name: title }).waitFor();

    // The page's own box searches as one types; nothing matches a word no song has.
    const pageBox = bob.getByRole('searchbox', { name: 'Search term' });
    await pageBox.fill('zzyzxq');
    await bob.getByText('Nothing found for “zzyzxq”. Try other words.').waitFor();

    // The search is kept among the recent ones, which an empty box shows.
    await pageBox.fill('');
    const recent = bob.getByRole('region', { name: 'Recent searches' });
    await recent.getByRole('link', { name: 'quillw' }).click();
    await expect.poll(() => results.count(), APP_POLL).toBe(1);

    // The result opens the song's page.
    await results.first().getByRole('link', { name: title }).first().click();
    await waitForPath(bob, `/song/${songId}`);
    await bob.getByRole('heading', { level: 1, name: title }).waitFor();

    // Signed out, the same search shows the public song too.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${server.url}/search?q=quillwort`);
    await visitor
      .getByRole('list', { name: 'Results' })
      .getByRole('link', { name: title })
      .first()
      .waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/search');
  });

  it("opens a song's style tag page from the song's page and plays the song from it", async () => {
    await bob.goto(`${server.url}/song/${songId}`);
    const styleLink = bob.getByRole('link', { name: /^Songs in the style / }).first();
    const tag = (await styleLink.textContent())!.trim();
    await styleLink.click();
    await waitForPath(bob, `/style/${encodeURIComponent(tag)}`);
    await bob.getByRole('heading', { level: 1, name: tag }).waitFor();
    const list = bob.getByRole('list', { name: `Songs in the style ${tag}` });
    await list.getByRole('link', { name: title }).first().waitFor(APP_POLL);
    await shoot(bob, 'style-tag-page');
    await list.getByRole('button', { name: `Play ${title}` }).click();
    await bob.getByRole('region', { name: 'Player' }).getByRole('link', { name: title }).waitFor();

    // Signed out, the page reads the same; a style nobody uses says so.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${server.url}/style/${encodeURIComponent(tag)}`);
    await visitor.getByRole('list', { name: `Songs in the style ${tag}` }).waitFor(APP_POLL);
    await visitor.goto(`${server.url}/hashtag/zzyzxq`);
    await visitor.getByText('No public song uses this hashtag yet.').waitFor(APP_POLL);
    await visitor.close();
  });

  it("lets others cover a contest's song even with remixes off; its page shows the entries", async () => {
    // Remixes off: B's menu shows the cover refused, saying why.
    expect(await post(alice, `/api/clips/${songId}/toggle_remixes/`, { can_remix: false })).toBe(
      200,
    );
    await bob.goto(`${server.url}/song/${songId}`);
    await bob.getByRole('button', { name: 'Actions' }).click();
    const refused = bob
      .getByRole('menu', { name: 'Actions' })
      .getByRole('menuitem', { name: "Cover: this song's creator does not allow remixes." });
    expect(await refused.getAttribute('aria-disabled')).toBe('true');

    // An operator opens a contest over the song from the shell (PGlite: the server stopped).
    // A's other song is submitted to it (spec 000 submit_to_contest: no route sets it yet).
    await server.stop();
    const db = await openDatabase({ kind: 'pglite', dataDir: join(server.dataDir, 'db') });
    const ends = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const made = ['create', '--title', 'Quillwort covers', '--ends', ends, '--clip', songId];
    const printed: string[] = [];
    expect(await runContestsCli(db, made, (line) => printed.push(line))).toBe(0);
    const contestId = (JSON.parse(printed[0]!) as { id: string }).id;
    await db
      .updateTable('clip')
      .set({ contestIds: JSON.stringify([contestId]) })
      .where('id', '=', otherId)
      .execute();
    await db.destroy();
    server = await startAppServer({ dataDir: server.dataDir, port: server.port, env: ENV });
    expect(await post(alice, `/api/gen/${otherId}/set_visibility/`, { is_public: true })).toBe(200);

    // The contest is listed; its page shows the song to cover and its entry.
    await bob.goto(`${server.url}/contests`);
    await bob.getByRole('link', { name: 'Quillwort covers' }).click();
    await waitForPath(bob, `/contest/${contestId}`);
    const toCover = bob.getByRole('list', { name: 'Songs to cover' });
    await toCover.getByRole('link', { name: title }).first().waitFor(APP_POLL);
    const entries = bob.getByRole('list', { name: 'Entries' });
    await entries.locator(`a[href="/song/${otherId}"]`).first().waitFor(APP_POLL);
    await shoot(bob, 'contest-page');

    // Now B may cover the contest's song: the menu opens the cover dialog.
    await bob.goto(`${server.url}/song/${songId}`);
    await bob.getByRole('button', { name: 'Actions' }).click();
    await bob
      .getByRole('menu', { name: 'Actions' })
      .getByRole('menuitem', { name: 'Cover…' })
      .click();
    await bob
      .getByRole('dialog', { name: /^Cover/ })
      .getByLabel('New styles')
      .waitFor();
  });
});
