/**
 * Dialog focus with the keyboard only (issue 16): the login dialog opens on its first field, its tabs and
 * 'Forgot password?' start on their first field too, and focus comes back to the control that opened it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_READER, isMobile } from './support.ts';

/** Presses Tab (or Shift+Tab) until `target` has focus: these tests move focus with the keyboard only. */
async function tabTo(page: Page, target: Locator, limit = 25, key = 'Tab'): Promise<void> {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  if (await focused()) return;
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(key);
    if (await focused()) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('dialog focus, keyboard only', () => {
  /** The control that opens the login dialog here: the header's Log In, or the menu toggle then its Log In. */
  async function openLogin(page: Page): Promise<Locator> {
    if (isMobile(page)) {
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Log In' }));
      await page.keyboard.press('Enter');
      // The menu closes behind the dialog: its toggle is where focus comes back to.
      return toggle;
    }
    const logIn = page.getByRole('banner').getByRole('button', { name: 'Log In', exact: true });
    await tabTo(page, logIn);
    await page.keyboard.press('Enter');
    return logIn;
  }

  test('the login dialog opens on its first field and gives focus back on close and after signing in', async ({
    page,
  }) => {
    await page.goto('/browse');
    const opener = await openLogin(page);
    const dialog = page.getByRole('dialog', { name: 'Welcome to Inkshelf' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email or username')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Again, this time signing in; focus then goes to what stands where Log In was.
    const again = await openLogin(page);
    await expect(dialog.getByLabel('Email or username')).toBeFocused();
    await page.keyboard.type(DEMO_READER);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    if (isMobile(page)) {
      await expect(again).toBeFocused();
    } else {
      await expect(page.getByRole('button', { name: `${DEMO_READER} account menu` })).toBeFocused();
    }
  });

  test("the register tab and 'Forgot password?' start on their first field too", async ({ page }) => {
    await page.goto('/terms');
    const opener = await openLogin(page);
    const dialog = page.getByRole('dialog', { name: 'Welcome to Inkshelf' });
    await expect(dialog.getByLabel('Email or username')).toBeFocused();
    // Over to the Register tab by keyboard: back to the tabs (past the tab panel), then the arrow key.
    await tabTo(page, dialog.getByRole('tab', { name: 'Login' }), 2, 'Shift+Tab');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, dialog.getByLabel('Email', { exact: true }), 3);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The header's Register opens that tab directly, on its first field.
    if (!isMobile(page)) {
      await page.keyboard.press('Tab');
      const register = page.getByRole('banner').getByRole('button', { name: 'Register' });
      await expect(register).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(register).toBeFocused();
      await page.keyboard.press('Shift+Tab');
    }

    await openLogin(page);
    await expect(dialog.getByLabel('Email or username')).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Forgot password?' }));
    await page.keyboard.press('Enter');
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(reset).toBeVisible();
    await expect(reset.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(reset).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
