import type { Page } from 'playwright-core';

export const PASSWORD = 'correct horse battery';

/** Signs up through the real form; the caller waits for wherever it should land. */
export async function signUpThroughForm(page: Page, baseUrl: string, handle: string) {
  await page.goto(`${baseUrl}/sign-up`);
  await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
  await page.getByLabel('Email').fill(`${handle}@example.com`);
  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}
