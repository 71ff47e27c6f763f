/** Edit chapter (both route spellings): resolves the slot, loads the chapter, saves with a stale-write check. */
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { chapterSummaries, queries } from '../../api.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { LoadingScreen, NotFoundScreen } from '../author-shared/screens.tsx';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { useOwnerGuard } from '../author-shared/use-owner-guard.ts';
import { EditChapter } from './edit-chapter.tsx';
import { afterSavePath, resolveSlot, slotKindOf } from './resolve-slot.ts';

export default function EditChapterPage() {
  const params = useParams();
  const novelId = Number(params.novelId);
  const slot = params.chapterId ?? '';
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const returnTo = search.get('returnTo');
  const valid = Number.isInteger(novelId) && novelId > 0;

  const listQuery = useQuery({ ...chapterSummaries(novelId), enabled: valid });
  const summary = listQuery.data && resolveSlot(listQuery.data, slot, slotKindOf(pathname));
  const chapterQuery = useQuery({
    ...queries.readChapter({
      params: { novelId, slot: String(summary?.chapterNumber ?? 0) },
      query: { format: 'html' },
    }),
    enabled: summary !== undefined,
    // The editor needs the stored version, not a copy cached by the reading page.
    staleTime: 0,
  });
  const chapter = chapterQuery.data;
  const notOwner = useOwnerGuard(chapter?.novel.authorId);
  const back = afterSavePath(returnTo, null);
  const backLabel = back === '/author/dashboard' ? T.returnToDashboard : T.goBack;
  usePageMeta(
    chapter ? pageTitle(T.editChapterTitle, chapter.novel.title) : pageTitle(T.editChapterTitle),
    T.editChapterDescription,
  );

  if (!valid || listQuery.isError || (listQuery.data && !summary) || chapterQuery.isError) {
    return (
      <NotFoundScreen title={T.chapterNotFound} text={T.chapterNotFoundText} returnTo={back} returnLabel={backLabel} />
    );
  }
  if (!chapter || notOwner) return <LoadingScreen label={T.loadingChapter} />;
  return <EditChapter key={chapter.id} chapter={chapter} returnTo={returnTo} />;
}
