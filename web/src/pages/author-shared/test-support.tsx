/** Shared setup of the author screens' component tests: a real QueryClient with data, the app's providers, a router. */
import { createQueryClient } from '@inkshelf/api-client';
import type { ChapterRead, ChapterSummary, CurrentUser, Novel } from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { queries } from '../../api.ts';
import { App } from '../../app.tsx';
import { currentUserKey } from '../../auth/use-current-user.ts';

export const AT = '2026-11-01T10:00:00.000Z';
export const AUTHOR: CurrentUser = {
  id: 7,
  email: 'author@x.test',
  username: 'Quill',
  isAuthor: true,
  lastLoginAt: null,
  createdAt: AT,
};

export const NOVEL: Novel = {
  id: 5,
  title: 'The Lamplighter',
  description: 'A lamplighter finds a door that was not there.',
  coverImage: null,
  authorId: AUTHOR.id,
  authorName: AUTHOR.username,
  genres: ['Fantasy'],
  tags: [],
  status: 'published',
  contentRating: 'everyone',
  contentWarnings: [],
  completionStatus: 'ongoing',
  chapterCount: 2,
  wordCount: 5400,
  viewCount: 12,
  bookmarkCount: 0,
  reviewCount: 0,
  averageRating: null,
  createdAt: AT,
  updatedAt: AT,
};

export function chapterRead(overrides: Partial<ChapterRead> = {}): ChapterRead {
  return {
    id: 31,
    novelId: NOVEL.id,
    chapterNumber: 2,
    title: 'The Door',
    contentHtml: '<p>Stored text.</p>',
    authorNote: null,
    viewCount: 0,
    status: 'published',
    createdAt: AT,
    updatedAt: AT,
    publishedAt: AT,
    readingTimeMinutes: 1,
    wordCount: 2,
    novel: { id: NOVEL.id, title: NOVEL.title, authorId: AUTHOR.id, authorName: AUTHOR.username },
    previousChapterNumber: null,
    nextChapterNumber: null,
    ...overrides,
  };
}

export function summaryOf(chapter: ChapterRead): ChapterSummary {
  const {
    contentHtml: _contentHtml,
    novel: _novel,
    previousChapterNumber: _p,
    nextChapterNumber: _n,
    ...summary
  } = chapter;
  return summary;
}

/** The curated genres the novel form offers in tests (GET /api/genres). */
export const TEST_GENRES = ['Fantasy', 'Mystery', 'Romance', 'Science Fiction'];

/** A client with the genres index in it, for rendering the novel form without asking the network. */
export function clientWithGenres(genres: readonly string[] = TEST_GENRES): QueryClient {
  const client = createQueryClient();
  client.setQueryData(
    queries.listGenres().queryKey,
    genres.map((genre) => ({ genre, count: 1 })),
  );
  return client;
}

/** A client that never refetches what the test put in it. */
export function testClient(): QueryClient {
  const client = createQueryClient({ defaultOptions: { queries: { refetchOnMount: false, retryOnMount: false } } });
  client.setQueryData(currentUserKey, AUTHOR);
  client.setQueryData(
    queries.listGenres().queryKey,
    TEST_GENRES.map((genre) => ({ genre, count: 1 })),
  );
  client.setQueryData(queries.novelById({ params: { id: NOVEL.id } }).queryKey, { ...NOVEL, reviews: [] });
  return client;
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

export function renderRoute(client: QueryClient, path: string, pattern: string, element: ReactElement) {
  return render(
    <App queryClient={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </App>,
  );
}
