/**
 * Dark mode: the header switch applies it, stores both keys, and a reload comes back dark without a light flash;
 * a first visit follows the device (issue 16) until the reader chooses.
 */
import { expect, test } from '@playwright/test';

test('dark mode survives a reload and can be turned off again', async ({ page }) => {
  await page.goto('/terms');
  const html = page.locator('html');
  const toggle = page.getByRole('switch', { name: 'Toggle dark mode' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => [localStorage.getItem('vite-ui-theme'), localStorage.getItem('darkMode')])).toEqual([
    'dark',
    'enabled',
  ]);

  // The class must be there before the app's script runs: record it at DOMContentLoaded.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { darkAtLoad: boolean }).darkAtLoad = document.documentElement.classList.contains('dark');
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { darkAtLoad: boolean }).darkAtLoad)).toBe(true);
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('switch', { name: 'Toggle dark mode' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('switch', { name: 'Toggle dark mode' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('disabled');
});

test.describe('on a device that prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  test('a first visit is dark from the first paint, and an explicit light choice wins over the device', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { darkAtLoad: boolean }).darkAtLoad = document.documentElement.classList.contains('dark');
      });
    });
    await page.goto('/browse');
    const html = page.locator('html');
    expect(await page.evaluate(() => (window as unknown as { darkAtLoad: boolean }).darkAtLoad)).toBe(true);
    await expect(html).toHaveClass(/\bdark\b/);
    const toggle = page.getByRole('switch', { name: 'Toggle dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // Following the device stores nothing.
    expect(
      await page.evaluate(() => [localStorage.getItem('vite-ui-theme'), localStorage.getItem('darkMode')]),
    ).toEqual([null, null]);

    await toggle.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(
      await page.evaluate(() => [localStorage.getItem('vite-ui-theme'), localStorage.getItem('darkMode')]),
    ).toEqual(['light', 'disabled']);
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtLoad: boolean }).darkAtLoad)).toBe(false);
    await expect(html).toHaveClass(/\blight\b/);
    await expect(page.getByRole('switch', { name: 'Toggle dark mode' })).toHaveAttribute('aria-checked', 'false');

    // The old key alone still counts as a choice.
    await page.evaluate(() => localStorage.removeItem('vite-ui-theme'));
    await page.reload();
    await expect(html).toHaveClass(/\blight\b/);
  });
});

test('a first visit on a light device is light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/browse');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.getByRole('switch', { name: 'Toggle dark mode' })).toHaveAttribute('aria-checked', 'false');
});
