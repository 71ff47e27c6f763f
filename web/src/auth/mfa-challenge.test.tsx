/** The code step: after a password sign-in that answers mfaRequired, in the login form and as a page-load dialog. */
import { createQueryClient } from '@inkshelf/api-client';
import type { CurrentUser } from '@inkshelf/contracts';
import { NotifyProvider } from '@inkshelf/reader-ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api.ts';
import { forbidFetch, json, makeUser, requestOf } from '../pages/search/test-kit.tsx';
import { toast, useToastStore } from '@inkshelf/ui/toast';
import { AuthDialogHost } from './auth-dialog-host.tsx';
import { LoginForm } from './login-form.tsx';
import { currentUserKey, setCurrentUser } from './use-current-user.ts';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const toasts = () => useToastStore.getState().toasts.map(({ title, description }) => ({ title, description }));
const halfSignedIn = makeUser({ username: 'ReaderJune', aal: 'aal1', mfaEnrolled: true, mfaRequired: true });
const signedIn = makeUser({ username: 'ReaderJune', aal: 'aal2', mfaEnrolled: true, mfaRequired: false });

function renderWith(element: ReactElement, user: CurrentUser | null = null): QueryClient {
  const client = createQueryClient({ api });
  setCurrentUser(client, user);
  render(
    <QueryClientProvider client={client}>
      <NotifyProvider notify={toast}>{element}</NotifyProvider>
    </QueryClientProvider>,
  );
  return client;
}

async function passwordStep(onDone = vi.fn()) {
  const fetch = forbidFetch();
  fetch.mockResolvedValueOnce(json(halfSignedIn));
  const client = renderWith(<LoginForm onDone={onDone} onForgotPassword={vi.fn()} />);
  await userEvent.type(screen.getByLabelText('Email or username'), 'ReaderJune');
  await userEvent.type(screen.getByLabelText('Password'), 'inkshelf-demo');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByText('Enter the 6-digit code from your authenticator app');
  return { fetch, client, onDone };
}

describe('login form code step', () => {
  it('asks for the code instead of finishing the sign-in, then verifies it', async () => {
    const { fetch, client, onDone } = await passwordStep();
    expect(onDone).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    fetch.mockResolvedValueOnce(json(signedIn)); // POST /api/mfa/challenge
    fetch.mockResolvedValue(json(signedIn)); // the current user, refetched
    await userEvent.type(screen.getByLabelText('Authentication code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requestOf(fetch.mock.calls[1]!)).toMatchObject({
      url: '/api/mfa/challenge',
      method: 'POST',
      body: { code: '123456' },
    });
    expect(toasts()).toEqual([{ title: 'Login successful', description: 'Welcome back, ReaderJune!' }]);
    expect(client.getQueryData<CurrentUser>(currentUserKey)).toMatchObject({ aal: 'aal2', mfaRequired: false });
  });

  it('checks the code format before calling, and shows the server refusal under the field', async () => {
    const { fetch } = await passwordStep();
    await userEvent.type(screen.getByLabelText('Authentication code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code from your authenticator app');
    expect(fetch).toHaveBeenCalledTimes(1);

    const refusal = 'That code is not valid. Check your authenticator app and try again.';
    fetch.mockResolvedValueOnce(json({ message: refusal }, 400));
    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(refusal, { selector: '[role=alert]' })).toBeInTheDocument();
    expect(toasts()).toEqual([{ title: 'Verification failed', description: refusal }]);
  });

  it("switches to a recovery code with 'Use a recovery code instead'", async () => {
    const { fetch, onDone } = await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
    fetch.mockResolvedValueOnce(json(signedIn));
    fetch.mockResolvedValue(json(signedIn));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'K7FQ2-MX9TP');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requestOf(fetch.mock.calls[1]!).body).toEqual({ recoveryCode: 'k7fq2mx9tp' });
    await userEvent.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('Cancel signs out and goes back to the password form', async () => {
    const { fetch, client } = await passwordStep();
    fetch.mockResolvedValueOnce(json({ message: 'Signed out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(requestOf(fetch.mock.calls[1]!)).toMatchObject({ url: '/api/logout', method: 'POST' });
    expect(client.getQueryData(currentUserKey)).toBeNull();
  });
});

describe('code step on page load', () => {
  it('shows the challenge dialog while the current user owes a code, and not otherwise', async () => {
    forbidFetch();
    renderWith(<AuthDialogHost />, halfSignedIn);
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor verification' });
    expect(dialog).toHaveTextContent('Enter the 6-digit code from your authenticator app');
    expect(screen.getByRole('button', { name: 'Use a recovery code instead' })).toBeInTheDocument();
  });

  it('stays hidden for a signed-in user', async () => {
    forbidFetch();
    renderWith(<AuthDialogHost />, signedIn);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
