/** Create novel (/author/novels/create): the novel form; 'Novel created' and on to the novel's page. */
import { API_PREFIXES, apiPath, invalidateApi } from '@inkshelf/api-client';
import { DEFAULTS, MESSAGES, type Novel, type NovelEditForm, type NovelStatus } from '@inkshelf/contracts';
import { novelPath } from '@inkshelf/reader-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { toast } from '@inkshelf/ui/toast';
import { failureText } from '../author-shared/failure.ts';
import { toNovelBody } from '../author-shared/novel-body.ts';
import { NovelForm } from '../author-shared/novel-form.tsx';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { sendJson } from '../author-shared/upload.ts';

const EMPTY: NovelEditForm = {
  title: '',
  genres: [],
  tags: [],
  description: '',
  status: DEFAULTS.novelStatus,
  contentRating: DEFAULTS.contentRating,
  contentWarnings: [],
  completionStatus: DEFAULTS.completionStatus,
  coverImage: null,
};

export default function CreateNovelPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  usePageMeta(pageTitle(T.createNovelTitle), T.createNovelDescription);

  const submit = async (values: NovelEditForm, status: NovelStatus) => {
    const body = toNovelBody(values, status);
    setPending(true);
    setProgress(body.coverImage ? 0 : null);
    try {
      const novel = await sendJson<Novel>(
        'POST',
        apiPath('createNovel', { body }),
        body,
        body.coverImage ? setProgress : undefined,
      );
      await invalidateApi(client, API_PREFIXES.novels, API_PREFIXES.genres, API_PREFIXES.latestChapters);
      toast(MESSAGES.toasts.novelCreated);
      void navigate(novelPath(novel.title));
    } catch (error) {
      toast({
        title: MESSAGES.toasts.errorTitle,
        description: failureText(error, T.createNovelFailed),
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
      <h1 className="text-2xl font-bold sm:text-3xl">{T.createNovelTitle}</h1>
      <section className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
        <NovelForm defaults={EMPTY} mode="create" onSubmit={submit} pending={pending} progress={progress} />
      </section>
    </div>
  );
}
