/** The 'Sign in with Google' button on /auth: shown only when the server offers Google, 'Signing in...' once clicked. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuthPage from '../pages/auth/index.tsx';
import { forbidFetch, json, renderPage, requestUrl } from '../pages/search/test-kit.tsx';
import { googleSignInUrl } from './google-sign-in.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Google sign-in on /auth', () => {
  it('is hidden while the server does not offer Google', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ google: false }));
    renderPage(<AuthPage />, { url: '/auth' });
    expect(await screen.findByRole('button', { name: 'Log In with Email' })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(requestUrl(fetch.mock.calls[0]![0])).toBe('/api/auth/providers');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it("shows the button when it does, which reads 'Signing in...' while the page leaves for Google", async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ google: true }));
    renderPage(<AuthPage />, { url: '/auth' });
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    // jsdom cannot navigate; the click must still switch the button to its working state.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('starts on the server with the path to come back to', () => {
    expect(googleSignInUrl()).toBe('/api/auth/google/start?returnTo=%2F');
    expect(googleSignInUrl('/novels/A Tale')).toBe('/api/auth/google/start?returnTo=%2Fnovels%2FA+Tale');
  });
});
