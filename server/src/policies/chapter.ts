import { MESSAGES } from '@inkshelf/contracts';
import type { Chapter } from '../entities/index.ts';
import { rule } from './policy.ts';
import { ownsNovel, type Authored } from './novel.ts';

type ChapterInNovel = Pick<Chapter, 'status'> & { novel: Authored };

/** Published chapters are public; drafts belong to the novel's author, who alone writes chapters. */
export const chapterPolicy = {
  create: rule<Authored>(ownsNovel, MESSAGES.errors.editOwnNovelsOnly),
  read: rule<ChapterInNovel>(
    (user, chapter) => chapter.status === 'published' || ownsNovel(user, chapter.novel),
    MESSAGES.errors.chapterDraft,
  ),
  update: rule<ChapterInNovel>((user, chapter) => ownsNovel(user, chapter.novel), MESSAGES.errors.editOwnNovelsOnly),
  delete: rule<ChapterInNovel>((user, chapter) => ownsNovel(user, chapter.novel), MESSAGES.errors.editOwnNovelsOnly),
};

/** Whether anyone, signed in or not, may read the chapter. */
export const isPublic = (chapter: Pick<Chapter, 'status'>): boolean => chapter.status === 'published';
