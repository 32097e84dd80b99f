import { chromium, type Browser } from 'playwright-core';
import { APP_TIMEOUT_MS } from './waits';

/** Debian's chromium (installed by .ci/run); never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Arguments for `launchBrowser` that give pages a fake microphone (Chromium's beeping test
 * device) and grant it without asking, for flows that record.
 */
export const FAKE_MICROPHONE = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/**
 * Chromium whose pages wait up to APP_TIMEOUT_MS for what they look for (locators, navigations)
 * instead of Playwright's 30 s: a loaded CI machine is slow, not wrong.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
      // The player starts the next song from an ended event, with no click of its own.
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  // browser.newPage() makes its context through newContext too, so both get the timeouts.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(APP_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(APP_TIMEOUT_MS);
    return context;
  };
  return browser;
}
