/** Edit novel (/author/novels/:id/edit): the owner's form, chapter list and delete; anyone else is sent away. */
import { apiPath } from '@inkshelf/api-client';
import { MESSAGES, type Novel, type NovelEditForm, type NovelStatus } from '@inkshelf/contracts';
import { Button, buttonClasses, novelPath } from '@inkshelf/reader-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, queries } from '../../api.ts';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { toast } from '@inkshelf/ui/toast';
import { refreshAuthorData } from '../author-shared/author-mutations.ts';
import { DeleteNovelDialog } from '../author-shared/delete-novel-dialog.tsx';
import { failureText } from '../author-shared/failure.ts';
import { toNovelBody } from '../author-shared/novel-body.ts';
import { NovelForm } from '../author-shared/novel-form.tsx';
import { LoadingScreen, NotFoundScreen } from '../author-shared/screens.tsx';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { useOwnerGuard } from '../author-shared/use-owner-guard.ts';
import { sendJson } from '../author-shared/upload.ts';
import { ReleaseRhythm } from './release-rhythm.tsx';
import { NovelChapters } from './novel-chapters.tsx';

const formValues = (novel: Novel): NovelEditForm => ({
  title: novel.title,
  genres: novel.genres,
  tags: novel.tags,
  description: novel.description,
  status: novel.status,
  contentRating: novel.contentRating,
  contentWarnings: novel.contentWarnings,
  completionStatus: novel.completionStatus,
  coverImage: novel.coverImage,
});

export default function EditNovelPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const novelQuery = useQuery({ ...queries.novelById({ params: { id } }), enabled: valid });
  const novel = novelQuery.data;
  const notOwner = useOwnerGuard(novel?.authorId);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  usePageMeta(novel ? pageTitle(T.editNovelTitle, novel.title) : pageTitle(T.editNovelTitle), T.editNovelDescription);

  if (!valid || novelQuery.isError) return <NotFoundScreen title={T.novelNotFound} />;
  if (!novel || notOwner) return <LoadingScreen label={T.loadingNovel} />;

  const submit = async (values: NovelEditForm, status: NovelStatus) => {
    const body = toNovelBody(values, status, novel.coverImage);
    const withCover = typeof body.coverImage === 'string';
    setPending(true);
    setProgress(withCover ? 0 : null);
    try {
      const saved = withCover
        ? await sendJson<Novel>('PUT', apiPath('updateNovel', { params: { id }, body }), body, setProgress)
        : await api.updateNovel({ params: { id }, body });
      await refreshAuthorData(client);
      toast({ title: T.novelUpdated });
      void navigate(novelPath(saved.title));
    } catch (error) {
      toast({
        title: MESSAGES.toasts.updateNovelFailedTitle,
        description: failureText(error, MESSAGES.toasts.updateNovelFailedTitle),
        variant: 'destructive',
      });
      setPending(false);
      setProgress(null);
      // The form shows a refusal about one field beside it.
      throw error;
    }
  };

  return (
    <div className={`${PROSE_CONTAINER} grid gap-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{T.editNovelTitle}</h1>
        <Button variant="destructive" size="sm" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {T.deleteNovelTitle}
        </Button>
      </div>
      <section className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
        <NovelForm
          key={novel.updatedAt}
          defaults={formValues(novel)}
          mode="edit"
          onSubmit={submit}
          pending={pending}
          progress={progress}
          leadingActions={
            <Link to={novelPath(novel.title)} className={buttonClasses('ghost')}>
              {T.cancel}
            </Link>
          }
        />
      </section>
      <ReleaseRhythm novelId={novel.id} />
      <NovelChapters novelId={novel.id} />
      <DeleteNovelDialog
        novel={deleting ? novel : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/author/dashboard', { replace: true })}
      />
    </div>
  );
}
