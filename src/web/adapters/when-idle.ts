import { FIRST_VIEW_SETTLE_MS, FIRST_VIEW_WAIT_MS, IDLE_WAIT_MS } from '../../contracts/constants';

let shown: () => void = () => {};
const firstView = new Promise<void>((resolve) => (shown = resolve));

/** The page's first view has drawn its content: code waiting for idle time may now load. */
export function firstViewShown(): void {
  shown();
}

let hurried: () => void = () => {};
const hurry = new Promise<void>((resolve) => (hurried = resolve));

/**
 * The user asked for something whose code waits for idle time (a click on a page drawn before
 * it): everything waiting loads now.
 */
export function loadDeferredNow(): void {
  hurried();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Resolves when the browser is next idle after the page has loaded and its first view has drawn
 * (at the latest FIRST_VIEW_WAIT_MS after the load) and settled for FIRST_VIEW_SETTLE_MS (at the
 * latest IDLE_WAIT_MS after that): code no first view needs loads then (issue 11); or at once
 * when the user asks for it (`loadDeferredNow`).
 */
export async function whenIdle(): Promise<void> {
  await Promise.race([idleAfterFirstView(), hurry]);
}

async function idleAfterFirstView(): Promise<void> {
  await loaded();
  await Promise.race([firstView, pause(FIRST_VIEW_WAIT_MS)]);
  await pause(FIRST_VIEW_SETTLE_MS);
  await new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) {
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    } else setTimeout(resolve, 0);
  });
}
