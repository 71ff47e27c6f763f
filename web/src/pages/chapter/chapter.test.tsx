/** Chapter page: what it shows, the dropdown per role, arrow keys, the draft redirect and the error views. */
import { ApiError, createQueryClient } from '@inkshelf/api-client';
import {
  MESSAGES,
  type ChapterRead,
  type ChapterSummary,
  type CurrentUser,
  type NovelDetail,
} from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { chapterSummaries, queries } from '../../api.ts';
import { App } from '../../app.tsx';
import { currentUserKey } from '../../auth/use-current-user.ts';
import { useToastStore } from '@inkshelf/ui/toast';
import ChapterPage, { parseChapterNumber } from './index.tsx';
import { CHAPTER_TEXTS } from './texts.ts';

const TITLE = 'Harbour Lights';
const NOVEL_ID = 3;
const AUTHOR_ID = 2;
const at = '2025-03-01T10:00:00.000Z';

const novel: NovelDetail = {
  id: NOVEL_ID,
  title: TITLE,
  description: 'd',
  coverImage: null,
  authorId: AUTHOR_ID,
  authorName: 'MaraQuill',
  genres: [],
  tags: [],
  status: 'published',
  contentRating: 'everyone',
  contentWarnings: [],
  completionStatus: 'ongoing',
  chapterCount: 0,
  wordCount: 0,
  viewCount: 0,
  bookmarkCount: 0,
  reviewCount: 0,
  averageRating: null,
  createdAt: at,
  updatedAt: at,
  reviews: [],
};

const summary = (n: number, status: 'draft' | 'published' = 'published'): ChapterSummary => ({
  id: 30 + n,
  novelId: NOVEL_ID,
  chapterNumber: n,
  title: `Part ${n}`,
  authorNote: null,
  viewCount: 0,
  status,
  createdAt: at,
  updatedAt: at,
  publishedAt: status === 'published' ? at : null,
  readingTimeMinutes: 1,
  wordCount: 9,
});

const read = (n: number): ChapterRead => ({
  ...summary(n),
  // The text format differs from the HTML, so the tests show which one the page renders.
  contentHtml: `<p>First paragraph of part ${n}.</p><hr><p>Second <strong>paragraph</strong>.</p>`,
  authorNote: n === 2 ? 'Thanks for reading!' : null,
  novel: { id: NOVEL_ID, title: TITLE, authorId: AUTHOR_ID, authorName: 'MaraQuill' },
  previousChapterNumber: n > 1 ? n - 1 : null,
  nextChapterNumber: n < 3 ? n + 1 : null,
});

const chapterKey = (n: number) =>
  queries.readChapter({ params: { novelId: NOVEL_ID, slot: String(n) }, query: { format: 'html' } }).queryKey;

function setup(user: CurrentUser | null = null): QueryClient {
  const client = createQueryClient({ defaultOptions: { queries: { refetchOnMount: false, retryOnMount: false } } });
  client.setQueryData(currentUserKey, user);
  client.setQueryData(queries.novelByName({ params: { name: TITLE } }).queryKey, novel);
  client.setQueryData(chapterSummaries(NOVEL_ID).queryKey, [summary(1), summary(2), summary(3), summary(4, 'draft')]);
  for (const n of [1, 2, 3]) {
    client.setQueryData(chapterKey(n), read(n));
    client.setQueryData(queries.listComments({ params: { chapterId: 30 + n } }).queryKey, []);
  }
  return client;
}

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderAt(client: QueryClient, chapter: number | string) {
  return render(
    <App queryClient={client}>
      <MemoryRouter initialEntries={[`/novels/${encodeURIComponent(TITLE)}/chapters/${chapter}`]}>
        <Routes>
          <Route path="/novels/:novelName/chapters/:chapterNumber" element={<ChapterPage />} />
          <Route path="/novels/:novelName" element={<p>novel page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </App>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const dropdownLabels = () =>
  within(screen.getByRole('combobox', { name: CHAPTER_TEXTS.jumpTo }))
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('parseChapterNumber', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseChapterNumber('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '1e3']) expect(parseChapterNumber(raw)).toBeNull();
  });
});

describe('ChapterPage', () => {
  it("marks a chapter hidden by moderation with the moderator's note (only its author is sent the mark)", async () => {
    const client = setup();
    client.setQueryData(chapterKey(2), { ...read(2), moderation: { hiddenAt: at, note: 'Needs a warning' } });
    renderAt(client, 2);
    expect(await screen.findByRole('note', { name: 'Hidden by moderation' })).toHaveTextContent('Needs a warning');
    expect(screen.getByText('First paragraph of part 2.')).toBeInTheDocument();
  });

  it('shows the novel, author, title, paragraphs and the author note', () => {
    renderAt(setup(), 2);
    expect(screen.getByRole('link', { name: TITLE })).toHaveAttribute('href', `/novels/${encodeURIComponent(TITLE)}`);
    expect(screen.getByRole('link', { name: 'MaraQuill' })).toHaveAttribute('href', '/authors/MaraQuill');
    expect(screen.getByRole('heading', { level: 1, name: 'Part 2' })).toBeInTheDocument();
    expect(screen.getByText('First paragraph of part 2.')).toBeInTheDocument();
    // contentHtml is what is rendered: the bold is an element and the scene break a rule, no '**' or '* * *'.
    const text = screen.getByTestId('chapter-content');
    expect(text.querySelector('strong')).toHaveTextContent('paragraph');
    expect(text.querySelectorAll('hr')).toHaveLength(1);
    expect(text).not.toHaveTextContent('**');
    expect(text).not.toHaveTextContent('* * *');
    expect(screen.getByText('Thanks for reading!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous Chapter/ })).toHaveAttribute(
      'href',
      `/novels/${encodeURIComponent(TITLE)}/chapters/1`,
    );
  });

  it('lists published chapters for readers and every chapter for the novel author', () => {
    const view = renderAt(setup(), 1);
    expect(dropdownLabels()).toEqual(['Chapter 1: Part 1', 'Chapter 2: Part 2', 'Chapter 3: Part 3']);
    view.unmount();
    const author: CurrentUser = {
      id: AUTHOR_ID,
      email: 'm@x.test',
      username: 'MaraQuill',
      isAuthor: true,
      lastLoginAt: null,
      createdAt: at,
    };
    renderAt(setup(author), 1);
    expect(dropdownLabels()).toContain('Chapter 4: Part 4 (Draft)');
  });

  it('moves with the arrow keys and the dropdown', () => {
    renderAt(setup(), 2);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(location()).toBe(`/novels/${encodeURIComponent(TITLE)}/chapters/3`);
    expect(screen.getByRole('heading', { level: 1, name: 'Part 3' })).toBeInTheDocument();
    // Chapter 3 is the last: Right does nothing; Left goes back.
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(location()).toBe(`/novels/${encodeURIComponent(TITLE)}/chapters/3`);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', altKey: true });
    expect(location()).toBe(`/novels/${encodeURIComponent(TITLE)}/chapters/3`);
    fireEvent.change(screen.getByRole('combobox', { name: CHAPTER_TEXTS.jumpTo }), { target: { value: '1' } });
    expect(location()).toBe(`/novels/${encodeURIComponent(TITLE)}/chapters/1`);
  });

  it("sends a visitor away from someone else's draft with the 'Access denied' toast", async () => {
    const client = setup();
    await client.prefetchQuery({
      queryKey: chapterKey(4),
      queryFn: () => Promise.reject(new ApiError(403, MESSAGES.errors.chapterDraft)),
    });
    renderAt(client, 4);
    await screen.findByText('novel page');
    expect(location()).toBe(`/novels/${encodeURIComponent(TITLE)}`);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Access denied',
      description: 'This chapter is still in draft mode and not yet published.',
      variant: 'destructive',
    });
  });

  it('shows Access Denied for a missing chapter and Error loading chapter when the novel fails', async () => {
    const client = setup();
    await client.prefetchQuery({
      queryKey: chapterKey(9),
      queryFn: () => Promise.reject(new ApiError(404, MESSAGES.errors.chapterNotFound)),
    });
    const view = renderAt(client, 9);
    // The error views load on demand (a chunk of their own in the build).
    expect(await screen.findByRole('heading', { name: CHAPTER_TEXTS.deniedTitle })).toBeInTheDocument();
    expect(screen.getByText(CHAPTER_TEXTS.deniedText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHAPTER_TEXTS.returnToNovel })).toHaveAttribute(
      'href',
      `/novels/${encodeURIComponent(TITLE)}`,
    );
    view.unmount();

    const failing = setup();
    const novelKey = queries.novelByName({ params: { name: TITLE } }).queryKey;
    failing.removeQueries({ queryKey: novelKey, exact: true });
    await failing.prefetchQuery({
      queryKey: novelKey,
      queryFn: () => Promise.reject(new ApiError(500, 'Internal server error')),
    });
    renderAt(failing, 1);
    expect(await screen.findByRole('heading', { name: CHAPTER_TEXTS.errorTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHAPTER_TEXTS.returnHome })).toHaveAttribute('href', '/');
  });
});
