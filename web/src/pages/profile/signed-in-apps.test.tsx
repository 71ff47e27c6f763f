/** Profile: the signed-in apps section (list on demand, empty state, revoke with a confirmation and toasts). */
import type { TokenInfo } from '@inkshelf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@inkshelf/ui/toast';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import { SignedInApps } from './signed-in-apps.tsx';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const toasts = () => useToastStore.getState().toasts.map(({ title, description }) => ({ title, description }));
const token = (overrides: Partial<TokenInfo> = {}): TokenInfo => ({
  id: 7,
  deviceName: 'Inkshelf Studio',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2027-01-01T10:00:00.000Z',
  current: false,
  ...overrides,
});
const studio = token();
const laptop = token({ id: 9, deviceName: 'Laptop', lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString() });

const renderSection = () => renderPage(<SignedInApps />, { url: '/profile', user: makeUser() });
const open = () => userEvent.click(screen.getByRole('button', { name: 'Show signed-in apps' }));

describe('SignedInApps', () => {
  it('loads nothing until opened, then lists each app with when it signed in and was last used', async () => {
    const fetch = forbidFetch();
    renderSection();
    expect(screen.getByRole('heading', { name: 'Signed-in apps' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    fetch.mockResolvedValueOnce(json([laptop, studio]));
    await open();
    const list = await screen.findByRole('list', { name: 'Signed-in apps' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Laptop|Inkshelf Studio/).textContent)).toEqual([
      'Laptop',
      'Inkshelf Studio',
    ]);
    expect(rows[0]).toHaveTextContent('Last used 5 minutes ago');
    expect(rows[1]).toHaveTextContent('Last used Not used yet');
    expect(rows[1]).toHaveTextContent(/Signed in \w+ \d+, 2026/);
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({
      method: 'GET',
      url: expect.stringMatching(/\/api\/tokens$/),
    });
    expect(screen.getByRole('button', { name: 'Hide signed-in apps' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when no app is signed in', async () => {
    forbidFetch().mockResolvedValueOnce(json([]));
    renderSection();
    await open();
    expect(await screen.findByText('No apps are signed in to your account.')).toBeInTheDocument();
  });

  it('offers to try again when the list does not load', async () => {
    const fetch = forbidFetch().mockResolvedValueOnce(json({ message: 'Internal server error' }, 500));
    renderSection();
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your signed-in apps.');
    fetch.mockResolvedValueOnce(json([studio]));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Inkshelf Studio')).toBeInTheDocument();
  });

  it('revokes an app after a confirmation, says so and refreshes the list', async () => {
    const fetch = forbidFetch().mockResolvedValueOnce(json([laptop, studio]));
    renderSection();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Inkshelf Studio' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke Inkshelf Studio?' });
    expect(dialog).toHaveTextContent('The app is signed out at once.');

    // Cancel leaves it alone.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Inkshelf Studio' }));
    fetch.mockResolvedValueOnce(json({ message: 'Signed out of the app' })).mockResolvedValueOnce(json([laptop]));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'App signed out', description: 'Inkshelf Studio no longer has access to your account.' },
      ]),
    );
    expect(requestOf(fetch.mock.calls[1]!)).toMatchObject({
      method: 'DELETE',
      url: expect.stringMatching(/\/api\/tokens\/7$/),
    });
    await waitFor(() => expect(screen.queryByText('Inkshelf Studio')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Laptop')).toBeInTheDocument();
  });

  it("shows the server's message when revoking fails", async () => {
    const fetch = forbidFetch().mockResolvedValueOnce(json([studio]));
    renderSection();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Inkshelf Studio' }));
    fetch.mockResolvedValueOnce(json({ message: 'Token not found' }, 404)).mockResolvedValueOnce(json([]));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Error', description: 'Token not found' }]));
    expect(await screen.findByText('No apps are signed in to your account.')).toBeInTheDocument();
  });
});
