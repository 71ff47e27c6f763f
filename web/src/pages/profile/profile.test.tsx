/** Profile: username rules (blank, unchanged, conflict), password rules of section 5, and becoming an author. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@inkshelf/ui/toast';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import ProfilePage from './index.tsx';
import { seedProfileSettings } from './test-seed.ts';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const june = makeUser({ username: 'ReaderJune' });
const toasts = () => useToastStore.getState().toasts.map(({ title, description }) => ({ title, description }));
const renderProfile = (user = june) =>
  renderPage(<ProfilePage />, { url: '/profile', user, seed: seedProfileSettings });

describe('ProfilePage', () => {
  it("asks signed-out visitors to log in, with 'Go to Login' to /auth", () => {
    forbidFetch();
    renderPage(<ProfilePage />, { url: '/profile' });
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to view your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  });

  it('shows the name and account type; authors get the dashboard link', () => {
    forbidFetch();
    renderProfile(makeUser({ username: 'MaraQuill', isAuthor: true }));
    expect(screen.getByText('MaraQuill')).toBeInTheDocument();
    expect(screen.getByText('Author')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Author Dashboard' })).toHaveAttribute('href', '/author/dashboard');
    expect(screen.queryByRole('button', { name: 'Become an Author' })).not.toBeInTheDocument();
  });
});

describe('change username', () => {
  const field = () => screen.getByLabelText('New username');
  const button = () => screen.getByRole('button', { name: 'Update Username' });

  it('is disabled while blank and makes no call for the current name', async () => {
    const fetch = forbidFetch();
    renderProfile();
    expect(button()).toBeDisabled();
    await userEvent.type(field(), '   ');
    expect(button()).toBeDisabled();
    await userEvent.clear(field());
    await userEvent.type(field(), ' ReaderJune ');
    await userEvent.click(button());
    expect(fetch).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('shows the schema message for a name the server would refuse', async () => {
    const fetch = forbidFetch();
    renderProfile();
    await userEvent.type(field(), 'ab');
    await userEvent.click(button());
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("saves a new name, updates the user and says 'Username Updated'", async () => {
    const fetch = forbidFetch().mockResolvedValueOnce(json({ ...june, username: 'JuneBug' }));
    renderProfile();
    await userEvent.type(field(), 'JuneBug');
    await userEvent.click(button());
    await waitFor(() => expect(toasts()[0]?.title).toBe('Username Updated'));
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({
      method: 'PUT',
      url: expect.stringMatching(/\/api\/users\/me\/username$/),
    });
    expect(requestOf(fetch.mock.calls[0]!).body).toEqual({ username: 'JuneBug' });
    expect(await screen.findByText('JuneBug')).toBeInTheDocument();
    expect(field()).toHaveValue('');
  });

  it("turns a 409 into 'Username Not Available'", async () => {
    forbidFetch().mockResolvedValueOnce(json({ message: 'Username already taken' }, 409));
    renderProfile();
    await userEvent.type(field(), 'sam_reads');
    await userEvent.click(button());
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          title: 'Username Not Available',
          description: 'This username is already taken. Please choose a different one.',
        },
      ]),
    );
  });

  it("falls back to 'Failed to change username.' when the server cannot be reached", async () => {
    forbidFetch().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderProfile();
    await userEvent.type(field(), 'JuneBug');
    await userEvent.click(button());
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Error', description: 'Failed to change username.' }]));
  });
});

describe('change password', () => {
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

  it('applies the section 5 rules before calling the server', async () => {
    const fetch = forbidFetch();
    renderProfile();
    await submit();
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    expect(screen.getByText('New password is required.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Current password'), 'inkshelf-demo');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await submit();
    expect(await screen.findByText('New password must be at least 8 characters.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New password'), '-but-long-now');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await submit();
    expect(await screen.findByText('New passwords do not match.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends current and new password and says 'Password Updated'", async () => {
    const fetch = forbidFetch().mockResolvedValueOnce(json({ message: 'Password updated' }));
    renderProfile();
    await userEvent.type(screen.getByLabelText('Current password'), 'inkshelf-demo');
    await userEvent.type(screen.getByLabelText('New password'), 'a-much-longer-one');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-much-longer-one');
    await submit();
    await waitFor(() => expect(toasts()[0]?.title).toBe('Password Updated'));
    expect(requestOf(fetch.mock.calls[0]!).body).toEqual({
      currentPassword: 'inkshelf-demo',
      newPassword: 'a-much-longer-one',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('puts a wrong current password next to its field', async () => {
    forbidFetch().mockResolvedValueOnce(
      json({ message: 'Current password is incorrect.', field: 'currentPassword' }, 400),
    );
    renderProfile();
    await userEvent.type(screen.getByLabelText('Current password'), 'not-it');
    await userEvent.type(screen.getByLabelText('New password'), 'a-much-longer-one');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-much-longer-one');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(toasts()).toEqual([{ title: 'Error', description: 'Current password is incorrect.' }]);
  });
});

describe('become an author', () => {
  it('turns a reader into an author and shows the dashboard link', async () => {
    const fetch = forbidFetch().mockResolvedValueOnce(json({ ...june, isAuthor: true }));
    renderProfile();
    expect(screen.getByText('Reader')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Become an Author' }));
    expect(await screen.findByRole('link', { name: 'Go to Author Dashboard' })).toBeInTheDocument();
    expect(requestOf(fetch.mock.calls[0]!).url).toMatch(/\/api\/users\/me\/author$/);
    expect(requestOf(fetch.mock.calls[0]!).body).toEqual({ isAuthor: true });
  });
});
