import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { reportOnFailure } from './helpers/failure';
import { signUpThroughForm } from './helpers/session';
import { waitForPath } from './helpers/waits';

const UI = { timeout: 30_000 };

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

describe('the library and its trash', () => {
  it('trashes a song, restores it to the same place, and deletes it from the trash', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    reportOnFailure(page);
    await signUpThroughForm(page, server.url, 'library_trash');
    await waitForPath(page, '/create');
    await page.getByLabel('Song description').fill('a slow folk song about a lighthouse');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const created = page.getByRole('region', { name: 'Your songs' }).getByRole('listitem');
    await expect.poll(() => created.count(), UI).toBe(2);

    await page.goto(`${server.url}/me`);
    const rows = page.getByRole('list', { name: 'Songs' }).getByRole('listitem');
    await expect.poll(() => rows.count(), UI).toBe(2);
    // Both songs may share a title: the order is checked by their links.
    const order = () =>
      rows.evaluateAll((items) =>
        items.map((item) => item.querySelector('a')?.getAttribute('href')),
      );
    const titles = await rows.evaluateAll((items) => items.map((item) => item.ariaLabel));
    const hrefs = await order();
    // Dense: at least 15 rows fit a 1440×900 screen.
    const box = await rows.first().boundingBox();
    expect(box!.height).toBeLessThanOrEqual(900 / 15);

    await rows
      .first()
      .getByRole('button', { name: `Move ${titles[0]} to trash` })
      .click();
    await expect.poll(() => rows.count(), UI).toBe(1);
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(order, UI).toEqual(hrefs);

    await rows
      .first()
      .getByRole('button', { name: `Move ${titles[0]} to trash` })
      .click();
    await expect.poll(() => rows.count(), UI).toBe(1);
    await page.getByRole('button', { name: 'Trash', exact: true, pressed: false }).click();
    await expect.poll(() => rows.count(), UI).toBe(1);
    await rows
      .first()
      .getByRole('button', { name: `Delete ${titles[0]} for good` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete for good?' });
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('The trash is empty.').waitFor(UI);
    await page.reload();
    await page.getByRole('button', { name: 'Trash', exact: true, pressed: false }).click();
    await page.getByText('The trash is empty.').waitFor(UI);
  }, 300_000);
});
