export type DemoAuthorKey = 'mara' | 'theo' | 'ines';

export interface DemoChapter {
  title: string;
  authorNote?: string;
  /** Unpublished chapters appear only to their author. Defaults to published. */
  status?: 'draft' | 'published';
  paragraphs: string[];
}

export interface DemoNovel {
  title: string;
  description: string;
  genres: string[];
  contentRating: 'everyone' | 'teen' | 'mature';
  status: 'draft' | 'published';
  author: DemoAuthorKey;
  chapters: DemoChapter[];
}
