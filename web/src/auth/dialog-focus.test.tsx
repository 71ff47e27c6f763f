/**
 * Focus in the auth dialogs (issue 16): the first field on open, back to the opener on close; the opener's
 * stand-in in the header when the opener is gone (after signing in); the reset dialog keeps the first opener.
 */
import { createQueryClient } from '@inkshelf/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api } from '../api.ts';
import { App } from '../app.tsx';
import { Header } from '../layout/header.tsx';
import { forbidFetch, json, makeUser } from '../pages/search/test-kit.tsx';
import { useToastStore } from '@inkshelf/ui/toast';
import { AuthDialogHost } from './auth-dialog-host.tsx';
import { useAuthDialog } from './auth-dialog-store.ts';
import { setCurrentUser } from './use-current-user.ts';

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  useAuthDialog.setState({ isOpen: false, isResetOpen: false, opener: null });
});
afterEach(() => vi.unstubAllGlobals());

function renderSite() {
  const client = createQueryClient({ api });
  setCurrentUser(client, null);
  render(
    <App queryClient={client}>
      <MemoryRouter initialEntries={['/terms']}>
        <Header />
        <AuthDialogHost />
      </MemoryRouter>
    </App>,
  );
}

const logInButton = () => screen.getByRole('button', { name: 'Log In' });

describe('auth dialog focus', () => {
  it('opens on the first field, not the tab, and gives focus back to Log In on Escape', async () => {
    renderSite();
    await userEvent.click(logInButton());
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByLabelText('Email or username')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(logInButton()).toHaveFocus());
  });

  it('starts the register tab on its first field and returns to Register', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus());
  });

  it("keeps the first opener through 'Forgot password?' (whose email field gets focus)", async () => {
    renderSite();
    await userEvent.click(logInButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(logInButton()).toHaveFocus());
  });

  it('after signing in, focus lands on the account menu that replaced Log In', async () => {
    // jsdom has no style sheet: lay the header out as on a wide screen, where the menu toggle is not displayed.
    const prototype = Element.prototype as { checkVisibility?: () => boolean };
    const original = prototype.checkVisibility;
    prototype.checkVisibility = function (this: Element) {
      return this.closest('.md\\:hidden') === null;
    };
    onTestFinished(() => {
      prototype.checkVisibility = original;
    });
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json(makeUser({ username: 'ReaderJune' })));
    renderSite();
    await userEvent.click(logInButton());
    await waitFor(() => expect(screen.getByLabelText('Email or username')).toHaveFocus());
    await userEvent.keyboard('ReaderJune');
    await userEvent.type(screen.getByLabelText('Password'), 'inkshelf-demo{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The account menu's code loads after signing in: its stand-in button is replaced, so look it up each time.
    await waitFor(() => expect(screen.getByRole('button', { name: /account menu/ })).toHaveFocus(), { timeout: 3_000 });
  });
});
