/**
 * TOTP two-factor against the real server: a reader turns it on from Profile (codes from the key shown, via otpauth),
 * signs in with a code, then with a recovery code after a reload mid-step, and turns it off. Axe on both screens.
 */
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expectAccessible, expectToast, logOutThroughMenu, openAuthDialog, registerByApi } from './support.ts';

const PASSWORD = 'e2e-password-1';
const STEP_MS = 30_000;

/** An authenticator app for `secret` that never shows the server a time step it has already accepted. */
function authenticator(secret: string) {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  let lastStep = -Infinity;
  return {
    /** A code the server accepts: this step, or the next one (inside its +-1 window) when this one was used. */
    async nextCode(page: Page): Promise<string> {
      let now = Math.floor(Date.now() / STEP_MS);
      if (lastStep > now) {
        await page.waitForTimeout(lastStep * STEP_MS - Date.now() + 500);
        now = Math.floor(Date.now() / STEP_MS);
      }
      const step = Math.max(now, lastStep + 1);
      lastStep = step;
      return totp.generate({ timestamp: step * STEP_MS + 1000 });
    },
  };
}

async function passwordStep(page: Page, username: string) {
  // The home page invites signed-out visitors with its own modal; log in from a quieter page.
  await page.goto('/browse');
  await openAuthDialog(page, 'Log In');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email or username').fill(username);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  return dialog;
}

async function expectSignedIn(page: Page, username: string) {
  await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const me = await page.request.get('/api/user');
  expect(await me.json()).toMatchObject({ username, aal: 'aal2', mfaEnrolled: true, mfaRequired: false });
}

test('enroll from the profile, sign in with a code, then with a recovery code, then turn it off', async ({ page }) => {
  test.setTimeout(120_000);
  const username = await registerByApi(page);

  // Profile: set up.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByRole('button', { name: 'Set up' })).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Set up' }).click();
  const qr = section.getByRole('img', { name: 'QR code for adding your Inkshelf account to an authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  const secret = (await section.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  const app = authenticator(secret);

  await section.getByLabel('6-digit code').fill('000000');
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByRole('alert')).toHaveText(/not valid|already been used/);
  await section.getByLabel('6-digit code').fill(await app.nextCode(page));
  await section.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Two-factor authentication is on');
  const list = section.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download .txt' }).click();
  expect((await download).suggestedFilename()).toBe('inkshelf-recovery-codes.txt');
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(section.getByText('10 of 10 recovery codes left.')).toBeVisible();

  // Sign out, then in: the password is not enough.
  await logOutThroughMenu(page, username);
  await expectToast(page, 'Logged out');
  const dialog = await passwordStep(page, username);
  await expectAccessible(page);
  const me = await page.request.get('/api/user');
  expect(await me.json()).toMatchObject({ aal: 'aal1', mfaRequired: true });
  expect((await page.request.get('/api/bookmarks')).status()).toBe(401);
  await dialog.getByLabel('Authentication code').fill(await app.nextCode(page));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page, username);

  // Again, with a recovery code, reloading the page during the code step.
  await logOutThroughMenu(page, username);
  await expectToast(page, 'Logged out');
  await passwordStep(page, username);
  await page.reload();
  const challenge = page.getByRole('dialog', { name: 'Two-factor verification' });
  await expect(challenge).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: `${username} account menu` })).toHaveCount(0);
  await expectAccessible(page);
  await challenge.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await challenge.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page, username);

  // A used recovery code does not work twice.
  const reused = await page.request.post('/api/mfa/challenge', { data: { recoveryCode: recoveryCodes[0] } });
  expect(reused.status()).toBe(400);

  // Turn it off with a current code.
  await page.goto('/profile');
  await expect(section.getByText('9 of 10 recovery codes left.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn off' }).click();
  await section.getByLabel('6-digit code').fill(await app.nextCode(page));
  await section.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expectToast(page, 'Two-factor authentication is off');
  await expect(section.getByRole('button', { name: 'Set up' })).toBeVisible();

  // The password alone signs in again.
  await logOutThroughMenu(page, username);
  await expectToast(page, 'Logged out');
  await page.goto('/browse');
  await openAuthDialog(page, 'Log In');
  const login = page.getByRole('dialog');
  await login.getByLabel('Email or username').fill(username);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
});

test('Cancel on the code step signs out', async ({ page }) => {
  const username = await registerByApi(page);
  const enrollment = await page.request.post('/api/mfa/enroll');
  const { secret } = (await enrollment.json()) as { secret: string };
  const app = authenticator(secret);
  const verified = await page.request.post('/api/mfa/verify', { data: { code: await app.nextCode(page) } });
  expect(verified.status()).toBe(200);
  await page.request.post('/api/logout');

  const dialog = await passwordStep(page, username);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Password')).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('a Google sign-in of an account with two-factor asks for the code on /auth/callback', async ({ page }) => {
  // A new reader through Google (the provider's development login page), then two-factor on through the API.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByPlaceholder('Enter any login').fill(`e2e-mfa-google-${Date.now()}@example.com`);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expectToast(page, 'Login successful');
  const { secret } = (await (await page.request.post('/api/mfa/enroll')).json()) as { secret: string };
  const app = authenticator(secret);
  expect((await page.request.post('/api/mfa/verify', { data: { code: await app.nextCode(page) } })).status()).toBe(200);
  await page.request.post('/api/logout');

  // Google again (the provider remembers the login): the callback leaves the session at aal1 and asks for the code.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const challenge = page.getByRole('dialog', { name: 'Two-factor verification' });
  await expect(challenge).toBeVisible();
  expect((await (await page.request.get('/api/user')).json()) as object).toMatchObject({ mfaRequired: true });
  await challenge.getByLabel('Authentication code').fill(await app.nextCode(page));
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Login successful');
  await expect(challenge).toHaveCount(0);
  expect((await (await page.request.get('/api/user')).json()) as object).toMatchObject({ aal: 'aal2' });
});
