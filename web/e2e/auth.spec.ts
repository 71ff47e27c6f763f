/** Register, log out and log in through the auth dialog, with the spec's validation messages and toasts. */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_READER, expectToast, isMobile, logOutThroughMenu, openAuthDialog } from './support.ts';

test('register, log out, then log in again through the dialog', async ({ page }) => {
  await page.goto('/browse');
  await openAuthDialog(page, 'Register');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');

  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(dialog.getByText('You must accept the terms and conditions')).toBeVisible();

  const email = `e2e-dialog-${Date.now()}@example.com`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('secret-words');
  await dialog.getByLabel('Confirm password').fill('other-words');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();

  await dialog.getByLabel('Confirm password').fill('secret-words');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration successful', /^Welcome to Inkshelf, Reader\d{3}!$/);
  await expect(dialog).toBeHidden();
  const username = await page.evaluate(
    async () => ((await (await fetch('/api/user')).json()) as { username: string }).username,
  );
  expect(username).toMatch(/^Reader\d{3}$/);
  if (!isMobile(page)) await expect(page.getByRole('button', { name: `${username} account menu` })).toBeVisible();

  await logOutThroughMenu(page, username);
  await expectToast(page, 'Logged out', 'You have been successfully logged out.');
  await expect(page).toHaveURL(/\/$/);

  // The home page invites signed-out visitors with its own modal; log in from a quieter page.
  await page.goto('/terms');
  await openAuthDialog(page, 'Log In');
  await dialog.getByLabel('Email or username').fill(email);
  await dialog.getByLabel('Password').fill('secret-words');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
});

test('the login tab validates, reports a failed login and signs in a demo reader', async ({ page }) => {
  await page.goto('/ranking');
  await openAuthDialog(page, 'Log In');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog.getByText('Email or username is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();

  await dialog.getByLabel('Email or username').fill(DEMO_READER);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expectToast(page, 'Login failed', '401: Invalid email/username or password');

  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expectToast(page, 'Login successful', `Welcome back, ${DEMO_READER}!`);
  await expect(page).toHaveURL(/\/ranking$/);
});

test('forgot password shows the server answer', async ({ page }) => {
  await page.goto('/guidelines');
  await openAuthDialog(page, 'Log In');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill('nobody-here@example.com');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    dialog.getByText('If an account exists for that email, we have sent a link to reset its password.'),
  ).toBeVisible();
});
