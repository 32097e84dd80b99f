import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { signUpThroughForm } from './helpers/session';
import { waitForPath } from './helpers/waits';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { ENGINE_MAX_DURATION_S: '8' } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** What a script sees when it calls with the token. */
const billingWith = (token: string) =>
  fetch(`${server.url}/api/billing/info/`, { headers: { Authorization: `Bearer ${token}` } });

describe('access tokens on /account', () => {
  it('creates a token shown once, which a script then uses, and revokes it', async () => {
    const page = await browser.newPage();
    await signUpThroughForm(page, server.url, 'token_maker');
    await waitForPath(page, '/create');
    await page.goto(`${server.url}/account`);

    await page.getByText('No tokens yet.').waitFor();
    await page.getByLabel('Token name').fill('my bot');
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('status').filter({ hasText: 'It will not be shown again' });
    const token = (await shown.locator('code').textContent()) ?? '';
    expect(token).toMatch(/^ocp_/);
    expect((await billingWith(token)).status).toBe(200);

    await shown.getByRole('button', { name: 'Done' }).click();
    await page.getByText(token).waitFor({ state: 'detached' });
    await page.getByText(`Ends in ${token.slice(-4)}`).waitFor();

    // Shown once: a reload lists the token without it.
    await page.reload();
    await page.getByRole('button', { name: 'Revoke my bot' }).waitFor();
    expect(await page.getByText(token).count()).toBe(0);

    await page.getByRole('button', { name: 'Revoke my bot' }).click();
    await page.getByText('No tokens yet.').waitFor();
    expect((await billingWith(token)).status).toBe(401);
  });
});
