import type { CompletionStatus } from '@inkshelf/contracts';

export type DemoAuthorKey = 'mara' | 'theo' | 'ines';
export type DemoReaderKey = 'june' | 'sam' | 'owl';

export interface DemoChapter {
  title: string;
  authorNote?: string;
  /**
   * Unpublished chapters appear only to their author. Defaults to published. A scheduled one (issue 33) is released
   * two days after the seed runs, at 18:00 UTC, so the queue and the release job have something to show.
   */
  status?: 'draft' | 'published' | 'scheduled';
  paragraphs: string[];
}

/** A reader's review, written for this novel. */
export interface DemoReview {
  by: DemoReaderKey;
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
}

/** A comment on the novel's first chapter, with its replies. */
export interface DemoComment {
  by: DemoReaderKey;
  content: string;
  replies?: DemoComment[];
}

export interface DemoNovel {
  title: string;
  description: string;
  genres: string[];
  contentRating: 'everyone' | 'teen' | 'mature';
  status: 'draft' | 'published';
  /** How far along the story is; ongoing when left out. */
  completionStatus?: CompletionStatus;
  author: DemoAuthorKey;
  /** Published novels only: a draft has no readers yet. */
  reviews: DemoReview[];
  comments?: DemoComment[];
  chapters: DemoChapter[];
}
