/** Shared helpers of the browser tests: viewport-aware header actions, API sign-in, and the axe check. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Demo accounts seeded by the server (README); all share this password. */
export const DEMO_PASSWORD = 'inkshelf-demo';
export const DEMO_READER = 'ReaderJune';
export const DEMO_AUTHOR = 'MaraQuill';

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens the auth dialog on a tab the way a visitor would: header buttons, or the mobile menu on a phone. */
export async function openAuthDialog(page: Page, tab: 'Log In' | 'Register'): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: tab }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: tab, exact: true }).click();
  }
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** Logs out through the user menu (desktop) or the mobile menu (phone). */
export async function logOutThroughMenu(page: Page, username: string): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Log Out' }).click();
  } else {
    await page.getByRole('button', { name: `${username} account menu` }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
  }
}

/** Signs in through the API with the page's cookie jar (fast setup for tests that are not about the dialog). */
export async function signInByApi(page: Page, emailOrUsername: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/login', { data: { emailOrUsername, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Registers a fresh reader through the API (signed in afterwards) and returns its generated username. */
export async function registerByApi(page: Page): Promise<string> {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post('/api/register', { data: { email, password: 'e2e-password-1' } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { username: string }).username;
}

/** No serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  // WCAG 2.2's target size too (axe leaves it off by default): a 17 px link beside another is a miss (issue 37).
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking).toEqual([]);
}

/**
 * A toast with this title (and description) is shown. Located by its data-slot, not by role: while a modal is
 * open Radix hides everything else (the toast viewport too) from the accessibility tree.
 */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const viewport = page.locator('[data-slot="toast"]');
  await expect(viewport.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) {
    await expect(viewport.getByText(description, { exact: typeof description === 'string' })).toBeVisible();
  }
}

/** Stores the site's theme the way the site does; it applies from the next page load. */
export async function setTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((on) => {
    localStorage.setItem('vite-ui-theme', on ? 'dark' : 'light');
    localStorage.setItem('darkMode', on ? 'enabled' : 'disabled');
  }, dark);
}

/**
 * Both themes at both widths, `take` once per combination (it loads its page: the site picks the system theme
 * when a page loads); the page is left at light theme and 1280 px.
 */
export async function everyLook(page: Page, take: (name: string) => Promise<void>): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await take(`${width}-${theme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}
