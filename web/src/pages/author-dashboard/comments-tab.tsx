/** Comments tab: comments on the author's chapters, filterable by novel, 10 threads a page, with replies. */
import { API_PREFIXES, invalidateApi, isApiError } from '@inkshelf/api-client';
import { MESSAGES, type Novel } from '@inkshelf/contracts';
import { CommentThread, Spinner, chapterPath } from '@inkshelf/reader-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api, queries } from '../../api.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { groupByChapter, orderedThreads } from './comment-groups.ts';
import { NovelFilter, Pager, pageCount, pageSlice } from './list-controls.tsx';

export function CommentsTab({ authorId, novels }: { authorId: number; novels: readonly Novel[] }) {
  const client = useQueryClient();
  const { user } = useCurrentUser();
  const [novelId, setNovelId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const commentsQuery = useQuery(queries.authorComments({ params: { authorId } }));

  const threads = useMemo(() => {
    const all = commentsQuery.data ?? [];
    const shown = novelId === null ? all : all.filter((c) => (c.novel?.id ?? c.chapter?.novelId) === novelId);
    return orderedThreads(shown);
  }, [commentsQuery.data, novelId]);
  const total = pageCount(threads.length);
  const current = Math.min(page, total);
  const groups = groupByChapter(pageSlice(threads, current));

  const refresh = () => invalidateApi(client, API_PREFIXES.authors, API_PREFIXES.chapters);
  const reply = (chapterId: number) => async (parentId: number | null, content: string) => {
    await api.postComment({ params: { chapterId }, body: { content, parentId } });
    await refresh();
  };
  const remove = async (commentId: number) => {
    await api.deleteComment({ params: { id: commentId } });
    await refresh();
  };

  return (
    <section aria-labelledby="comments-tab-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="comments-tab-heading" className="text-xl font-semibold">
          {T.comments}
        </h2>
        <NovelFilter
          novels={novels}
          value={novelId}
          onChange={(id) => {
            setNovelId(id);
            setPage(1);
          }}
        />
      </div>
      {commentsQuery.isError && (
        <p role="alert" className="text-sm text-destructive">
          {MESSAGES.fetchErrors.authorComments(isApiError(commentsQuery.error) ? commentsQuery.error.status : '')}
        </p>
      )}
      {commentsQuery.isPending ? (
        <Spinner label="Loading comments..." />
      ) : groups.length === 0 ? (
        <p className="text-muted-foreground">{T.noComments}</p>
      ) : (
        <div className="grid gap-6">
          {groups.map((group) => (
            <CommentThread
              key={`${group.chapterId}-${group.comments[0]?.id ?? 0}`}
              title={T.threadTitle(group.novelTitle, group.chapterNumber)}
              comments={group.comments}
              currentUser={user ?? null}
              onPost={(content) => reply(group.chapterId)(null, content)}
              onReply={(parentId, content) => reply(group.chapterId)(parentId, content)}
              onDelete={remove}
              canDelete={() => true}
              commentLinks={() => [{ to: chapterPath(group.novelTitle, group.chapterNumber), label: 'View chapter' }]}
              className="rounded-lg border border-border bg-card p-4 text-card-foreground"
            />
          ))}
        </div>
      )}
      <Pager page={current} total={total} onPage={setPage} />
    </section>
  );
}
