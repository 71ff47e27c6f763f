/**
 * Novel page: chapter list paging and order, read marks, author-only actions, reading button, facts line, not-found
 * view and title.
 */
import { ApiError, createQueryClient } from '@inkshelf/api-client';
import {
  MESSAGES,
  type ChapterSummary,
  type CurrentUser,
  type NovelDetail,
  type NovelReadingHistory,
} from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chapterSummaries, queries } from '../../api.ts';
import { forbidFetch, requestUrl } from '../search/test-kit.tsx';
import { App } from '../../app.tsx';
import { currentUserKey } from '../../auth/use-current-user.ts';
import { pageOf, publishedInOrder } from './chapter-pages.ts';
import NovelPage from './index.tsx';
import { NOVEL_TEXTS } from './texts.ts';

const TITLE = 'The Salt Road';
const NOVEL_ID = 4;
const AUTHOR_ID = 2;
const at = '2025-03-01T10:00:00.000Z';

const novel: NovelDetail = {
  id: NOVEL_ID,
  title: TITLE,
  description: 'A long road by the sea.',
  coverImage: null,
  authorId: AUTHOR_ID,
  authorName: 'MaraQuill',
  genres: ['Fantasy', 'Slice of Life'],
  tags: ['Found Family', 'LitRPG'],
  status: 'published',
  contentRating: 'everyone',
  contentWarnings: [],
  completionStatus: 'completed',
  chapterCount: 12,
  wordCount: 48210,
  viewCount: 1200,
  bookmarkCount: 3,
  reviewCount: 2,
  averageRating: '4.5',
  createdAt: at,
  updatedAt: at,
  reviews: [],
};

function chapter(n: number, status: 'draft' | 'published' = 'published'): ChapterSummary {
  return {
    id: 100 + n,
    novelId: NOVEL_ID,
    chapterNumber: n,
    title: `Part ${n}`,
    authorNote: null,
    viewCount: n,
    status,
    createdAt: at,
    updatedAt: at,
    publishedAt: status === 'published' ? at : null,
    readingTimeMinutes: 3,
    wordCount: 700,
  };
}

function person(id: number): CurrentUser {
  return {
    id,
    email: `u${id}@x.test`,
    username: `user${id}`,
    isAuthor: id === AUTHOR_ID,
    lastLoginAt: null,
    createdAt: at,
  };
}

async function setup(
  options: { user?: CurrentUser | null; chapters?: ChapterSummary[]; history?: number | null; read?: number[] } = {},
) {
  const client: QueryClient = createQueryClient({
    defaultOptions: { queries: { refetchOnMount: false, retryOnMount: false } },
  });
  const user = options.user ?? null;
  client.setQueryData(currentUserKey, user);
  client.setQueryData(queries.novelByName({ params: { name: TITLE } }).queryKey, novel);
  client.setQueryData(chapterSummaries(NOVEL_ID).queryKey, options.chapters ?? []);
  client.setQueryData(queries.listReviews({ params: { id: NOVEL_ID } }).queryKey, []);
  if (user) {
    client.setQueryData(queries.getBookmark({ params: { novelId: NOVEL_ID } }).queryKey, null);
    const history = options.history ?? null;
    const where: NovelReadingHistory | null =
      history === null ? null : { chapterId: 100 + history, chapterNumber: history };
    client.setQueryData(queries.novelReadingHistory({ params: { id: NOVEL_ID } }).queryKey, where);
    const chapterIds = (options.read ?? []).map((n) => 100 + n);
    client.setQueryData(queries.readChapters({ params: { id: NOVEL_ID } }).queryKey, { chapterIds });
    // No review yet: the server answers null.
    await client.prefetchQuery({
      queryKey: queries.ownReview({ params: { id: NOVEL_ID } }).queryKey,
      queryFn: () => Promise.resolve(null),
    });
  }
  return client;
}

function renderAt(client: QueryClient, path = `/novels/${encodeURIComponent(TITLE)}`) {
  return render(
    <App queryClient={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/novels/:novelName" element={<NovelPage />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

const rowLinks = () =>
  within(screen.getByRole('list', { name: NOVEL_TEXTS.chapters }))
    .getAllByRole('link')
    .filter((link) => link.textContent?.startsWith('Chapter'));

describe('chapter pages', () => {
  it('keeps published chapters only, by number', () => {
    const list = [chapter(3), chapter(1), chapter(2, 'draft'), chapter(4)];
    expect(publishedInOrder(list).map((c) => c.chapterNumber)).toEqual([1, 3, 4]);
  });

  it('cuts 50 to a page and clamps the page number', () => {
    const items = Array.from({ length: 120 }, (_, i) => i + 1);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, totalPages: 3 });
    expect(pageOf(items, 3).items).toEqual(items.slice(100));
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, totalPages: 1 });
    expect(pageOf(items.slice(0, 50), 1).totalPages).toBe(1);
  });
});

describe('NovelPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("links the novel's RSS feed visibly and in the document head", async () => {
    const { unmount } = renderAt(await setup());
    const feed = `/feeds/novels/${NOVEL_ID}.xml`;
    expect(screen.getByRole('link', { name: `RSS feed of ${TITLE}` })).toHaveAttribute('href', feed);
    const alternate = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(alternate).toHaveAttribute('href', feed);
    expect(alternate).toHaveAttribute('title', `${TITLE} (RSS)`);
    unmount();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it('pages through 120 chapters with Previous Page / Next Page and Page X of Y', async () => {
    const chapters = Array.from({ length: 120 }, (_, i) => chapter(120 - i));
    renderAt(await setup({ chapters }));

    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(rowLinks()).toHaveLength(50);
    expect(rowLinks()[0]).toHaveTextContent('Chapter 1: Part 1');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: NOVEL_TEXTS.previousPage })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: NOVEL_TEXTS.nextPage }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(rowLinks()[0]).toHaveTextContent('Chapter 51: Part 51');
    await userEvent.click(screen.getByRole('button', { name: NOVEL_TEXTS.nextPage }));
    expect(rowLinks()).toHaveLength(20);
    expect(screen.getByRole('button', { name: NOVEL_TEXTS.nextPage })).toBeDisabled();
  });

  it('shows no paging with one page, and the row details', async () => {
    renderAt(await setup({ chapters: [chapter(2), chapter(1), chapter(3, 'draft')] }));
    expect(rowLinks().map((link) => link.textContent)).toEqual(['Chapter 1: Part 1', 'Chapter 2: Part 2']);
    expect(rowLinks()[0]).toHaveAttribute('href', `/novels/${encodeURIComponent(TITLE)}/chapters/1`);
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: NOVEL_TEXTS.nextPage })).not.toBeInTheDocument();
    expect(screen.getAllByText('3 min read')).toHaveLength(2);
    expect(screen.getAllByText('March 1, 2025')).toHaveLength(2);
  });

  it('says when there are no chapters and cannot start reading', async () => {
    renderAt(await setup({ chapters: [chapter(1, 'draft')] }));
    expect(screen.getByText(NOVEL_TEXTS.noChapters)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: NOVEL_TEXTS.startReading })).not.toBeInTheDocument();
  });

  it('starts at the first chapter, or continues from the reading history', async () => {
    const first = renderAt(await setup({ chapters: [chapter(2), chapter(1)] }));
    expect(screen.getByRole('link', { name: NOVEL_TEXTS.startReading })).toHaveAttribute(
      'href',
      `/novels/${encodeURIComponent(TITLE)}/chapters/1`,
    );
    first.unmount();
    renderAt(await setup({ user: person(9), chapters: [chapter(1), chapter(2)], history: 2 }));
    expect(screen.getByRole('link', { name: NOVEL_TEXTS.continueReading })).toHaveAttribute(
      'href',
      `/novels/${encodeURIComponent(TITLE)}/chapters/2`,
    );
    expect(screen.getByRole('button', { name: NOVEL_TEXTS.bookmark })).toBeEnabled();
  });

  it('gives Edit and Delete to the novel author only, Delete behind a confirmation', async () => {
    const reader = renderAt(await setup({ user: person(9), chapters: [chapter(1)] }));
    expect(screen.queryByRole('button', { name: /^Delete Chapter 1/ })).not.toBeInTheDocument();
    reader.unmount();

    renderAt(await setup({ user: person(AUTHOR_ID), chapters: [chapter(1)] }));
    const path = `/novels/${encodeURIComponent(TITLE)}`;
    expect(screen.getByRole('link', { name: 'Edit Chapter 1: Part 1' })).toHaveAttribute(
      'href',
      `/author/novels/${NOVEL_ID}/chapters/edit/1?returnTo=${encodeURIComponent(path)}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Chapter 1: Part 1' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this chapter? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: NOVEL_TEXTS.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers the review form to a reader, and its author a note in its place (they cannot rate their own)', async () => {
    const reader = renderAt(await setup({ user: person(9), chapters: [chapter(1)] }));
    expect(await screen.findByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
    expect(screen.queryByText(NOVEL_TEXTS.ownNovelReviews)).not.toBeInTheDocument();
    reader.unmount();

    renderAt(await setup({ user: person(AUTHOR_ID), chapters: [chapter(1)] }));
    expect(await screen.findByText(NOVEL_TEXTS.ownNovelReviews)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
  });

  it("puts Edit Novel, Add Chapter and Analytics at its author's hand, and nobody else's", async () => {
    const reader = renderAt(await setup({ user: person(9), chapters: [chapter(1)] }));
    expect(screen.queryByRole('link', { name: NOVEL_TEXTS.editNovel })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MESSAGES.stats.linkLabel })).not.toBeInTheDocument();
    reader.unmount();
    renderAt(await setup({ user: person(AUTHOR_ID), chapters: [chapter(1)] }));
    expect(screen.getByRole('link', { name: NOVEL_TEXTS.editNovel })).toHaveAttribute(
      'href',
      `/author/novels/${NOVEL_ID}/edit`,
    );
    expect(screen.getByRole('link', { name: NOVEL_TEXTS.addChapter })).toHaveAttribute(
      'href',
      `/author/novels/${NOVEL_ID}/chapters/create`,
    );
    expect(screen.getByRole('link', { name: MESSAGES.stats.linkLabel })).toHaveAttribute(
      'href',
      `/author/novels/${NOVEL_ID}/analytics`,
    );
  });

  it('offers Report on the novel and on reviews to signed-in readers, not on their own', async () => {
    const review = (id: number, user: CurrentUser) => ({
      id,
      userId: user.id,
      novelId: NOVEL_ID,
      content: `Review ${id}`,
      rating: 4,
      createdAt: at,
      updatedAt: at,
      user: { id: user.id, username: user.username },
    });
    const signedOut = renderAt(await setup({ chapters: [chapter(1)] }));
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    signedOut.unmount();

    const author = renderAt(await setup({ user: person(AUTHOR_ID), chapters: [chapter(1)] }));
    expect(screen.queryByRole('button', { name: `Report novel ${TITLE}` })).not.toBeInTheDocument();
    author.unmount();

    const reader = person(9);
    const client = await setup({ user: reader, chapters: [chapter(1)] });
    client.setQueryData(queries.listReviews({ params: { id: NOVEL_ID } }).queryKey, [
      review(1, reader),
      review(2, person(8)),
    ]);
    renderAt(client);
    expect(screen.queryByRole('button', { name: 'Report review by user9' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report review by user8' })).toBeInTheDocument();
    // The dialog's code loads on the first click.
    await userEvent.click(screen.getByRole('button', { name: `Report novel ${TITLE}` }));
    expect(await screen.findByRole('dialog', { name: 'Report this content' })).toBeInTheDocument();
  });

  it('links the author, genres and tags, and shows the counts', async () => {
    renderAt(await setup({ chapters: [] }));
    expect(screen.getByRole('link', { name: 'MaraQuill' })).toHaveAttribute('href', '/authors/MaraQuill');
    expect(screen.getByRole('link', { name: 'Slice of Life' })).toHaveAttribute('href', '/genre/slice%20of%20life');
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('link');
    expect(tags.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['#Found Family', '/tags/Found%20Family'],
      ['#LitRPG', '/tags/LitRPG'],
    ]);
    expect(tags[0]).toHaveAccessibleName('Found Family');
    const stats = screen.getByRole('list', { name: 'Statistics' });
    expect(stats).toHaveTextContent('1,200 reads');
    expect(stats).toHaveTextContent('3 bookmarks');
    expect(stats).toHaveTextContent('4.5(2 reviews)');
  });

  it("shows the novel's facts: published chapters, words and the completion status", async () => {
    renderAt(await setup({ chapters: [] }));
    expect(screen.getByTestId('novel-facts')).toHaveTextContent('12 chapters · 48,210 words · Completed');
    expect(screen.getByText('Completed')).toHaveAttribute('data-status', 'completed');
  });

  it('marks the chapters the signed-in reader has read, and counts them beside the heading', async () => {
    renderAt(await setup({ user: person(9), chapters: [chapter(1), chapter(2), chapter(3)], read: [1, 3, 7] }));
    const rows = within(screen.getByRole('list', { name: NOVEL_TEXTS.chapters })).getAllByRole('listitem');
    expect(rows.map((row) => row.hasAttribute('data-read'))).toEqual([true, false, true]);
    expect(within(rows[0]!).getByText(NOVEL_TEXTS.read)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(NOVEL_TEXTS.read)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Chapters/ })).toHaveTextContent('Chapters(3)2 read by you');
  });

  it('asks nothing about reads when signed out, and marks nothing', async () => {
    const fetch = forbidFetch();
    renderAt(await setup({ chapters: [chapter(1), chapter(2)] }));
    expect(screen.queryByText(NOVEL_TEXTS.read)).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([input]) => requestUrl(input)).filter((url) => url.includes('read-chapters'))).toEqual(
      [],
    );
  });

  it('sets the document title and description while shown and restores them after', async () => {
    document.title = 'Before';
    const view = renderAt(await setup());
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(document.title).toBe(`${TITLE} - Inkshelf`);
    expect(description()).toBe('A long road by the sea.');
    view.unmount();
    expect(document.title).toBe('Before');
    expect(description()).toBe('');
  });

  it('shows the not-found view for an unknown name', async () => {
    const client = await setup();
    const key = queries.novelByName({ params: { name: 'Nope' } }).queryKey;
    await client.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(new ApiError(404, 'Novel not found')) });
    renderAt(client, '/novels/Nope');
    expect(screen.getByRole('heading', { name: NOVEL_TEXTS.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(NOVEL_TEXTS.notFoundText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOVEL_TEXTS.returnHome })).toHaveAttribute('href', '/');
  });
});
