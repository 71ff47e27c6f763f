/** Author profile: by username, by numeric id after a 404, published novels only, not found and error states. */
import type { Novel, PublicUser } from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { forbidFetch, json, makeNovel, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import AuthorProfilePage from './index.tsx';

afterEach(() => vi.unstubAllGlobals());

const mara: PublicUser = { id: 7, username: 'MaraQuill', isAuthor: true };
const render = (url: string, seed?: (client: QueryClient) => void) =>
  renderPage(<AuthorProfilePage />, { url, path: '/authors/:username', seed });
const seedAuthor = (user: PublicUser, novels: Novel[]) => (client: QueryClient) => {
  client.setQueryData(queries.userByUsername({ params: { username: user.username } }).queryKey, user);
  client.setQueryData(queries.novelsByAuthor({ params: { authorId: user.id } }).queryKey, novels);
};

describe('AuthorProfilePage', () => {
  it('shows the author with published novels only', () => {
    forbidFetch();
    const novels = [makeNovel({ title: 'Bramble End' }), makeNovel({ title: 'Hidden Draft', status: 'draft' })];
    render('/authors/MaraQuill', seedAuthor(mara, novels));
    expect(screen.getByRole('heading', { level: 1, name: 'MaraQuill' })).toBeInTheDocument();
    expect(screen.getByText('Author')).toBeInTheDocument();
    expect(screen.getByText('1 Novel')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Novels by MaraQuill' });
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('Hidden Draft')).not.toBeInTheDocument();
  });

  it('offers Report on the profile to signed-in readers other than its owner', () => {
    forbidFetch().mockImplementation(() => Promise.resolve(json({ followerCount: 0, following: false })));
    const seed = seedAuthor(mara, []);
    renderPage(<AuthorProfilePage />, {
      url: '/authors/MaraQuill',
      path: '/authors/:username',
      seed,
      user: makeUser({ id: 7, username: 'MaraQuill' }),
    });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    cleanup();
    renderPage(<AuthorProfilePage />, {
      url: '/authors/MaraQuill',
      path: '/authors/:username',
      seed,
      user: makeUser(),
    });
    expect(screen.getByRole('button', { name: 'Report MaraQuill' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it("says when a reader hasn't published anything", () => {
    forbidFetch();
    render('/authors/NightOwl', seedAuthor({ id: 9, username: 'NightOwl', isAuthor: false }, []));
    expect(screen.getByText('Reader')).toBeInTheDocument();
    expect(screen.getByText('0 Novels')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No novels yet' })).toBeInTheDocument();
    expect(screen.getByText("NightOwl hasn't published any novels yet.")).toBeInTheDocument();
  });

  it('tries an all-digit slot as a user id after the username lookup misses', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ message: 'User not found' }, 404));
    fetch.mockResolvedValueOnce(json(mara));
    fetch.mockResolvedValueOnce(json([makeNovel(), makeNovel()]));
    fetch.mockResolvedValueOnce(json({ followerCount: 3, following: false }));
    render('/authors/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'MaraQuill' })).toBeInTheDocument();
    expect(screen.getByText('2 Novels')).toBeInTheDocument();
    // The Follow button of the author (issue 19) with the follower count; signed out it is not pressed.
    expect(await screen.findByText('3 followers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).not.toHaveAttribute('aria-pressed');
    expect(fetch.mock.calls.map((call) => new URL(requestOf(call).url, 'http://x').pathname)).toEqual([
      '/api/users/by-username/7',
      '/api/users/7',
      '/api/novels/author/7',
      '/api/follows/authors/7',
    ]);
  });

  it("shows 'Author not found' for an unknown name", async () => {
    forbidFetch().mockResolvedValueOnce(json({ message: 'User not found' }, 404));
    render('/authors/nobody-here');
    expect(await screen.findByRole('heading', { name: 'Author not found' })).toBeInTheDocument();
    expect(screen.getByText("The author you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  it("shows 'Error loading author profile' with the message", async () => {
    forbidFetch().mockResolvedValueOnce(json({ message: 'Database asleep' }, 500));
    render('/authors/MaraQuill');
    expect(await screen.findByRole('heading', { name: 'Error loading author profile' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('500: Database asleep');
  });
});
