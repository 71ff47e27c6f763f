/** The chapter's comments: reader-ui's CommentThread wired to the comment, reply, like and delete calls. */
import { API_PREFIXES, apiKey, apiPath, invalidateApi } from '@inkshelf/api-client';
import { MESSAGES, type CurrentUser, type LikedResult } from '@inkshelf/contracts';
import { Button, CommentThread, type CommentData } from '@inkshelf/reader-ui';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, queries } from '../../api.ts';
import { openAuthDialog } from '../../auth/auth-dialog-store.ts';
import { LazyReportDialog, ReportAction } from '../../components/report/report-action.tsx';
import { CHAPTER_TEXTS } from './texts.ts';

export interface ChapterCommentsProps {
  chapterId: number;
  /** 'Chapter 3' of the novel, for the chapter's Report action. */
  chapterLabel: string;
  novelAuthorId: number;
  user: CurrentUser | null;
}

/** Liked state per comment; a failure is only logged (section 8) and counts as 'not liked'. */
function likedQuery(id: number) {
  const base = queries.likedComment({ params: { id } });
  return {
    ...base,
    queryFn: async (): Promise<LikedResult> => {
      try {
        return await api.likedComment({ params: { id } });
      } catch (error) {
        console.warn(MESSAGES.fetchErrors.likeStatus, error);
        return { liked: false };
      }
    },
  };
}

export function ChapterComments({ chapterId, chapterLabel, novelAuthorId, user }: ChapterCommentsProps) {
  const queryClient = useQueryClient();
  const [reported, setReported] = useState<number | null>(null);
  const list = useQuery(queries.listComments({ params: { chapterId } }));
  const comments = list.data ?? [];
  const liked = useQueries({ queries: user ? comments.map((comment) => likedQuery(comment.id)) : [] });
  const likedIds = comments.filter((_, index) => liked[index]?.data?.liked === true).map((comment) => comment.id);

  const refresh = (...extra: string[]) =>
    invalidateApi(queryClient, apiPath('listComments', { params: { chapterId } }), API_PREFIXES.authors, ...extra);

  const post = async (content: string, parentId?: number) => {
    await api.postComment({ params: { chapterId }, body: { content, parentId: parentId ?? null } });
    await refresh();
  };

  const like = async (commentId: number) => {
    const result = await api.toggleLike({ params: { id: commentId } });
    queryClient.setQueryData(apiKey('likedComment', { params: { id: commentId } }), { liked: result.liked });
    await refresh();
    return result;
  };

  const remove = async (commentId: number) => {
    await api.deleteComment({ params: { id: commentId } });
    await refresh();
  };

  const canDelete = (comment: CommentData) =>
    user !== null && (comment.userId === user.id || user.id === novelAuthorId);

  return (
    <div className="grid gap-3">
      {/* Below the text, where a reader who finished it looks next; the Report dialog loads on the first click. */}
      {user && user.id !== novelAuthorId && (
        <p className="flex flex-wrap items-center justify-end gap-1 text-sm text-muted-foreground">
          {CHAPTER_TEXTS.reportPrompt}
          <ReportAction targetType="chapter" targetId={chapterId} label={`Report ${chapterLabel}`} />
        </p>
      )}
      <CommentThread
        comments={comments}
        currentUser={user}
        likedIds={likedIds}
        onPost={(content) => post(content)}
        onReply={(parentId, content) => post(content, parentId)}
        onLike={like}
        onDelete={remove}
        canDelete={canDelete}
        onReport={(comment) => setReported(comment.id)}
        isLoading={list.isPending}
        loadError={list.isError && !list.data}
        signInAction={
          <Button size="sm" variant="outline" onClick={() => openAuthDialog('login')}>
            {CHAPTER_TEXTS.logIn}
          </Button>
        }
      />
      <LazyReportDialog
        target={reported === null ? null : { targetType: 'comment', targetId: reported }}
        onClose={() => setReported(null)}
      />
    </div>
  );
}
