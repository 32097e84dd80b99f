import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { shoot } from './helpers/shots';
import { signUpThroughForm } from './helpers/session';
import { makeTwoSongs, waitForComplete } from './helpers/songs';
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

/** The song's share link, made and copied from the share modal of its page's menu. */
async function copyShareLink(page: Page, clipId: string, title: string): Promise<string> {
  await page.goto(`${server.url}/song/${clipId}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page
    .getByRole('menu', { name: 'Actions' })
    .getByRole('menuitem', { name: 'Share', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Share “${title}”` });
  const field = dialog.getByLabel('Link');
  await field.waitFor();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await dialog.getByRole('button', { name: 'Copied' }).waitFor();
  const link = await field.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  return link;
}

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

describe('sharing and the remix tree', () => {
  it('shares a song by a short link that opens signed out, groups likes and shows remixes', async () => {
    // A makes two songs and publishes the first.
    const context = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const alice = await context.newPage();
    const songs = await makeTwoSongs(alice, server.url, 'alice', 'a warm folk song about lanterns');
    const links = songs.locator('a[href^="/song/"]');
    const [publicId, privateId] = await Promise.all(
      [0, 1].map(async (index) =>
        (await songs.nth(index).locator('a[href^="/song/"]').first().getAttribute('href'))!.slice(
          6,
        ),
      ),
    );
    const title = (await links.first().textContent())!;
    const privateTitle = (await songs.nth(1).locator('a[href^="/song/"]').first().textContent())!;
    expect(await publish(alice, publicId!)).toBe(200);

    // A copies its share link from the share modal: short, the same when asked again.
    const link = await copyShareLink(alice, publicId!, title);
    expect(link).toMatch(/\/s\/[A-Za-z0-9]{12}$/);
    await shoot(alice, 'share-modal');
    await alice.keyboard.press('Escape');
    expect(await copyShareLink(alice, publicId!, title)).toBe(link);
    await alice.keyboard.press('Escape');

    // Signed out, the link leads to the song page, which plays it.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link);
    await waitForPath(visitor, `/song/${publicId}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor
      .getByRole('button', { name: `Play ${title}` })
      .first()
      .click();
    const playbar = visitor.getByRole('region', { name: 'Player' });
    await playbar.getByRole('link', { name: title }).waitFor();
    await expect
      .poll(() => playbar.getByTestId('playbar-time').textContent(), APP_POLL)
      .not.toMatch(/^0:00 /);

    // The private song's link tells a signed-out visitor nothing, beside the app's navigation.
    const privateLink = await copyShareLink(alice, privateId!, privateTitle);
    await alice.keyboard.press('Escape');
    await visitor.goto(privateLink);
    await visitor.getByRole('heading', { level: 1, name: 'Link not found' }).waitFor();
    await visitor.getByRole('link', { name: 'Go to Home' }).waitFor();
    expect(await visitor.content()).not.toContain(privateId);
    await shoot(visitor, 'share-not-found');

    // B and C like the song: A's bell shows one notification naming both, one unread.
    for (const handle of ['bob', 'carol']) {
      const fan = await (await browser.newContext()).newPage();
      await signUpThroughForm(fan, server.url, handle);
      await waitForPath(fan, '/create');
      await fan.goto(`${server.url}/song/${publicId}`);
      const like = fan
        .getByRole('group', { name: title })
        .getByRole('button', { name: 'Like', exact: true });
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed'), APP_POLL).toBe('true');
    }
    const bell = alice.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect
      .poll(() => bell.getAttribute('aria-label'), APP_POLL)
      .toBe('Notifications, 1 unread');
    await bell.click();
    const panel = alice.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('link', { name: `@carol and @bob liked ${title}` }).waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(1);
    await alice.keyboard.press('Escape');

    // An extension A makes from the song appears in its remix tree; not to others while private.
    await alice.goto(`${server.url}/song/${publicId}`);
    await alice.getByRole('heading', { level: 1, name: title }).waitFor();
    await alice.getByRole('button', { name: 'Actions' }).click();
    await alice
      .getByRole('menu', { name: 'Actions' })
      .getByRole('menuitem', { name: 'Extend…' })
      .click();
    const extend = alice.getByRole('dialog', { name: /^Extend/ });
    await extend.getByLabel('Continue from (seconds)').fill('4');
    await extend.getByRole('button', { name: 'Extend', exact: true }).click();
    const tree = alice.getByRole('region', { name: 'Remix tree' });
    const remixes = tree.getByRole('region', { name: 'Made from this song' }).getByRole('listitem');
    await expect.poll(() => remixes.count(), APP_POLL).toBe(2);
    await waitForComplete(remixes, 2);
    await alice.reload();
    await tree.getByText('Clips made from this song: 2').waitFor();
    await tree.getByRole('link', { name: `@alice` }).waitFor();
    await shoot(alice, 'remix-tree');
    await visitor.goto(`${server.url}/song/${publicId}`);
    await visitor
      .getByRole('region', { name: 'Remix tree' })
      .getByText('Clips made from this song: 0')
      .waitFor();

    // The extension's own page: the source above, playable.
    await remixes.first().getByRole('link').first().click();
    const source = alice.getByRole('region', { name: 'Remix tree' });
    await source.getByRole('link', { name: title, exact: true }).waitFor();
    await source.getByRole('button', { name: `Play ${title}` }).waitFor();
  }, 900_000);
});
