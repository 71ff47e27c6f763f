/** /auth/callback with Google's answer in the query: signed in, link by password, or failed. */
import { OIDC_MESSAGES } from '@inkshelf/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@inkshelf/ui/toast';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import AuthCallbackPage from './index.tsx';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

let sequence = 0;
const callbackUrl = () => `/auth/callback?code=code-${Date.now()}-${++sequence}&state=the-state&iss=http%3A%2F%2Fidp`;
const toasts = () => useToastStore.getState().toasts.map(({ title, description }) => ({ title, description }));
const june = makeUser({ username: 'Reader512' });

describe('AuthCallbackPage', () => {
  it('posts the code and state, greets like the login form and goes where sign-in was asked for', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ linkRequired: false, user: june, returnTo: '/reading-history' }));
    fetch.mockResolvedValueOnce(json(june));
    const page = renderPage(<AuthCallbackPage />, { url: callbackUrl(), path: '/auth/callback' });
    expect(screen.getByRole('status')).toHaveTextContent('Signing in...');
    await waitFor(() => expect(page.location()).toBe('/reading-history'));
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({
      url: '/api/auth/google/callback',
      method: 'POST',
      body: { code: expect.stringMatching(/^code-/), state: 'the-state', iss: 'http://idp' },
    });
    expect(toasts()).toEqual([{ title: 'Login successful', description: 'Welcome back, Reader512!' }]);
  });

  it('does not greet an account that still owes its second factor (the code step takes over)', async () => {
    const fetch = forbidFetch();
    const owing = { ...june, mfaRequired: true };
    fetch.mockResolvedValueOnce(json({ linkRequired: false, mfaRequired: true, user: owing, returnTo: '/' }));
    fetch.mockResolvedValueOnce(json(owing));
    const page = renderPage(<AuthCallbackPage />, { url: callbackUrl(), path: '/auth/callback' });
    await waitFor(() => expect(page.location()).toBe('/'));
    expect(toasts()).toEqual([]);
  });

  it('asks for the password of the account with that email, says a wrong one, then signs in', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ linkRequired: true, email: 'june@example.com', returnTo: '/' }));
    const page = renderPage(<AuthCallbackPage />, { url: callbackUrl(), path: '/auth/callback' });
    const form = await screen.findByRole('region', { name: OIDC_MESSAGES.linkTitle });
    expect(form).toHaveTextContent('june@example.com');

    fetch.mockResolvedValueOnce(json({ message: OIDC_MESSAGES.passwordIncorrect }, 401));
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Link Google and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OIDC_MESSAGES.passwordIncorrect);
    expect(toasts()).toEqual([]);

    fetch.mockResolvedValueOnce(json({ linkRequired: false, user: june, returnTo: '/' }));
    fetch.mockResolvedValueOnce(json(june));
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Link Google and sign in' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Login successful', description: 'Welcome back, Reader512!' }]),
    );
    expect(requestOf(fetch.mock.calls[2]!)).toMatchObject({
      url: '/api/auth/google/link',
      body: { password: 'right' },
    });
    expect(page.location()).toBe('/');
  });

  it("says that sign-in failed, in the server's words, with a way back to /auth", async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ message: OIDC_MESSAGES.emailNotVerified }, 403));
    renderPage(<AuthCallbackPage />, { url: callbackUrl(), path: '/auth/callback' });
    expect(await screen.findByRole('heading', { name: 'Sign in failed' })).toBeInTheDocument();
    expect(screen.getByText('Could not sign in with Google')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
    expect(toasts()).toEqual([{ title: 'Google sign-in failed', description: OIDC_MESSAGES.emailNotVerified }]);
  });

  it('reports an error Google sent back without calling the server', async () => {
    forbidFetch();
    renderPage(<AuthCallbackPage />, { url: '/auth/callback?error=access_denied&state=x', path: '/auth/callback' });
    expect(await screen.findByRole('heading', { name: 'Sign in failed' })).toBeInTheDocument();
    expect(toasts()).toEqual([{ title: 'Google sign-in failed', description: 'Could not sign in with Google' }]);
  });
});
