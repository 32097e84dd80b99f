import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { signUpThroughForm } from './helpers/session';
import { APP_POLL, waitForPath } from './helpers/waits';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // Nothing is rendered here; short songs keep the server's engine light if anything starts.
    startAppServer({ env: { ENGINE_MAX_DURATION_S: '12' } }),
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

const LYRICS = '[Verse]\nMorning light upon the harbor';

describe('saved prompts and style suggestions', () => {
  it('saves the form as a prompt, applies it to an empty form, and adds a suggested style', async () => {
    let page = await signedInPage('prompt_keeper');
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('Lyrics', { exact: true }).fill(LYRICS);
    await page.getByLabel('Styles', { exact: true }).fill('folk, acoustic guitar');
    await page.getByLabel('Title').fill('Harbor Morning');

    let add = page.getByRole('button', { name: 'Add', exact: true });
    await add.click();
    const menu = page.getByRole('dialog', { name: 'Add to your song' });
    await menu.getByRole('button', { name: 'Save current as prompt' }).click();
    await page.getByText('Prompt saved.').waitFor();
    await menu.waitFor({ state: 'detached' });

    // A fresh device, signed in as the same user: nothing kept locally, so only the server has
    // the prompt. (Clearing this page's storage raced the form's own save of its fields.)
    const cookies = await page.context().cookies();
    await page.context().close();
    const device = await browser.newContext();
    await device.addCookies(cookies);
    page = await device.newPage();
    await page.goto(`${server.url}/create`);
    await page.getByLabel('Song description').waitFor();
    add = page.getByRole('button', { name: 'Add', exact: true });

    await add.click();
    await page.getByRole('button', { name: 'Prompts', exact: true }).click();
    const library = page.getByRole('dialog', { name: 'Prompts' });
    await library.getByRole('button', { name: 'Apply prompt Harbor Morning' }).click();
    await expect
      .poll(() => page.getByLabel('Lyrics', { exact: true }).inputValue(), APP_POLL)
      .toBe(LYRICS);
    expect(await page.getByLabel('Styles', { exact: true }).inputValue()).toBe(
      'folk, acoustic guitar',
    );
    expect(await page.getByLabel('Title').inputValue()).toBe('Harbor Morning');
    expect(await page.getByRole('button', { name: 'Custom' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Applying closes the menu and gives focus back to Add.
    expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);

    // The chips follow the field once its recommendations are in: pick one only then.
    const group = page.getByRole('group', { name: 'Style suggestions' });
    await expect.poll(() => group.getAttribute('aria-busy'), APP_POLL).toBe('false');
    const chips = group.getByRole('button');
    await chips.nth(4).waitFor();
    const chip = chips.first();
    const style = (await chip.getAttribute('aria-label'))!.replace(/^Add style /, '');
    await chip.click();
    await expect
      .poll(() => page.getByLabel('Styles', { exact: true }).inputValue(), APP_POLL)
      .toBe(`folk, acoustic guitar, ${style}`);
    await page.close();
  });

  it('opens the add menu on its three pages and closes it with Escape', async () => {
    const page = await signedInPage('menu_walker');
    const add = page.getByRole('button', { name: 'Add', exact: true });
    await add.click();
    expect(await add.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Personas', exact: true }).click();
    await page.getByText('No personas yet').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Prompts', exact: true }).click();
    await page.getByText('No saved prompts yet').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Prompts' }).waitFor({ state: 'detached' });
    expect(await add.getAttribute('aria-expanded')).toBe('false');
    expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.close();
  });
});
