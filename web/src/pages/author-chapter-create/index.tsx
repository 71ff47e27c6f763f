/** Add chapter (/author/novels/:novelId/chapters/create): the chapter form with its per-novel local draft. */
import { MESSAGES, type ChapterStatus } from '@inkshelf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api, queries } from '../../api.ts';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { toast } from '@inkshelf/ui/toast';
import { refreshAuthorData } from '../author-shared/author-mutations.ts';
import { formFields, toCreateBody } from '../author-shared/chapter-body.ts';
import { ChapterForm, type ChapterValues, type ReleaseRequest } from '../author-shared/chapter-form.tsx';
import { loadDraft, newChapterDraftKey, removeDraft, type LocalChapterDraft } from '../author-shared/draft-storage.ts';
import { failureText } from '../author-shared/failure.ts';
import { RestoredNotice } from '../author-shared/restored-notice.tsx';
import { LoadingScreen, NotFoundScreen } from '../author-shared/screens.tsx';
import { StatusBadge } from '../author-shared/status-badge.tsx';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { useOwnerGuard } from '../author-shared/use-owner-guard.ts';

const EMPTY: ChapterValues = { title: '', chapterNumber: '', content: '', authorNote: '' };

export default function CreateChapterPage() {
  const novelId = Number(useParams().novelId);
  const valid = Number.isInteger(novelId) && novelId > 0;
  const novelQuery = useQuery({ ...queries.novelById({ params: { id: novelId } }), enabled: valid });
  const notOwner = useOwnerGuard(novelQuery.data?.authorId);
  const novelTitle = novelQuery.data?.title;
  usePageMeta(
    novelTitle ? pageTitle(T.addChapterTitle, novelTitle) : pageTitle(T.addChapterTitle),
    T.addChapterDescription,
  );
  if (!valid || novelQuery.isError) return <NotFoundScreen title={T.novelNotFound} />;
  if (!novelQuery.data || notOwner) return <LoadingScreen label={T.loadingNovel} />;
  return (
    <CreateChapter key={novelId} novelId={novelId} novelTitle={novelQuery.data.title} status={novelQuery.data.status} />
  );
}

function CreateChapter({ novelId, novelTitle, status }: { novelId: number; novelTitle: string; status: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const draftKey = newChapterDraftKey(novelId);
  const [restored, setRestored] = useState<LocalChapterDraft | null>(() => loadDraft(draftKey));
  const [formKey, setFormKey] = useState(0);
  const [pending, setPending] = useState(false);

  const discard = () => {
    removeDraft(draftKey);
    setRestored(null);
    setFormKey((key) => key + 1);
  };

  const save = async (values: ChapterValues, chosen: ChapterStatus | undefined, release: ReleaseRequest) => {
    const chapterStatus = chosen ?? 'draft';
    setPending(true);
    try {
      await api.createChapter({ params: { novelId }, body: toCreateBody(values, chapterStatus, release) });
      removeDraft(draftKey);
      await refreshAuthorData(client);
      toast({ title: chapterStatus === 'scheduled' ? MESSAGES.releases.scheduledToast : T.chapterSaved });
      void navigate(
        chapterStatus === 'published' ? '/author/dashboard' : `/author/dashboard?showDraftsForNovelId=${novelId}`,
      );
    } catch (error) {
      toast({
        title: MESSAGES.toasts.errorTitle,
        description: failureText(error, T.chapterSaveFailed),
        variant: 'destructive',
      });
      setPending(false);
    }
  };

  return (
    <div className={`${PROSE_CONTAINER} grid gap-6 lg:max-w-5xl`}>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{T.addChapterTitle}</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <span>{novelTitle}</span>
          <StatusBadge status={status} />
        </p>
      </header>
      <ChapterForm
        key={formKey}
        defaults={restored ? formFields(restored) : EMPTY}
        mode="create"
        draftKey={draftKey}
        restoredNotice={restored && <RestoredNotice savedAt={restored.savedAt} onDiscard={discard} />}
        pending={pending}
        novelId={novelId}
        onSave={save}
      />
    </div>
  );
}
