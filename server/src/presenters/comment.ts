import type { Comment as CommentWire } from '@inkshelf/contracts';
import type { Comment } from '../entities/index.ts';
import { moderationMarkOf } from './moderation-mark.ts';
import { presentUserRef } from './user.ts';

/** A comment or reply, flat: clients build the tree from parentId. The user must be loaded. */
export function presentComment(comment: Comment): CommentWire {
  return {
    id: comment.id,
    userId: comment.user.id,
    chapterId: comment.chapter.id,
    content: comment.content,
    likes: comment.likes,
    parentId: comment.parent?.id ?? null,
    createdAt: comment.createdAt.toISOString(),
    user: presentUserRef(comment.user),
    ...moderationMarkOf(comment),
  };
}

/** A comment on the author dashboard, with where it was written. The chapter and its novel must be loaded. */
export function presentAuthorComment(comment: Comment): CommentWire {
  const { chapter } = comment;
  return {
    ...presentComment(comment),
    novel: { id: chapter.novel.id, title: chapter.novel.title },
    chapter: { id: chapter.id, chapterNumber: chapter.chapterNumber, novelId: chapter.novel.id },
  };
}
