import type { Chapter, Comment, Novel } from '../entities/index.ts';
import { idOf, rule } from './policy.ts';
import { ownsNovel } from './novel.ts';

type CommentOnChapter = Pick<Comment, 'user'> & { chapter: Pick<Chapter, 'status'> & { novel: Pick<Novel, 'author'> } };

/** Any signed-in user comments on a readable chapter; a comment is deleted by its writer or the novel's author. */
export const commentPolicy = {
  delete: rule<CommentOnChapter>(
    (user, comment) => idOf(comment.user) === user.id || ownsNovel(user, comment.chapter.novel),
    'You can only delete your own comments or comments on your novels.',
  ),
  /** The author dashboard's comment list belongs to that author (an author route: readers are refused too). */
  listForAuthor: rule<{ authorId: number }>(
    (user, target) => user.isAuthor && user.id === target.authorId,
    'You can only see comments on your own novels.',
  ),
};
