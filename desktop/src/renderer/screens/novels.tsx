/** My Novels: the author's novels (drafts included) with their status, and the way to create one. */
import { Button, Skeleton } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ErrorNotice } from '../components/fields.tsx';
import { OfflineCopyNotice } from '../components/offline-copy-notice.tsx';
import { cachedList, novelsRef, showsCopy } from '../lib/list-cache.ts';
import { apiFor, useSession } from '../lib/session.ts';
import { studio } from '../lib/studio.ts';
import { describeError } from '../lib/text.ts';
import { go } from '../state/nav.ts';
import { QK } from '../state/runtime.ts';
import { StatusBadge } from './status-badge.tsx';

export function NovelsScreen({ serverUrl }: { serverUrl: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const user = useSession((state) => state.user);
  const authorId = user?.id ?? 0;
  // The last answer is kept on this computer: offline, My Novels shows it instead of only an error.
  const novels = useQuery({
    queryKey: QK.novels(serverUrl, authorId),
    ...cachedList(novelsRef(serverUrl, authorId), () => apiFor(serverUrl).novelsByAuthor({ params: { authorId } })),
    enabled: Boolean(user?.isAuthor),
  });
  const fromCopy = showsCopy(novels);

  if (user && !user.isAuthor) {
    return (
      <section aria-labelledby="novels-heading" className="grid max-w-xl gap-3">
        <h1 id="novels-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          My Novels
        </h1>
        <p>The studio is for authors. Your account is a reader account for now.</p>
        <p className="text-sm text-muted-foreground">
          To become an author, sign in on the website, open your Profile and choose &lsquo;Become an Author&rsquo;. Then
          sign in here again.
        </p>
        <div>
          <Button variant="outline" onClick={() => void studio().app.openExternal(`${serverUrl}/profile`)}>
            Open my profile on the website
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="novels-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="novels-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          My Novels
        </h1>
        <Button onClick={() => go({ name: 'new-novel' })}>
          <Plus aria-hidden="true" className="size-4" />
          Create novel
        </Button>
      </div>
      {novels.isPending && novels.fetchStatus !== 'idle' && <Skeleton className="h-24 w-full" />}
      {fromCopy && <OfflineCopyNotice what="your novels" savedAt={novels.dataUpdatedAt} />}
      {novels.isError && !fromCopy && (
        <ErrorNotice>
          Could not load your novels: {describeError(novels.error).replace(/\.$/, '')}. Drafts on this computer stay
          available.
        </ErrorNotice>
      )}
      {novels.data?.length === 0 && (
        <p className="text-muted-foreground">No novels yet. Create your first one to start writing.</p>
      )}
      {novels.data && novels.data.length > 0 && (
        <ul className="grid gap-2">
          {novels.data.map((novel) => (
            <li key={novel.id}>
              <button
                type="button"
                onClick={() => go({ name: 'novel', novelId: novel.id, novelTitle: novel.title })}
                className="flex w-full items-center gap-3 rounded-lg border border-border bg-card p-4 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <BookOpen aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{novel.title}</span>
                  <span className="block truncate text-sm text-muted-foreground">{novel.genres.join(', ')}</span>
                </span>
                <StatusBadge status={novel.status} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
