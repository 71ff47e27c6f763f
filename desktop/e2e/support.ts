/** Helpers of the studio's browser tests: demo account, axe check, screenshots, JSON answers, signing in. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Demo accounts seeded by the server (SEED_DEMO); they share this password. */
export const DEMO_AUTHOR = 'MaraQuill';
export const DEMO_PASSWORD = 'inkshelf-demo';
export const DEMO_READER = 'ReaderJune';

/** A chapter as the API answers it: `contentHtml` (the HTML the studio edits) on a `?format=html` read, neither text in a list. */
export interface ChapterRow {
  id: number;
  chapterNumber: number;
  title: string;
  status: string;
  contentHtml?: string;
  updatedAt: string;
}

/** No serious or critical accessibility violations on the current screen. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(blocking, `axe on the ${screen} screen`).toEqual([]);
}

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

export async function json<T>(response: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}): Promise<T> {
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in through the studio's sign-in screen and waits for My Novels. */
export async function signInToStudio(page: Page, serverUrl: string): Promise<void> {
  await page.getByLabel('Server address').fill(serverUrl);
  await page.getByLabel('Email or username').fill(DEMO_AUTHOR);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'My Novels' })).toBeVisible();
}

/**
 * Uncaught exceptions and console errors of the page, except the browser's own line for a failed request
 * (expected here: the server is stopped on purpose, and 401/409 answers are part of the flows).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}
