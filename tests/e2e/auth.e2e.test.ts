import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { PASSWORD, signUpThroughForm } from './helpers/session';
import { waitForPath } from './helpers/waits';

let server: AppServer & { port: number };
let browser: Browser;

beforeAll(async () => {
  // An empty data dir, as a new user's first `npm start` meets: the server migrates it.
  [server, browser] = await Promise.all([startAppServer({ fresh: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

const signUp = (page: Page, handle: string) => signUpThroughForm(page, server.url, handle);

describe('signing up, staying signed in and signing out', () => {
  it('sends a signed-out visitor to sign in, then back where they were headed', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/me`);
    await waitForPath(page, '/sign-in');
    await heading(page, 'Sign in').waitFor();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await heading(page, 'Sign up').waitFor();
    await page.getByLabel('Email').fill('headed@example.com');
    await page.getByLabel('Handle').fill('headed');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(page, '/me');
    await heading(page, 'Library').waitFor();
    await page.close();
  });

  it('shows validation messages and creates nothing for bad input', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/sign-up`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Handle').fill('no spaces!');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByText('Use 3–30 letters, digits or underscores.').waitFor();
    await page.getByText('Use at least 8 characters.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-up');
    await page.close();
  });

  it('reports a taken handle on its field', async () => {
    const page = await browser.newPage();
    await signUp(page, 'taken_one');
    await heading(page, 'Create').waitFor();
    const other = await browser.newPage();
    await other.goto(`${server.url}/sign-up`);
    await other.getByLabel('Email').fill('someone-else@example.com');
    await other.getByLabel('Handle').fill('TAKEN_one');
    await other.getByLabel('Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Create account' }).click();
    await other.getByText('That handle is taken. Please choose another.').waitFor();
    await Promise.all([page.close(), other.close()]);
  });

  it('signs up, lands on /create, survives a reload and a server restart, signs out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUp(page, 'e2e_creator');
    await waitForPath(page, '/create');
    await heading(page, 'Create').waitFor();
    await page.getByRole('link', { name: '@e2e_creator' }).waitFor();

    await page.reload();
    await heading(page, 'Create').waitFor();
    await page.getByRole('link', { name: '@e2e_creator' }).waitFor();

    await server.stop();
    server = await startAppServer({ dataDir: server.dataDir, port: server.port });
    await page.reload();
    await heading(page, 'Create').waitFor();
    await page.getByRole('link', { name: '@e2e_creator' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/sign-in');
    await page.goto(`${server.url}/create`);
    await waitForPath(page, '/sign-in');

    await page.getByLabel('Email').fill('e2e_creator@example.com');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText("That email and password don't match").waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/create');
    await context.close();
  });
});
