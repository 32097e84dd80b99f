import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { signUpThroughForm } from './helpers/session';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;

/** Every route of both spec documents, with the title its page shell shows. */
const ROUTES: [path: string, title: string][] = [
  ['/create?wid=abc123', 'Create'],
  ['/me', 'Library'],
  ['/home', 'Home'],
  ['/search?q=lofi&type=public_song', 'Search'],
  ['/hooks', 'Hooks'],
  ['/hook/h1', 'Hook not found'],
  ['/@routes_user/hook/h1', 'Hook not found'],
  ['/account', 'Account'],
  ['/song/abc', 'Song not found'],
  ['/@routes_user', 'routes_user'],
  ['/@nobody_here', 'Profile not found'],
  ['/persona/p1', 'Persona not found'],
  ['/playlist/pl1', 'Playlist not found'],
  ['/radio/song/abc', 'Song not found'],
  ['/radio/tag/lo-fi', 'Tag radio: lo-fi'],
  ['/s/xyz', 'Link not found'],
  ['/edit/abc', 'Edit'],
  ['/edit-legacy/abc', 'Edit'],
  // The user's own artist profile (docs/decisions.md).
  ['/artist', 'routes_user'],
  ['/following', 'Following'],
  ['/no/such/page', 'Page not found'],
];

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext();
  const page = await context.newPage();
  await signUpThroughForm(page, server.url, 'routes_user');
  await page.getByRole('heading', { level: 1, name: 'Create' }).waitFor();
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('routes', () => {
  it.each(ROUTES)('%s renders a titled page', async (path, title) => {
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe(`${title} · OpenChirp`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.close();
  });

  it('says what is not found, and offers the way on', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/song/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Song not found' }).waitFor();
    expect(await page.getByText('This song is not available yet').count()).toBe(0);
    await page.goto(`${server.url}/@nobody_here`);
    await page.getByText('Nobody here has the handle @nobody_here.').waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();

    await page.goto(`${server.url}/@ROUTES_USER`);
    await page.getByRole('heading', { level: 1, name: 'routes_user' }).waitFor();
    const profile = page.getByRole('main');
    await profile.getByText('@routes_user', { exact: true }).waitFor();
    await profile.getByText('Public songs: 0').waitFor();
    await profile.getByRole('link', { name: 'Your library' }).waitFor();
    await page.close();
  });

  it('gives a signed-out visitor a missing page with the navigation and a way to sign in', async () => {
    const page = await browser.newPage();
    // Profiles are public: a signed-out visitor sees one, or that nobody has the handle.
    await page.goto(`${server.url}/@routes_user`);
    await page.getByRole('heading', { level: 1, name: 'routes_user' }).waitFor();
    await page.getByRole('main').getByText('Public songs: 0').waitFor();
    await page.goto(`${server.url}/@nobody_here`);
    await page.getByRole('heading', { level: 1, name: 'Profile not found' }).waitFor();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/sign-in\?redirect=%2Fno%2Fsuch%2Fpage$/);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.close();
  });

  it('serves the embed player without sign-in and lets other sites frame it', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/embed/abc`);
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
    await page.getByRole('heading', { level: 1, name: 'Song' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/embed/abc');
    await page.close();
  });

  it('keeps keyboard users moving: the nav links are reachable with Tab', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/home`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const focused: string[] = [];
    // The notification bell (loaded when the page is idle) may come between: named by its label.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          return active?.getAttribute('aria-label') ?? active?.textContent ?? '';
        }),
      );
    }
    const links = focused.filter((name) => !name.startsWith('Notifications'));
    // The navigation's search box comes first, as on the sites people know.
    expect(links.slice(0, 5)).toEqual(['OpenChirp', 'Search', 'Home', 'Create', 'Library']);
    await page.close();
  });

  it('folds the navigation under a menu on a 375 px screen, closed again on the next page', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/home`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const library = page.getByRole('link', { name: 'Library', exact: true });
    expect(await library.isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await library.click();
    await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('nav [aria-expanded="true"]'));
    expect(await library.isVisible()).toBe(false);
    await page.close();
  });
});
