/** My Novels: a row per novel (drafts list under the one named by ?showDraftsForNovelId=), or the empty state. */
import type { Novel } from '@inkshelf/contracts';
import { buttonClasses } from '@inkshelf/reader-ui';
import { BookPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyPanel } from '@inkshelf/ui/list-states';
import { DeleteNovelDialog } from '../author-shared/delete-novel-dialog.tsx';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { NovelRow } from './novel-row.tsx';

export const DRAFTS_PARAM = 'showDraftsForNovelId';

export function NovelsTab({ novels, loadFailed }: { novels: readonly Novel[]; loadFailed: boolean }) {
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<Novel | null>(null);
  const openDrafts = Number(params.get(DRAFTS_PARAM)) || null;

  const toggleDrafts = (novelId: number) => {
    const next = new URLSearchParams(params);
    if (openDrafts === novelId) next.delete(DRAFTS_PARAM);
    else next.set(DRAFTS_PARAM, String(novelId));
    setParams(next, { replace: true });
  };

  if (loadFailed) {
    return (
      <p role="alert" className="text-destructive">
        Failed to load your novels.
      </p>
    );
  }
  if (novels.length === 0) {
    return (
      <EmptyPanel
        title={T.noNovels}
        hint={T.noNovelsHint}
        action={
          <Link to="/author/novels/create" className={buttonClasses('default')}>
            <BookPlus aria-hidden="true" className="size-4" />
            {T.createFirstNovel}
          </Link>
        }
      />
    );
  }
  return (
    <section aria-labelledby="my-novels-heading" className="grid gap-4">
      <h2 id="my-novels-heading" className="text-xl font-semibold">
        {T.myNovels}
      </h2>
      <ul className="grid gap-4">
        {novels.map((novel) => (
          <NovelRow
            key={novel.id}
            novel={novel}
            draftsOpen={openDrafts === novel.id}
            onToggleDrafts={() => toggleDrafts(novel.id)}
            onDelete={() => setDeleting(novel)}
          />
        ))}
      </ul>
      <DeleteNovelDialog novel={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
