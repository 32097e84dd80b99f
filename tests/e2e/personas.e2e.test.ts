import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { makeTwoSongs, waitForComplete } from './helpers/songs';
import { waitForPath } from './helpers/waits';

/** 8-second songs: a persona is captured from them as from long ones. */
const SONG_LIMIT_S = '8';
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

describe('personas in the browser', () => {
  it('makes a persona from a vocal song, loves, edits, trashes and restores it, and creates with it', async () => {
    const page = await browser.newPage();
    const songs = await makeTwoSongs(
      page,
      server.url,
      'persona_maker',
      'a warm folk song about a lantern by the sea',
    );
    await songs.first().getByRole('link').first().click();

    // The song's own menu entry opens the modal over it.
    await page.getByRole('button', { name: 'Create persona' }).click(UI);
    const modal = page.getByRole('dialog', { name: 'Create persona' });
    await modal.waitFor(UI);
    await modal.getByLabel('Name').fill('Lantern Voice');
    await modal.getByLabel('Description').fill('Warm folk singer');
    await modal.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Persona created successfully.').waitFor(UI);
    const made = page.getByRole('dialog', { name: 'Persona created' });
    await made.getByRole('link', { name: 'Open Lantern Voice' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lantern Voice' }).waitFor(UI);
    const personaPath = new URL(page.url()).pathname;
    expect(personaPath).toMatch(/^\/persona\/[0-9a-f-]{36}$/);
    await page.getByText('Warm folk singer').waitFor();
    await page.getByText('No songs sung with this persona yet.').waitFor(UI);

    // Love with its count and the spec's toast; follow.
    await page.getByRole('button', { name: 'Love', exact: true }).click();
    await page.getByText('You loved "Lantern Voice"').waitFor(UI);
    await page.getByText('Loves: 1').waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByText('Followers: 1').waitFor(UI);

    // Edit: the dialog starts from the persona as it is.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit persona' });
    expect(await edit.getByLabel('Name').inputValue()).toBe('Lantern Voice');
    await edit.getByLabel('Name').fill('Harbor Voice');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Persona updated successfully.').first().waitFor(UI);
    await page.getByRole('heading', { level: 1, name: 'Harbor Voice' }).waitFor(UI);

    // Publish, trash and restore.
    // From the keyboard: the switch's input is visually hidden behind its track.
    await page.getByRole('switch', { name: 'Public' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('By @persona_maker · Public').waitFor(UI);
    await page.getByRole('button', { name: 'Move to trash' }).click();
    await page.getByText('This persona is in the trash.').waitFor(UI);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => page.getByText('This persona is in the trash.').count(), UI).toBe(0);

    // At 375 px the page fits without scrolling sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.setViewportSize({ width: 1280, height: 800 });

    // The lists: yours, loved, followed, and an empty trash.
    await page.getByRole('link', { name: 'Personas', exact: true }).click();
    await waitForPath(page, '/personas');
    const lists = page.getByRole('tablist', { name: 'Persona lists' });
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('link', { name: 'Harbor Voice' }).waitFor(UI);
    await lists.getByRole('tab', { name: 'Loved' }).click();
    await panel.getByRole('link', { name: 'Harbor Voice' }).waitFor(UI);
    // From the keyboard: the arrows move between the lists.
    await lists.getByRole('tab', { name: 'Loved' }).press('ArrowRight');
    expect(await lists.getByRole('tab', { name: 'Followed' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await panel.getByRole('link', { name: 'Harbor Voice' }).waitFor(UI);
    await lists.getByRole('tab', { name: 'Trash' }).click();
    await panel.getByText('The trash is empty.').waitFor(UI);

    // Use it from the create screen's Add menu; the new songs are sung with it.
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await waitForPath(page, '/create');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const addMenu = page.getByRole('dialog', { name: 'Add to your song' });
    await addMenu.getByRole('button', { name: /^Personas/ }).click();
    const picker = page.getByRole('dialog', { name: 'Personas' });
    await picker.getByRole('button', { name: 'Use persona Harbor Voice' }).click(UI);
    await page.getByText('Persona: Harbor Voice').waitFor(UI);
    await page.getByLabel('Song description').fill('a song about the harbor at dawn');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => songs.count(), UI).toBe(4);
    await waitForComplete(songs, 4);

    await page.goto(`${server.url}${personaPath}`);
    const sung = page
      .getByRole('region', { name: 'Songs with this persona' })
      .getByRole('listitem');
    await expect.poll(() => sung.count(), UI).toBe(2);
    await page.close();
  });
});
