import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { signUpThroughForm } from './helpers/session';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('theme and language', () => {
  it('starts dark, switches theme and language, and keeps both after a reload', async () => {
    const page = await browser.newPage();
    await signUpThroughForm(page, server.url, 'prefs');
    await page.getByRole('heading', { level: 1, name: 'Create' }).waitFor();

    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await theme()).toBe('dark');
    const darkBackground = await background();

    await page.getByLabel('Theme').selectOption('light');
    await page.locator('html[data-theme="light"]').waitFor({ state: 'attached' });
    expect(await background()).not.toBe(darkBackground);

    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Crear' }).waitFor();
    await page.getByRole('link', { name: 'Biblioteca' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Crear' }).waitFor();
    expect(await theme()).toBe('light');
    await page.close();
  });

  it('loads translations with a version parameter', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/locales/'))
        requests.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(requests.some((url) => /^\/locales\/en\/common\.json\?v=\w+$/.test(url))).toBe(true);
    await page.close();
  });
});
