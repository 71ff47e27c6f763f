/** Home page: empty and error states of its lists, the Continue Reading panel and the once-per-session invitation. */
import { createQueryClient } from '@inkshelf/api-client';
import {
  LIMITS,
  MESSAGES,
  type CurrentUser,
  type LatestProgress,
  type LatestUpdateItem,
  type Novel,
} from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queries } from '../../api.ts';
import { App } from '../../app.tsx';
import { useAuthDialog } from '../../auth/auth-dialog-store.ts';
import { currentUserKey } from '../../auth/use-current-user.ts';
import HomePage from './index.tsx';
import { HOME_TEXTS, INVITE_SHOWN_KEY } from './texts.ts';

const latestKey = queries.latestNovels({ query: { limit: LIMITS.homeList } }).queryKey;
const topKey = queries.topNovels().queryKey;
const updatesKey = queries.latestChapters({ query: { limit: LIMITS.homeList } }).queryKey;
const progressKey = queries.latestProgress().queryKey;

const user: CurrentUser = {
  id: 7,
  email: 'june@example.test',
  username: 'ReaderJune',
  isAuthor: false,
  lastLoginAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function novel(id: number, title: string, viewCount = 10): Novel {
  return {
    id,
    title,
    description: `About ${title}`,
    coverImage: null,
    authorId: 1,
    authorName: 'MaraQuill',
    genres: ['Fantasy'],
    tags: [],
    status: 'published',
    contentRating: 'everyone',
    contentWarnings: [],
    completionStatus: 'ongoing',
    chapterCount: 0,
    wordCount: 0,
    viewCount,
    bookmarkCount: 0,
    reviewCount: 0,
    averageRating: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

/** A real QueryClient that never refetches what a test put in its cache. */
function testClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { refetchOnMount: false, retryOnMount: false } } });
}

function renderHome(client: QueryClient) {
  return render(
    <App queryClient={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </App>,
  );
}

afterEach(() => {
  sessionStorage.clear();
  useAuthDialog.getState().close();
});

describe('HomePage', () => {
  it('shows the empty states of the top list and the latest updates', () => {
    const client = testClient();
    client.setQueryData(currentUserKey, user);
    client.setQueryData(latestKey, []);
    client.setQueryData(topKey, []);
    client.setQueryData(updatesKey, []);
    client.setQueryData(progressKey, null);
    renderHome(client);

    expect(screen.getByText(HOME_TEXTS.topEmptyTitle)).toBeInTheDocument();
    expect(screen.getByText(HOME_TEXTS.topEmptyText)).toBeInTheDocument();
    expect(screen.getByText(HOME_TEXTS.updatesEmptyTitle)).toBeInTheDocument();
    expect(screen.getByText(HOME_TEXTS.updatesEmptyText)).toBeInTheDocument();
    // No progress yet: no Continue Reading panel; signed in: no invitation.
    expect(screen.queryByRole('heading', { name: HOME_TEXTS.continueReading })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ranks the top novels 1st, 2nd, 3rd, 4th and links View More to the ranking and browse pages', () => {
    const client = testClient();
    client.setQueryData(currentUserKey, user);
    client.setQueryData(latestKey, [novel(9, 'Newest')]);
    client.setQueryData(topKey, [novel(1, 'A', 40), novel(2, 'B', 30), novel(3, 'C', 20), novel(4, 'D', 10)]);
    client.setQueryData(updatesKey, []);
    client.setQueryData(progressKey, null);
    renderHome(client);

    const top = screen.getByRole('list', { name: HOME_TEXTS.topTitle });
    const ranks = within(top)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.slice(0, 3));
    expect(ranks).toEqual(['1st', '2nd', '3rd', '4th']);
    const viewMore = screen.getAllByRole('link', { name: HOME_TEXTS.viewMore }).map((a) => a.getAttribute('href'));
    expect(viewMore).toEqual(['/browse', '/ranking']);
  });

  it('shows the section 8 fetch error texts when the lists fail', async () => {
    const client = testClient();
    client.setQueryData(currentUserKey, user);
    client.setQueryData(progressKey, null);
    for (const key of [latestKey, topKey, updatesKey]) {
      await client.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('500: boom')) });
    }
    renderHome(client);

    expect(screen.getByText(MESSAGES.fetchErrors.novels)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.fetchErrors.topNovels)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.fetchErrors.latestUpdates)).toBeInTheDocument();
  });

  it('shows a novel and its first two new chapters in Latest Updates', () => {
    const client = testClient();
    client.setQueryData(currentUserKey, user);
    client.setQueryData(latestKey, []);
    client.setQueryData(topKey, []);
    client.setQueryData(progressKey, null);
    const chapter = (n: number) => ({
      id: n,
      novelId: 5,
      chapterNumber: n,
      title: `Part ${n}`,
      authorNote: null,
      viewCount: 0,
      status: 'published' as const,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      publishedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      readingTimeMinutes: 1,
      wordCount: 240,
    });
    // The author's link comes from the item's authorUsername (a name unlike the novel's authorName shows it).
    const item: LatestUpdateItem = {
      novel: novel(5, 'Tide'),
      chapters: [chapter(3), chapter(2), chapter(1)],
      authorUsername: 'TideWriter',
    };
    client.setQueryData(updatesKey, [item]);
    renderHome(client);

    const updates = screen.getByRole('list', { name: HOME_TEXTS.updatesTitle });
    expect(within(updates).getByRole('link', { name: 'Tide' })).toHaveAttribute('href', '/novels/Tide');
    expect(within(updates).getByRole('link', { name: 'TideWriter' })).toHaveAttribute('href', '/authors/TideWriter');

    const chapters = screen.getByRole('list', { name: 'New chapters of Tide' });
    const links = within(chapters).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Chapter 3: Part 3', 'Chapter 2: Part 2']);
    expect(links[0]).toHaveAttribute('href', '/novels/Tide/chapters/3');
    expect(within(chapters).getAllByText('3 hours ago')).toHaveLength(2);
  });

  it('invites a visitor once per session and opens the register tab from Create Account', async () => {
    const client = testClient();
    client.setQueryData(currentUserKey, null);
    client.setQueryData(latestKey, []);
    client.setQueryData(topKey, []);
    client.setQueryData(updatesKey, []);
    const first = renderHome(client);

    const dialog = await screen.findByRole('dialog', { name: HOME_TEXTS.inviteTitle });
    expect(dialog).toHaveTextContent(HOME_TEXTS.inviteText);
    expect(sessionStorage.getItem(INVITE_SHOWN_KEY)).toBe('1');
    await userEvent.click(within(dialog).getByRole('button', { name: HOME_TEXTS.inviteAction }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, tab: 'register' });
    expect(screen.queryByRole('dialog', { name: HOME_TEXTS.inviteTitle })).not.toBeInTheDocument();

    first.unmount();
    renderHome(client);
    expect(screen.getByText(HOME_TEXTS.topEmptyTitle)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: HOME_TEXTS.inviteTitle })).not.toBeInTheDocument();
  });

  it('offers Continue Reading with the saved progress to a signed-in reader', () => {
    const client = testClient();
    client.setQueryData(currentUserKey, user);
    client.setQueryData(latestKey, []);
    client.setQueryData(topKey, []);
    client.setQueryData(updatesKey, []);
    const latest: LatestProgress = {
      novel: novel(3, 'Harbour Lights'),
      chapter: {
        id: 30,
        novelId: 3,
        chapterNumber: 2,
        title: 'The Pier',
        authorNote: null,
        viewCount: 0,
        status: 'published',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
        publishedAt: '2025-01-01T00:00:00.000Z',
        readingTimeMinutes: 1,
        wordCount: 240,
      },
      progress: 40,
      lastReadAt: new Date().toISOString(),
    };
    client.setQueryData(progressKey, latest);
    renderHome(client);

    const panel = screen.getByRole('region', { name: HOME_TEXTS.continueReading });
    expect(within(panel).getByText('Chapter 2: The Pier')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(panel).getByRole('link', { name: /Continue Reading/ })).toHaveAttribute(
      'href',
      '/novels/Harbour%20Lights/chapters/2',
    );
  });
});
