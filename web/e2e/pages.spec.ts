/** The 404 page and the four static policy pages: spec texts, policy facts, footer links and accessibility. */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support.ts';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  // Every route names itself in the tab (issue 16); the home page keeps the spec's 'Inkshelf - Web Novel Platform'.
  await expect(page).toHaveTitle('404 Page Not Found - Inkshelf');
  await expectAccessible(page);
});

const STATIC_PAGES = [
  { path: '/terms', title: 'Terms of Service', fact: /at least 13 years old/ },
  { path: '/privacy', title: 'Privacy Policy', fact: /ad-supported/ },
  { path: '/copyright', title: 'DMCA Policy', fact: /within 24 hours/ },
  { path: '/guidelines', title: 'Content Guidelines', fact: /Mature \(18\+\)/ },
];

for (const { path, title, fact } of STATIC_PAGES) {
  test(`${path} shows the ${title} with its effective date`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Effective date: May 20, 2025')).toBeVisible();
    await expect(page.getByText(fact).first()).toBeVisible();
  });
}

test('the terms page is accessible in both themes', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('Teen (13+)').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('switch', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
});

test('the footer links every section 2 destination and the community chat', async ({ page }) => {
  await page.goto('/privacy');
  const footer = page.getByRole('contentinfo');
  for (const label of [
    'My Profile',
    'Bookmarks',
    'Reading History',
    'Ranking Page',
    'Terms of Service',
    'Privacy Policy',
    'Copyright Policy',
    'Content Guidelines',
  ]) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /community chat/ })).toHaveAttribute('target', '_blank');
  await footer.getByRole('link', { name: 'Content Guidelines' }).click();
  await expect(page).toHaveURL(/\/guidelines$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content Guidelines' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
