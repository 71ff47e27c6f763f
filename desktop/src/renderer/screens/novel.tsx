/** A novel's chapters: published and server drafts from the API, and drafts kept on this computer. */
import { MESSAGES, type ChapterSummary } from '@inkshelf/contracts';
import { Button, Skeleton, formatRelativeTime } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BarChart3, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { DraftSummary } from '../../shared/bridge.ts';
import { ErrorNotice } from '../components/fields.tsx';
import { OfflineCopyNotice } from '../components/offline-copy-notice.tsx';
import { keyString, newChapterKey, serverChapterKey } from '../lib/draft-keys.ts';
import { cachedList, chaptersRef, showsCopy } from '../lib/list-cache.ts';
import { apiFor, useSession } from '../lib/session.ts';
import { describeError } from '../lib/text.ts';
import { go } from '../state/nav.ts';
import { QK, queue } from '../state/runtime.ts';
import { useLocalDrafts } from '../state/use-local-drafts.ts';
import { StatusBadge } from './status-badge.tsx';

const PENDING_LABEL = { publish: 'Waiting to publish', 'save-draft': 'Waiting to save to the server' } as const;

export function NovelScreen({
  serverUrl,
  novelId,
  novelTitle,
}: {
  serverUrl: string;
  novelId: number;
  novelTitle: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const userId = useSession((state) => state.user?.id ?? 0);
  // The last answer is kept on this computer: offline, the chapters seen before still show.
  const chapters = useQuery({
    queryKey: QK.chapters(serverUrl, novelId),
    ...cachedList(chaptersRef(serverUrl, userId, novelId), () =>
      apiFor(serverUrl).listChapterSummaries({ params: { novelId }, query: { view: 'summary' } }),
    ),
  });
  const fromCopy = showsCopy(chapters);
  const local = useLocalDrafts(serverUrl).filter((draft) => draft.key.novelId === novelId);
  const localByChapter = new Map(local.filter((d) => d.key.chapterId !== null).map((d) => [d.key.chapterId, d]));
  const newChapters = local.filter((draft) => draft.key.chapterId === null);

  const open = (draft: DraftSummary | null, chapter: ChapterSummary | null) => {
    const key = draft?.key ?? serverChapterKey(serverUrl, novelId, chapter?.id ?? 0);
    go({ name: 'editor', key, novelTitle, chapterNumber: chapter?.chapterNumber ?? draft?.chapterNumber ?? null });
  };

  return (
    <section aria-labelledby="novel-heading" className="grid gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={() => go({ name: 'novels' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          My Novels
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="novel-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {novelTitle}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => go({ name: 'analytics', novelId, novelTitle })}>
            <BarChart3 aria-hidden="true" className="size-4" />
            {MESSAGES.stats.linkLabel}
          </Button>
          <Button
            onClick={() =>
              go({ name: 'editor', key: newChapterKey(serverUrl, novelId), novelTitle, chapterNumber: null })
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            New chapter
          </Button>
        </div>
      </div>
      {fromCopy && <OfflineCopyNotice what="the chapters" savedAt={chapters.dataUpdatedAt} />}
      {chapters.isError && !fromCopy && (
        <ErrorNotice>Could not load the chapters from the server: {describeError(chapters.error)}</ErrorNotice>
      )}
      {chapters.isPending && chapters.fetchStatus !== 'idle' && <Skeleton className="h-24 w-full" />}
      <h2 className="text-lg font-semibold">Chapters</h2>
      <ul className="grid gap-2" aria-label="Chapters">
        {newChapters.map((draft) => (
          <ChapterRow
            key={keyString(draft.key)}
            title={draft.title || 'Untitled chapter'}
            number={draft.chapterNumber}
            local={draft}
            onOpen={() => open(draft, null)}
          />
        ))}
        {chapters.data?.map((chapter) => (
          <ChapterRow
            key={chapter.id}
            title={chapter.title}
            number={chapter.chapterNumber}
            status={chapter.status}
            local={localByChapter.get(chapter.id) ?? null}
            onOpen={() => open(localByChapter.get(chapter.id) ?? null, chapter)}
          />
        ))}
        {chapters.data?.length === 0 && newChapters.length === 0 && (
          <li className="text-muted-foreground">No chapters yet.</li>
        )}
      </ul>
    </section>
  );
}

interface ChapterRowProps {
  title: string;
  number: number | null;
  status?: 'draft' | 'published' | 'scheduled';
  local: DraftSummary | null;
  onOpen: () => void;
}

function ChapterRow({ title, number, status, local, onOpen }: ChapterRowProps) {
  const conflicts = useStore(queue.store, (state) => state.conflicts);
  const failures = useStore(queue.store, (state) => state.failures);
  const id = local ? keyString(local.key) : null;
  const problem = id ? (conflicts[id] ? 'Changed on the server: needs your decision' : failures[id]) : undefined;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          {number ? `Chapter ${number}: ` : 'New chapter: '}
          {title}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {status && <StatusBadge status={status} />}
          {local && <StatusBadge status="local" />}
          {local && <span>saved {formatRelativeTime(local.savedAt)}</span>}
          {local?.pending && <span className="font-medium text-foreground">{PENDING_LABEL[local.pending]}</span>}
          {problem && <span className="font-medium text-destructive">{problem}</span>}
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onOpen}
        aria-label={`Open ${number ? `chapter ${number}` : 'new chapter'}: ${title}`}
      >
        Open
      </Button>
    </li>
  );
}
