import type { Page } from 'playwright-core';

/** Where to leave screenshots of the pages at 1280 and 375 px wide, when asked. */
const SHOTS = process.env.SCREENSHOT_DIR;

/** Screenshots of the page at 1280 and 375 px wide into SCREENSHOT_DIR, when it is set. */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
