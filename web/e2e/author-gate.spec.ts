/** /author/* gating: signed-out visitors go to /auth, readers see 'Author Access Required' and can become authors. */
import { expect, test } from '@playwright/test';
import { DEMO_READER, registerByApi, signInByApi } from './support.ts';

test('a signed-out visitor of an author page lands on the sign-in page', async ({ page }) => {
  await page.goto('/author/novels/create');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toBeVisible();
  // The browser tests run with Google configured (global-setup starts a test provider).
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});

test('a signed-in reader sees Author Access Required on every /author path', async ({ page }) => {
  await signInByApi(page, DEMO_READER);
  for (const path of ['/author/dashboard', '/author/novels/3/edit', '/author/anything']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Author Access Required' })).toBeVisible();
  }
});

test('a reader who becomes an author gets the dashboard', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/author/dashboard');
  await page.getByRole('button', { name: 'Become an Author' }).click();
  await expect(page.getByRole('heading', { name: 'Author Access Required' })).toBeHidden();
  await expect(page).toHaveURL(/\/author\/dashboard$/);
  expect(
    await page.evaluate(async () => ((await (await fetch('/api/user')).json()) as { isAuthor: boolean }).isAuthor),
  ).toBe(true);
});

test('after signing in from /auth the visitor returns to the author page', async ({ page }) => {
  await page.goto('/author/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Log In with Email' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email or username').fill('MaraQuill');
  await dialog.getByLabel('Password').fill('inkshelf-demo');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/author\/dashboard$/);
});
