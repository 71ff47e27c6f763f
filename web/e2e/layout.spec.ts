/** Header search rules and the mobile menu. */
import { expect, test } from '@playwright/test';
import { DEMO_AUTHOR, signInByApi } from './support.ts';

test('search trims and encodes, ignores empty text, and is prefilled only on /search', async ({ page }) => {
  await page.goto('/browse');
  const box = page.getByPlaceholder('Search by title, author, or tags...').locator('visible=true');
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/browse$/);

  await box.fill('  glass & orchard ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=glass%20%26%20orchard$/);
  await expect(page.getByPlaceholder('Search by title, author, or tags...').locator('visible=true')).toHaveValue(
    'glass & orchard',
  );

  await page.goto('/ranking');
  await expect(page.getByPlaceholder('Search by title, author, or tags...').locator('visible=true')).toHaveValue('');
});

// Phone layout only: the desktop project leaves out tests tagged @phone (playwright.config.ts).
test('the mobile menu lists the user items except Ranking and closes after a pick @phone', async ({ page }) => {
  await signInByApi(page, DEMO_AUTHOR);
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const label of ['Profile', 'My Bookmarks', 'Reading History', 'My Novels', 'Create Novel']) {
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Ranking Page' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'My Bookmarks' }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(menu).toHaveCount(0);
});
