/**
 * Google sign-in from the button to the signed-in header, against the real OpenID provider that global-setup
 * starts on loopback (oidc-provider's development login page: the login name typed there is who signs in, see
 * server/test/oidc-provider.ts). Also linking an existing account by its password, and a refused sign-in.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectToast, isMobile } from './support.ts';

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** On the provider's login page: signs in as `login`. */
async function loginAtProvider(page: Page, login: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function signedInUsername(page: Page): Promise<string> {
  return page.evaluate(async () => ((await (await fetch('/api/user')).json()) as { username: string }).username);
}

async function expectSignedInHeader(page: Page, username: string): Promise<void> {
  if (!isMobile(page)) await expect(page.getByRole('button', { name: `${username} account menu` })).toBeVisible();
}

test('a new reader signs in with Google and returns to the page that asked for sign-in', async ({ page }) => {
  await page.goto('/reading-history');
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const button = page.getByRole('button', { name: 'Sign in with Google' });
  await button.click();
  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
  // The provider's own page, on its own origin.
  expect(page.url()).toContain('/interaction/');

  await loginAtProvider(page, unique('e2e-google'));
  await expectToast(page, 'Login successful', /^Welcome back, Reader\d{3,}!$/);
  await expect(page).toHaveURL(/\/reading-history$/);
  const username = await signedInUsername(page);
  expect(username).toMatch(/^Reader\d{3,}$/);
  await expectSignedInHeader(page, username);
});

test('a Google email of an existing account links after its password', async ({ page, request }) => {
  const email = unique('e2e-link');
  const registered = await request.post('/api/register', { data: { email, password: 'link-password-1' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { username } = (await registered.json()) as { username: string };

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await loginAtProvider(page, email);

  await expect(page).toHaveURL(/\/auth\/callback\?/);
  const form = page.getByRole('region', { name: 'Confirm your Inkshelf password to link Google' });
  await expect(form).toBeVisible();
  await expect(form.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('link-form.png') });

  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Link Google and sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText('The password is incorrect.');
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await form.getByLabel('Password').fill('link-password-1');
  await form.getByRole('button', { name: 'Link Google and sign in' }).click();
  await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInHeader(page, username);

  // Linked: the next Google sign-in goes straight in (the provider remembers its login: no page there either).
  await page.request.post('/api/logout');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
});

test('an unverified Google email is refused with a way back to sign-in', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await loginAtProvider(page, unique('unverified-e2e'));
  await expectToast(page, 'Google sign-in failed', 'Your Google email address is not verified.');
  await expect(page.getByRole('heading', { name: 'Sign in failed' })).toBeVisible();
  await expect(page.getByText('Could not sign in with Google')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sign-in-failed.png') });
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});
