import type { CompletionStatus, ContentWarning, ReleaseSlot } from '@inkshelf/contracts';

export type DemoAuthorKey = 'mara' | 'theo' | 'ines';
export type DemoReaderKey = 'june' | 'sam' | 'owl';

export interface DemoChapter {
  title: string;
  authorNote?: string;
  /**
   * Unpublished chapters appear only to their author. Defaults to published. A scheduled one (issue 33) takes its
   * novel's first release slot from a day after the seed runs, so the queue and the release job have something to show.
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
  /** Names from the curated list (migration 20261203170000). */
  genres: string[];
  /** Free tags (issue 37), made by the seed before its novels. */
  tags: string[];
  contentRating: 'everyone' | 'teen' | 'mature';
  /** Issue 37: none when left out. */
  contentWarnings?: ContentWarning[];
  status: 'draft' | 'published';
  /** How far along the story is; ongoing when left out. */
  completionStatus?: CompletionStatus;
  author: DemoAuthorKey;
  /** Published novels only: a draft has no readers yet. */
  reviews: DemoReview[];
  comments?: DemoComment[];
  chapters: DemoChapter[];
  /** Issue 33: the novel's weekly release rhythm, shown to its author and taken by its scheduled chapter. */
  releaseRhythm?: { timeZone: string; slots: ReleaseSlot[] };
}
