import { IDLE_WAIT_MS } from '../../contracts/constants';

/**
 * Resolves when the browser is next idle after the page has loaded (at the latest
 * IDLE_WAIT_MS after asking): code no first view needs loads then (issue 11).
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) {
        requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
      } else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
