import type { Browser, BrowserContext } from 'playwright-core';
import { waitForComplete } from '../e2e/helpers/songs';

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
  await waitForComplete(songs, 2);
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
