/** Chapter reading page (/novels/:novelName/chapters/:chapterNumber): loads the chapter and picks the view. */
import { MESSAGES } from '@inkshelf/contracts';
import { novelPath } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { chapterSummaries, queries } from '../../api.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { toast } from '../../toast/index.ts';
import { ChapterAccessDenied, ChapterError, ChapterSkeleton } from './chapter-states.tsx';
import { ChapterView } from './chapter-view.tsx';

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
  const chapterQuery = useQuery({
    ...queries.readChapter({ params: { novelId: novelId ?? 0, slot: String(chapterNumber ?? 0) } }),
    enabled: novelId !== undefined && chapterNumber !== null,
  });
  const listQuery = useQuery({
    ...chapterSummaries(novelId ?? 0),
    enabled: novelId !== undefined,
  });

  // Someone else's draft: the 'Access denied' toast, then back to the novel page.
  const chapterError = chapterQuery.error;
  const draftDenied = chapterError?.status === 403 && chapterError.detail.includes(MESSAGES.errors.chapterDraft);
  const redirected = useRef(false);
  useEffect(() => {
    if (!draftDenied || redirected.current) return;
    redirected.current = true;
    toast({ ...MESSAGES.toasts.accessDenied, variant: 'destructive' });
    void navigate(novelPath(novelName), { replace: true });
  }, [draftDenied, navigate, novelName]);

  if (chapterNumber === null) return <ChapterAccessDenied novelName={novelName} />;
  if (novelQuery.isError) return <ChapterError />;
  if (novelQuery.isPending || chapterQuery.isPending || draftDenied) return <ChapterSkeleton />;
  if (chapterQuery.isError) {
    const { status } = chapterQuery.error;
    return status === 403 || status === 404 ? <ChapterAccessDenied novelName={novelName} /> : <ChapterError />;
  }
  return (
    <ChapterView key={chapterQuery.data.id} chapter={chapterQuery.data} chapters={listQuery.data} user={user ?? null} />
  );
}
