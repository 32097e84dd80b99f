import type { Browser, BrowserContext } from 'playwright-core';

/** How long the pair of songs may take to render (a bench runs alone: less than e2e's). */
const RENDER_TIMEOUT_MS = 180_000;

/** Runs in the page before its scripts: notes when the player's audio element first plays. */
function notePlaying() {
  const NativeAudio = window.Audio;
  const marks = window as unknown as { playingAt?: number };
  window.Audio = function (src?: string) {
    const audio = new NativeAudio(src);
    audio.addEventListener('playing', () => (marks.playingAt ??= performance.now()));
    return audio;
  } as unknown as typeof Audio;
}

/**
 * Issue 13: milliseconds from pressing play on a complete clip (its row on /create) to the
 * player's audio element playing, in a fresh signed-in page (the player's code loads on the
 * press, as a user's first play does).
 */
export async function timeToAudible(
  browser: Browser,
  baseUrl: string,
  prepare: (context: BrowserContext) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext();
  await prepare(context);
  await context.addInitScript(notePlaying);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/create`);
  const songs = page.getByRole('region', { name: 'Your songs' }).getByRole('listitem');
  if ((await songs.count()) === 0) {
    await page.getByLabel('Song description').fill('a short calm song about a bench');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
  }
  // Playwright's own wait: the e2e helpers' expect.poll runs only inside Vitest.
  await songs.getByText('complete', { exact: true }).nth(1).waitFor({ timeout: RENDER_TIMEOUT_MS });
  const button = songs.first().getByRole('button', { name: /^Play / });
  await button.waitFor();
  const pressedAt = await button.evaluate((element: HTMLButtonElement) => {
    const at = performance.now();
    element.click();
    return at;
  });
  const handle = await page.waitForFunction(
    () => (window as unknown as { playingAt?: number }).playingAt,
  );
  const playingAt = (await handle.jsonValue()) as number;
  await context.close();
  return playingAt - pressedAt;
}
