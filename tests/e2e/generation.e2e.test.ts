import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { signUpThroughForm } from './helpers/session';
import { publishClips, setCredits } from './helpers/database';
import { APP_POLL, waitForPath } from './helpers/waits';

/** Short songs keep the suite fast; the engine renders them exactly as it renders long ones. */
const SONG_LIMIT_S = '12';
const RENDER_TIMEOUT_MS = 120_000;

let server: AppServer & { port: number };
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { ENGINE_MAX_DURATION_S: SONG_LIMIT_S } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedInPage(handle: string): Promise<Page> {
  const page = await browser.newPage();
  await signUpThroughForm(page, server.url, handle);
  await waitForPath(page, '/create');
  await page.getByRole('button', { name: 'Create', exact: true }).waitFor();
  return page;
}

const songs = (page: Page) =>
  page.getByRole('region', { name: 'Your songs' }).getByRole('listitem');

async function waitForComplete(page: Page, count: number) {
  await expect
    .poll(() => songs(page).getByText('complete', { exact: true }).count(), {
      timeout: RENDER_TIMEOUT_MS,
      interval: 500,
    })
    .toBe(count);
}

describe('making songs', () => {
  it('makes two songs from a description, and plays one while it is made', async () => {
    const page = await signedInPage('simple_maker');
    // An empty description is refused with a reason, which goes as soon as the user types.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const refusal = page.getByText('Describe the song, or write lyrics or styles.');
    await refusal.waitFor();
    await page.getByLabel('Song description').fill('a bright funk song about a lost cat');
    await refusal.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Song description').getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await songs(page).nth(1).waitFor();
    expect(await songs(page).count()).toBe(2);

    // The play button shows once the clip streams; it plays through the playbar's one player
    // while the song is still being made.
    const first = songs(page).first();
    await first.getByRole('button', { name: /^Play / }).click({ timeout: RENDER_TIMEOUT_MS });
    const time = page.getByRole('region', { name: 'Player' }).getByTestId('playbar-time');
    await expect.poll(() => time.textContent(), APP_POLL).not.toMatch(/^0:00 /);
    await first.getByRole('button', { name: /^Pause / }).click();

    await waitForComplete(page, 2);
    await page.getByText('Credits: 40').waitFor();
    // The playbar shows the song's length from its metadata.
    expect(await time.textContent()).toMatch(/ \/ \d+:\d\d$/);
    expect(await page.locator('audio').count()).toBe(0);
    await page.close();
  });

  it('makes a custom song with lyrics, styles and title, and shows its lyrics on its page', async () => {
    const page = await signedInPage('custom_maker');
    await page.getByRole('button', { name: 'Custom' }).click();
    const lyrics = page.getByLabel('Lyrics', { exact: true });
    // Over the model's limit the counter turns to the error colour and the field says why.
    const counter = page.getByText(/^0 \/ \d+ characters$/);
    const limit = Number(/\/ (\d+)/.exec((await counter.textContent())!)![1]);
    const grey = await counter.evaluate((element) => getComputedStyle(element).color);
    await lyrics.fill('la '.repeat(Math.ceil((limit + 1) / 3)));
    const over = page.getByText(/over this model’s limit/);
    await over.waitFor();
    expect(await lyrics.getAttribute('aria-invalid')).toBe('true');
    expect(await lyrics.getAttribute('aria-describedby')).toBe(await over.getAttribute('id'));
    expect(await over.evaluate((element) => getComputedStyle(element).color)).not.toBe(grey);
    await lyrics.fill('[Verse]\nMorning light upon the harbor\nSeagulls singing out my name');
    await over.waitFor({ state: 'detached' });
    expect(await lyrics.getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Styles', { exact: true }).fill('folk, acoustic guitar, warm');
    await page.getByLabel('Title').fill('Harbor Morning');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await songs(page).nth(1).waitFor();
    expect(await songs(page).count()).toBe(2);
    await songs(page).first().getByRole('link', { name: 'Harbor Morning' }).waitFor();
    await waitForComplete(page, 2);

    await songs(page).first().getByRole('link', { name: 'Harbor Morning' }).click();
    await page.getByRole('heading', { level: 1, name: 'Harbor Morning' }).waitFor();
    await page.getByText('Morning light upon the harbor').filter({ visible: true }).waitFor();
    await page.getByText('folk, acoustic guitar, warm').waitFor();
    // The song page says the song's length before anything is played (the one player plays it).
    const length = await page
      .getByRole('main')
      .getByText(/^\d+:\d\d$/)
      .first()
      .textContent();
    expect(length).not.toBe('0:00');

    // Published (set while the server is down: no route publishes yet), its link opens for a
    // signed-out visitor: the song with the app's navigation and a way to sign in.
    const songPath = new URL(page.url()).pathname;
    await server.stop();
    expect(await publishClips(server.dataDir, 'custom_maker')).toContain(songPath.split('/')[2]);
    server = await startAppServer({
      dataDir: server.dataDir,
      port: server.port,
      env: { ENGINE_MAX_DURATION_S: SONG_LIMIT_S },
    });
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}${songPath}`);
    await visitor.getByRole('heading', { level: 1, name: 'Harbor Morning' }).waitFor();
    await visitor.getByText('Morning light upon the harbor').waitFor();
    await visitor.getByRole('button', { name: 'Play Harbor Morning' }).waitFor();
    await visitor.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe(songPath);
    await visitor.close();
    await page.close();
  });

  it('keeps following the songs after a reload mid-generation', async () => {
    const page = await signedInPage('reload_maker');
    await page.getByLabel('Song description').fill('a slow ambient piece about rain on a tin roof');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await songs(page).nth(1).waitFor();
    await page.reload();
    await songs(page).nth(1).waitFor();
    expect(await songs(page).count()).toBe(2);
    await waitForComplete(page, 2);
    // Finished songs stay listed after a reload too: the list reads them from the server.
    await page.reload();
    await waitForComplete(page, 2);
    expect(await page.getByText(/Songs you create appear here/).count()).toBe(0);

    // Bought credits are not "free credits used today": the account page says what is true.
    await page.goto(`${server.url}/account`);
    await page.getByRole('button', { name: 'Buy 500 credits' }).click();
    await page.getByText('540', { exact: true }).waitFor();
    await page.getByText('Used today: 10 credits').waitFor();
    expect(await page.getByText(/of \d+ free credits/).count()).toBe(0);
    await page.close();
  });

  it('explains that at least 10 credits are needed once they run out', async () => {
    const page = await signedInPage('broke_maker');
    // Spending 45 credits takes minutes of rendering; set the balance while the server is down.
    await server.stop();
    await setCredits(server.dataDir, 'broke_maker', 5);
    server = await startAppServer({
      dataDir: server.dataDir,
      port: server.port,
      env: { ENGINE_MAX_DURATION_S: SONG_LIMIT_S },
    });
    await page.reload();
    await page.getByText('Credits: 5').waitFor();
    await page.getByLabel('Song description').fill('a short drum loop');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Need at least 10 credits to create' });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Get credits' }).waitFor();
    expect(await songs(page).count()).toBe(0);
    await page.close();
  });
});
