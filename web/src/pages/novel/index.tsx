/** Novel detail (/novels/:novelName): header, synopsis, chapter list and reviews of the novel named in the URL. */
import { MESSAGES, novelPath } from '@inkshelf/contracts';
import { Skeleton } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { chapterSummaries, queries } from '../../api.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { useMovedTitle } from '../../components/use-moved-title.ts';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { ChapterList } from './chapter-list.tsx';
import { publishedInOrder } from './chapter-pages.ts';
import { NovelHeader } from './novel-header.tsx';
import { NovelLoadError, NovelNotFound } from './not-found.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { synopsisSnippet } from './synopsis-snippet.ts';
import { NOVEL_TEXTS } from './texts.ts';

function NovelSkeleton() {
  return (
    <div className={`${PAGE_CONTAINER} grid gap-6 sm:grid-cols-[12rem_1fr] md:grid-cols-[14rem_1fr]`} aria-busy="true">
      <span role="status" className="sr-only">
        Loading novel...
      </span>
      <Skeleton className="mx-auto aspect-[2/3] w-40 sm:w-full" />
      <div className="grid content-start gap-3">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-10 w-48" />
      </div>
    </div>
  );
}

function Synopsis({ text }: { text: string }) {
  const headingId = useId();
  return (
    <section className="grid gap-2">
      <h2 id={headingId} className="text-xl font-semibold">
        {NOVEL_TEXTS.synopsis}
      </h2>
      {/* Focusable so keyboard users can scroll a long synopsis. */}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        className="max-h-64 overflow-y-auto rounded-lg border border-border bg-card p-4 text-card-foreground whitespace-pre-line focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {text}
      </div>
    </section>
  );
}

export default function NovelPage() {
  const { novelName = '' } = useParams();
  const { user } = useCurrentUser();
  const novelQuery = useQuery(queries.novelByName({ params: { name: novelName } }));
  const novel = novelQuery.data;
  const novelId = novel?.id ?? 0;
  useMovedTitle(novelName, novel?.title, novelPath);

  const chaptersQuery = useQuery({ ...chapterSummaries(novelId), enabled: Boolean(novel) });
  const chapters = useMemo(() => chaptersQuery.data && publishedInOrder(chaptersQuery.data), [chaptersQuery.data]);
  const history = useQuery({
    ...queries.novelReadingHistory({ params: { id: novelId } }),
    enabled: Boolean(novel && user),
  });
  // Signed-in only: the anonymous page makes no extra call.
  const reads = useQuery({
    ...queries.readChapters({ params: { id: novelId } }),
    enabled: Boolean(novel && user),
  });
  const readIds = useMemo(() => new Set(user ? (reads.data?.chapterIds ?? []) : []), [reads.data, user]);

  usePageMeta(novel ? pageTitle(novel.title) : null, novel ? synopsisSnippet(novel.description) : null);

  if (novelQuery.isPending) return <NovelSkeleton />;
  if (novelQuery.isError) {
    if (novelQuery.error.status === 404) return <NovelNotFound />;
    return <NovelLoadError message={MESSAGES.fetchErrors.novel} detail={novelQuery.error.message} />;
  }
  if (!novel) return <NovelNotFound />;

  const resumeAt = user ? history.data?.chapterNumber : undefined;
  const readChapterNumber = resumeAt ?? chapters?.[0]?.chapterNumber ?? null;
  const isAuthor = user?.id === novel.authorId;

  return (
    <div className={`${PAGE_CONTAINER} grid grid-cols-1 gap-10`}>
      <NovelHeader
        novel={novel}
        readChapterNumber={readChapterNumber}
        resumes={resumeAt !== undefined}
        signedIn={Boolean(user)}
        canReport={Boolean(user) && !isAuthor}
        isAuthor={isAuthor}
      />
      <Synopsis text={novel.description} />
      <ChapterList
        key={novel.id}
        novel={novel}
        chapters={chapters}
        loadFailed={chaptersQuery.isError}
        isAuthor={isAuthor}
        readIds={readIds}
      />
      <ReviewsSection novel={novel} user={user ?? null} />
    </div>
  );
}
