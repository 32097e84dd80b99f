import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { makeTwoSongs, RENDER_TIMEOUT_MS, waitForComplete } from './helpers/songs';

/** 8-second songs: the engine renders and extends them exactly as it does long ones. */
const SONG_LIMIT_S = '8';
/** Page changes and calls, on a machine that may be busy with other renders. */
const UI = { timeout: 30_000 };

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { ENGINE_MAX_DURATION_S: SONG_LIMIT_S } }),
    launchBrowser(),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const completeIn = (list: Locator) => list.getByText('complete', { exact: true });

/** Signs up, makes two songs from a description and opens the first one's page; its title. */
async function openNewSong(page: Page, handle: string): Promise<string> {
  const songs = await makeTwoSongs(
    page,
    server.url,
    handle,
    'a warm synth-pop song about a night train',
  );
  await songs.first().getByRole('link').first().click();
  // The page's heading is its name until the clip is read; the actions come with the clip.
  await page.getByRole('button', { name: 'Actions' }).waitFor(UI);
  return (await page.getByRole('heading', { level: 1 }).textContent())!;
}

describe('actions on the song page', () => {
  it('extends a song, downloads its WAV, gets its stems, a remaster and a whole song', async () => {
    const page = await browser.newPage();
    const title = await openNewSong(page, 'song_actions');
    const menuButton = page.getByRole('button', { name: 'Actions' });

    // The menu works from the keyboard: open on ArrowDown, move with the arrows, close on Escape.
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Actions' });
    await menu.waitFor();
    await expect
      .poll(() => menu.getByRole('menuitem', { name: 'Extend…' }).evaluate(isFocused), UI)
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => menu.getByRole('menuitem', { name: 'Cover…' }).evaluate(isFocused), UI)
      .toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => menu.getByRole('menuitem', { name: 'Download…' }).evaluate(isFocused), UI)
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count(), UI).toBe(0);
    expect(await menuButton.evaluate(isFocused)).toBe(true);
    // Only an extension has a whole song to get.
    await menuButton.click();
    expect(await menu.getByRole('menuitem', { name: 'Get whole song' }).count()).toBe(0);

    await menu.getByRole('menuitem', { name: 'Extend…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Extend/ });
    await dialog.waitFor();
    const continueAt = dialog.getByLabel('Continue from (seconds)');
    const duration = Number(await continueAt.getAttribute('max'));
    expect(duration).toBeGreaterThan(4);
    expect(Number(await continueAt.inputValue())).toBeCloseTo(duration - 0.2, 1);

    await continueAt.fill(String(duration + 5));
    await dialog.getByRole('button', { name: 'Extend', exact: true }).click();
    await dialog.getByText(/no later than/).waitFor(UI);
    await continueAt.fill('4');
    await dialog
      .getByLabel('New lyrics (optional)')
      .fill('[Outro]\nThe night train slows\nI am home');
    await dialog.getByRole('button', { name: 'Extend', exact: true }).click();
    await expect.poll(() => dialog.isVisible(), UI).toBe(false);

    const madeFrom = page
      .getByRole('region', { name: 'Made from this song' })
      .getByRole('listitem');
    await expect.poll(() => madeFrom.count(), UI).toBe(2);
    // Each says what it is: the song's title, labelled.
    await madeFrom
      .getByRole('link', { name: `${title} (Extended)` })
      .nth(1)
      .waitFor(UI);
    await waitForComplete(madeFrom, 2);
    // Its rows play through the playbar (no row keeps an audio element of its own).
    await madeFrom
      .first()
      .getByRole('button', { name: /^Play / })
      .click(UI);
    await page
      .getByRole('region', { name: 'Player' })
      .getByRole('link', { name: `${title} (Extended)` })
      .waitFor(UI);

    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Download…' }).click();
    const downloads = page.getByRole('dialog', { name: `Download ${title}` });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: RENDER_TIMEOUT_MS }),
      downloads.getByRole('button', { name: 'WAV' }).click(UI),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.wav$/);
    const wav = await page.request.get(download.url());
    expect(wav.status()).toBe(200);
    expect(wav.headers()['content-type']).toBe('audio/wav');
    expect((await wav.body()).subarray(0, 4).toString('ascii')).toBe('RIFF');
    await downloads.getByRole('button', { name: 'Close' }).click();

    // Stems: one clip per group of a sung song, listed and followed like the extensions.
    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Get stems' }).click();
    await expect.poll(() => madeFrom.count(), UI).toBe(5);
    await madeFrom.getByRole('link', { name: /\(Vocals\)$/ }).waitFor(UI);
    await waitForComplete(madeFrom, 5);

    // Remaster with a title of its own, styles and one slider moved (from the keyboard too).
    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Remaster…' }).click();
    const remaster = page.getByRole('dialog', { name: /^Remaster/ });
    const remasterTitle = remaster.getByLabel('New title (optional)');
    await remasterTitle.fill('x'.repeat(81));
    await remaster.getByRole('button', { name: 'Remaster', exact: true }).click();
    await remaster.getByText('That title is too long').waitFor();
    await remasterTitle.fill('Night Train, polished');
    await remaster.getByLabel('Styles (optional)').fill('warm, wide');
    const clarity = remaster.getByLabel('Clarity');
    await clarity.fill('80');
    await clarity.press('ArrowRight');
    expect(await clarity.getAttribute('aria-valuetext')).toBe('81%');
    await remaster.getByText('81%', { exact: true }).waitFor();
    await remaster.getByRole('button', { name: 'Remaster', exact: true }).click();
    await expect.poll(() => remaster.isVisible(), UI).toBe(false);
    await expect.poll(() => madeFrom.count(), UI).toBe(6);
    await madeFrom.getByRole('link', { name: /^Night Train, polished/ }).waitFor(UI);
    await waitForComplete(madeFrom, 6);

    // An extension's page offers its whole song: the source and the extension joined.
    const extension = madeFrom.getByRole('link', { name: `${title} (Extended)` }).first();
    await extension.click();
    // An extension's page links back to the song it was made from.
    const source = page.getByRole('link', { name: title, exact: true });
    await source.waitFor(UI);
    expect(await source.evaluate((link) => link.parentElement?.textContent)).toBe(
      `Made from ${title}`,
    );
    await page.getByRole('button', { name: 'Actions' }).click();
    await menu.getByRole('menuitem', { name: 'Get whole song' }).click();
    const whole = page.getByRole('region', { name: 'Made from this song' }).getByRole('listitem');
    await expect.poll(() => whole.count(), UI).toBe(1);
    await whole.getByRole('link', { name: `${title} (Full Song)` }).waitFor(UI);
    await waitForComplete(whole, 1);

    // Back on the song's page, after a reload: every clip made from it, grouped by kind.
    await source.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor(UI);
    await page.reload();
    const family = page.getByRole('region', { name: 'Made from this song' });
    await expect.poll(() => family.getByRole('listitem').count(), UI).toBe(7);
    const groups = family.getByRole('heading', { level: 3 });
    expect(await groups.allTextContents()).toEqual([
      'Extensions (2)',
      'Remasters (1)',
      'Stems (3)',
      'Whole songs (1)',
    ]);
    const stems = family.getByRole('region', { name: 'Stems (3)' });
    await stems.getByRole('link', { name: `${title} (Vocals)` }).waitFor(UI);
    expect(await completeIn(family).count()).toBe(7);
    await page.close();
  }, 900_000);
});

function isFocused(element: Element) {
  return element === document.activeElement;
}
