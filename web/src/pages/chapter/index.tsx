/** Chapter reading page (/novels/:novelName/chapters/:chapterNumber): loads the chapter and picks the view. */
import { CHAPTER_DRAFT_MESSAGE, chapterPath, TOAST_MESSAGES } from '@inkshelf/contracts';
import { novelPath } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { chapterSummaries, queries } from '../../api.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { useMovedTitle } from '../../components/use-moved-title.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { toast } from '@inkshelf/ui/toast';
import { ChapterSkeleton } from './chapter-skeleton.tsx';
import { ChapterView } from './chapter-view.tsx';
import { CHAPTER_TEXTS } from './texts.ts';

// The error views are rare: their code loads when one is shown.
const loadStates = () => import('./chapter-states.tsx');
const ChapterError = lazy(async () => ({ default: (await loadStates()).ChapterError }));
const ChapterAccessDenied = lazy(async () => ({ default: (await loadStates()).ChapterAccessDenied }));
const Loading = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<ChapterSkeleton />}>{children}</Suspense>
);

/** A chapter number from the URL: a positive whole number, else null. */
export function parseChapterNumber(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export default function ChapterPage() {
  const params = useParams();
  const novelName = params.novelName ?? '';
  const chapterNumber = parseChapterNumber(params.chapterNumber);
  const navigate = useNavigate();
  const { user } = useCurrentUser();

  const novelQuery = useQuery(queries.novelByName({ params: { name: novelName } }));
  const novelId = novelQuery.data?.id;
  useMovedTitle(novelName, novelQuery.data?.title, (title) => chapterPath(title, chapterNumber ?? 1));
  const chapterQuery = useQuery({
    ...queries.readChapter({
      params: { novelId: novelId ?? 0, slot: String(chapterNumber ?? 0) },
      query: { format: 'html' },
    }),
    enabled: novelId !== undefined && chapterNumber !== null,
  });
  const listQuery = useQuery({
    ...chapterSummaries(novelId ?? 0),
    enabled: novelId !== undefined,
  });

  // Someone else's draft: the 'Access denied' toast, then back to the novel page.
  const chapterError = chapterQuery.error;
  const draftDenied = chapterError?.status === 403 && chapterError.detail.includes(CHAPTER_DRAFT_MESSAGE);
  const redirected = useRef(false);
  useEffect(() => {
    if (!draftDenied || redirected.current) return;
    redirected.current = true;
    toast({ ...TOAST_MESSAGES.accessDenied, variant: 'destructive' });
    void navigate(novelPath(novelName), { replace: true });
  }, [draftDenied, navigate, novelName]);

  const read = chapterQuery.data;
  const label = read && CHAPTER_TEXTS.chapterLabel(read.chapterNumber, read.title);
  usePageMeta(
    read && label ? pageTitle(label, read.novel.title) : null,
    read && label ? `Read ${label} of ${read.novel.title} by ${read.novel.authorName}.` : null,
  );

  const denied = (
    <Loading>
      <ChapterAccessDenied novelName={novelName} />
    </Loading>
  );
  const failed = (
    <Loading>
      <ChapterError />
    </Loading>
  );
  if (chapterNumber === null) return denied;
  if (novelQuery.isError) return failed;
  // Someone else's draft shows 'Access Denied' (all a reader without scripts gets) until the redirect above.
  if (draftDenied) return denied;
  if (novelQuery.isPending || chapterQuery.isPending) return <ChapterSkeleton />;
  if (chapterQuery.isError) {
    const { status } = chapterQuery.error;
    return status === 403 || status === 404 ? denied : failed;
  }
  return (
    <ChapterView
      key={chapterQuery.data.id}
      chapter={chapterQuery.data}
      chapters={listQuery.data}
      rating={novelQuery.data}
      user={user ?? null}
    />
  );
}
