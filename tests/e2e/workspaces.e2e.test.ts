import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { launchBrowser } from './helpers/browser';
import { reportOnFailure } from './helpers/failure';
import { signUpThroughForm } from './helpers/session';
import { RENDER_TIMEOUT_MS } from './helpers/songs';
import { APP_POLL, waitForPath } from './helpers/waits';

/** Short songs: only their arrival in the workspace matters here. */
const SONG_LIMIT_S = '8';

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

const wid = (page: Page) => new URL(page.url()).searchParams.get('wid');

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/workspaces-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('workspaces', () => {
  it('shares a workspace live: invite, accept, a song appears, removal takes B out', async () => {
    const owner = await (await browser.newContext()).newPage();
    const bob = await (await browser.newContext()).newPage();
    await signUpThroughForm(bob, server.url, 'bob');
    await waitForPath(bob, '/create');
    await signUpThroughForm(owner, server.url, 'olive');
    await waitForPath(owner, '/create');

    // The owner creates a workspace from the list screen and opens it.
    await owner.goto(`${server.url}/workspaces`);
    await owner.getByText('No workspaces yet: name a new one above.').waitFor();
    await owner.getByLabel('New workspace name').fill('Band practice');
    await owner.getByRole('button', { name: 'Create workspace' }).click();
    const link = owner.getByRole('link', { name: 'Band practice' });
    await expect.poll(() => link.getAttribute('href'), APP_POLL).toMatch(/^\/workspaces\/[\w-]+$/);
    await link.click();
    await owner.getByRole('heading', { name: 'Band practice' }).waitFor();
    const id = new URL(owner.url()).pathname.split('/').pop()!;

    // It invites B by handle through the picker.
    await owner.getByText('Owner', { exact: true }).waitFor();
    await owner.getByLabel('Invite someone by handle').fill('bo');
    await owner.getByRole('button', { name: 'Invite @bob' }).click();
    await owner.getByText('Invited', { exact: true }).waitFor();

    // B accepts from the invites list.
    await bob.goto(`${server.url}/workspaces?tab=invites`);
    await bob.getByText('Band practice').waitFor();
    await bob.getByRole('button', { name: 'Accept' }).click();
    await bob.getByText('No invitations.').waitFor();

    // The URL's wid selects the workspace on /create; B makes songs there: they land in it.
    await bob.goto(`${server.url}/create?wid=${id}`);
    const picker = bob.getByLabel('Workspace', { exact: true });
    await expect.poll(() => picker.inputValue(), APP_POLL).toBe(id);
    await bob.getByRole('heading', { name: 'Songs in Band practice' }).waitFor();
    await bob.getByLabel('Song description').fill('a slow jazz song about a late train');
    await bob.getByRole('button', { name: 'Create', exact: true }).click();
    const bobSongs = bob.getByRole('list', { name: 'Songs' }).getByRole('listitem');
    await expect.poll(() => bobSongs.count(), APP_POLL).toBe(2);

    // The owner sees them appear without reloading.
    const ownerSongs = owner.getByRole('list', { name: 'Songs' }).getByRole('listitem');
    await expect.poll(() => ownerSongs.count(), { timeout: RENDER_TIMEOUT_MS }).toBe(2);
    await owner.getByText('Collaborator', { exact: true }).waitFor();
    await shoot(owner, 'page');
    await shoot(bob, 'create');

    // The owner removes B: B's view leaves the workspace, its URL without a history entry.
    const historyBefore = await bob.evaluate(() => history.length);
    await owner.getByRole('button', { name: 'Remove @bob' }).click();
    await bob.getByText('You were removed from the workspace').waitFor();
    await expect.poll(() => wid(bob), APP_POLL).toBeNull();
    await expect.poll(() => picker.inputValue(), APP_POLL).toBe('default');
    await bob.getByRole('heading', { name: 'Your songs' }).waitFor();
    expect(await bob.evaluate(() => history.length)).toBe(historyBefore);
    await expect.poll(() => ownerSongs.count(), APP_POLL).toBe(0);
  }, 600_000);

  it('keeps wid in the /create URL: pushed on a choice, restored from local storage', async () => {
    const page = await (await browser.newContext()).newPage();
    reportOnFailure(page);
    await signUpThroughForm(page, server.url, 'wendy');
    await waitForPath(page, '/create');
    const picker = page.getByLabel('Workspace', { exact: true });
    await expect.poll(() => picker.isEnabled(), APP_POLL).toBe(true);

    // A new workspace from the picker is chosen at once: a new history entry with its wid.
    const before = await page.evaluate(() => history.length);
    await page.getByLabel('New workspace name').fill('Demos');
    await expect.poll(() => page.getByLabel('New workspace name').inputValue()).toBe('Demos');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await expect.poll(() => wid(page), APP_POLL).not.toBeNull();
    const demos = wid(page)!;
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.getByRole('heading', { name: 'Songs in Demos' }).waitFor();

    // Back returns to the default workspace's URL; the selection follows the URL.
    await page.getByLabel('New workspace name').fill('Ideas');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await expect.poll(() => wid(page), APP_POLL).not.toBe(demos);
    await page.goBack();
    await expect.poll(() => wid(page), APP_POLL).toBe(demos);
    await expect.poll(() => picker.inputValue(), APP_POLL).toBe(demos);

    // Edit pages keep their URL; a fresh /create without wid restores the stored choice silently.
    await page.goto(`${server.url}/edit/anything`);
    await waitForPath(page, '/edit/anything');
    expect(new URL(page.url()).search).toBe('');
    await page.goto(`${server.url}/create`);
    await expect.poll(() => wid(page), APP_POLL).toBe(demos);
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.includes('workspace')),
    );
    expect(stored?.[1]).toContain('"hasSet":true');

    // The URL's wid wins over the stored choice.
    const other = await page.evaluate(async () => {
      const response = await fetch('/api/project', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'From a link' }),
      });
      return ((await response.json()) as { id: string }).id;
    });
    await page.goto(`${server.url}/create?wid=${other}`);
    await expect.poll(() => picker.inputValue(), APP_POLL).toBe(other);
    await page.getByRole('heading', { name: 'Songs in From a link' }).waitFor();
  }, 300_000);
});
