import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

/**
 * When the running test fails, prints what the page showed and what went wrong on the way (API
 * answers of 400 and above, failed requests, console errors): a failure seen only under CI load
 * then says what the user saw. Call at the start of a test, once the page exists.
 */
export function reportOnFailure(page: Page): void {
  const events: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      events.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    events.push(
      `${at()} failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') events.push(`${at()} console: ${message.text()}`);
  });
  onTestFailed(async () => {
    const text = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch((error: Error) => `(page text unreadable: ${error.message})`);
    console.error(
      `--- the page at failure: ${page.url()}\n${text}\n--- on the way:\n${events.join('\n') || '(nothing)'}`,
    );
  });
}
