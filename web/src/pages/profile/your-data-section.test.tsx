/** Profile: 'Your data' (download the archive; delete the account behind a confirmation that names what goes). */
import type { AccountFootprint } from '@inkshelf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserKey } from '../../auth/use-current-user.ts';
import { useToastStore } from '@inkshelf/ui/toast';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import { YourDataSection } from './your-data-section.tsx';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const toasts = () => useToastStore.getState().toasts.map(({ title, description }) => ({ title, description }));
const footprint = (overrides: Partial<AccountFootprint> = {}): AccountFootprint => ({
  novels: 2,
  chapters: 14,
  reviews: 1,
  comments: 3,
  repliesFromOthers: 2,
  bookmarks: 5,
  readingHistory: 4,
  likes: 0,
  apps: 0,
  hasPassword: true,
  twoFactorEnabled: false,
  ...overrides,
});

const renderSection = () => renderPage(<YourDataSection />, { url: '/profile', user: makeUser() });
const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
};

describe('YourDataSection', () => {
  it('downloads the archive under the file name the server gives', async () => {
    const fetch = forbidFetch();
    const createObjectURL = vi.fn(() => 'blob:archive');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderSection();
    fetch.mockResolvedValueOnce(
      new Response('{"format":"inkshelf-account-export"}', {
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="inkshelf-ReaderJune-2026-11-27.json"',
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('inkshelf-ReaderJune-2026-11-27.json');
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({ method: 'GET', url: '/api/users/me/export' });
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Download ready', description: expect.any(String) }]));
    click.mockRestore();
  });

  it("shows the server's message when the download is refused", async () => {
    forbidFetch().mockResolvedValueOnce(json({ message: 'Too many downloads.' }, 429));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Error', description: 'Too many downloads.' }]));
  });

  it('names what deleting removes, asks for the password and shows a wrong one by its field', async () => {
    const fetch = forbidFetch().mockResolvedValueOnce(json(footprint()));
    renderSection();
    const dialog = await openDialog();
    const list = await within(dialog).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 novels with 14 chapters, and everything on them',
      '1 review',
      '3 comments and 2 replies to them',
      '5 bookmarks',
      'your reading history (4 novels)',
    ]);
    expect(within(dialog).queryByLabelText('Two-factor code')).not.toBeInTheDocument();

    fetch.mockResolvedValueOnce(
      json({ message: 'That password is not correct. Your account was not deleted.', field: 'password' }, 400),
    );
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText('That password is not correct. Your account was not deleted.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(requestOf(fetch.mock.calls[1]!)).toEqual({
      method: 'DELETE',
      url: '/api/users/me',
      body: { password: 'wrong one' },
    });

    // Cancel leaves the account alone.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends the two-factor code too, then forgets the user, goes home and says so', async () => {
    const fetch = forbidFetch().mockResolvedValueOnce(json(footprint({ twoFactorEnabled: true })));
    const page = renderSection();
    const dialog = await openDialog();
    await userEvent.type(await within(dialog).findByLabelText('Your password'), 'the password');
    await userEvent.type(within(dialog).getByLabelText('Two-factor code'), '123 456');
    fetch.mockResolvedValueOnce(json({ message: 'Your account and everything it wrote have been deleted.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(page.location()).toBe('/'));
    expect(requestOf(fetch.mock.calls[1]!).body).toEqual({ password: 'the password', code: '123 456' });
    expect(page.client.getQueryData(currentUserKey)).toBeNull();
    expect(toasts()).toEqual([
      { title: 'Account deleted', description: 'Your account and everything it wrote have been deleted.' },
    ]);
  });

  it('asks an account without a password (Google only) to type its username', async () => {
    const fetch = forbidFetch().mockResolvedValueOnce(
      json(
        footprint({
          hasPassword: false,
          ...{ novels: 0, chapters: 0, reviews: 0, comments: 0, repliesFromOthers: 0, bookmarks: 0, readingHistory: 0 },
        }),
      ),
    );
    renderSection();
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/only the account itself will be removed/)).toBeVisible();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Type your username (ReaderJune) to confirm'), 'ReaderJune');
    fetch.mockResolvedValueOnce(json({ message: 'deleted' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(requestOf(fetch.mock.calls[1]!).body).toEqual({ confirmUsername: 'ReaderJune' });
  });
});
