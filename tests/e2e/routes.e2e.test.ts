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
  ['/hook/h1', 'Hook'],
  ['/@routes_user/hook/h1', 'Hook'],
  ['/account', 'Account'],
  ['/song/abc', 'Song'],
  ['/@routes_user', 'Profile'],
  ['/persona/p1', 'Persona'],
  ['/playlist/pl1', 'Playlist'],
  ['/radio/song/abc', 'Song radio'],
  ['/s/xyz', 'Shared link'],
  ['/edit/abc', 'Edit'],
  ['/edit-legacy/abc', 'Edit'],
  ['/artist', 'Artists'],
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
    if (title !== 'Page not found') {
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    }
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
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(focused).toEqual(['OpenChirp', 'Home', 'Create', 'Library']);
    await page.close();
  });
});
