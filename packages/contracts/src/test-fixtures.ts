/** Wire-shape samples for the package's own tests (not exported from the package). */
export const now = '2025-05-20T10:00:00.000Z';

export const novelFixture = {
  id: 1,
  title: 'The Dragon Road',
  description: 'A long road with a dragon at the end.',
  coverImage: '/api/novels/1/cover?v=3',
  authorId: 2,
  authorName: 'ana',
  genres: ['Fantasy'],
  tags: [],
  status: 'published',
  contentRating: 'teen',
  contentWarnings: ['violence'],
  completionStatus: 'ongoing',
  chapterCount: 3,
  wordCount: 4210,
  viewCount: 10,
  bookmarkCount: 2,
  reviewCount: 1,
  averageRating: '4.0',
  createdAt: now,
  updatedAt: now,
} as const;

export const chapterFixture = {
  id: 9,
  novelId: 1,
  chapterNumber: 3,
  title: 'The Gate',
  content: 'Text',
  contentHtml: '<p>Text</p>',
  authorNote: null,
  viewCount: 0,
  status: 'published',
  createdAt: now,
  updatedAt: now,
  publishedAt: now,
  readingTimeMinutes: 1,
  wordCount: 1,
} as const;

export const reviewFixture = {
  id: 5,
  userId: 3,
  novelId: 1,
  content: 'Great',
  rating: 5,
  createdAt: now,
  updatedAt: now,
  user: { id: 3, username: 'bo' },
} as const;
