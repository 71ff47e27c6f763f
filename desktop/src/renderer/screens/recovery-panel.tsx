/**
 * 'Recover unsaved work' on start: local drafts newer than the server's version (or of chapters the server has
 * never seen), each to open or discard; and a readable notice for draft files that could not be read.
 */
import { Button } from '@inkshelf/reader-ui';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { create } from 'zustand';
import type { DraftProblem, DraftSummary } from '../../shared/bridge.ts';
import { keyString } from '../lib/draft-keys.ts';
import { draftsToRecover, type ServerVersions } from '../lib/recovery.ts';
import { formatTime } from '../lib/save-state.ts';
import { apiFor } from '../lib/session.ts';
import { studio } from '../lib/studio.ts';
import { go } from '../state/nav.ts';
import { refreshLocalDrafts } from '../state/runtime.ts';
import { useLocalDrafts } from '../state/use-local-drafts.ts';

async function findRecoverable(serverUrl: string): Promise<DraftSummary[]> {
  const drafts = await studio().drafts.list(serverUrl);
  const versions = new Map<number, ServerVersions>();
  const novels = [...new Set(drafts.filter((d) => d.key.chapterId !== null).map((d) => d.key.novelId))];
  await Promise.all(
    novels.map(async (novelId) => {
      try {
        const chapters = await apiFor(serverUrl).listChapterSummaries({
          params: { novelId },
          query: { view: 'summary' },
        });
        versions.set(novelId, new Map(chapters.map((chapter) => [chapter.id, chapter.updatedAt])));
      } catch {
        // Offline: the version each draft started from stands in.
      }
    }),
  );
  return draftsToRecover(drafts, versions);
}

/** Dismissed once per run of the app (not again after signing in anew). */
const useProblemsSeen = create<{ seen: boolean }>()(() => ({ seen: false }));

/** One line per file: a second reader of the same file reports it gone; the move is what matters. */
function uniqueProblems(problems: DraftProblem[]): DraftProblem[] {
  const byFile = new Map<string, DraftProblem>();
  for (const problem of problems) {
    const seen = byFile.get(problem.file);
    if (!seen || (seen.movedTo === '' && problem.movedTo !== '')) byFile.set(problem.file, problem);
  }
  return [...byFile.values()];
}

export function RecoveryPanel({ serverUrl }: { serverUrl: string }) {
  // Read once per start: what was left from last time, not what is being written now.
  const recoverable = useQuery({
    queryKey: ['recoverable', serverUrl],
    queryFn: () => findRecoverable(serverUrl),
    staleTime: Infinity,
  });
  // Unreadable files are found while the drafts are read: ask once that reading is done.
  const problems = useQuery({
    queryKey: ['draft-problems'],
    queryFn: () => studio().drafts.problems(),
    staleTime: Infinity,
    enabled: !recoverable.isPending,
  });
  const [handled, setHandled] = useState<Set<string>>(new Set());
  const problemsSeen = useProblemsSeen((state) => state.seen);
  const setProblemsSeen = (seen: boolean) => useProblemsSeen.setState({ seen });

  // Read at start, shown while still on disk (the queue may send some meanwhile).
  const live = new Set(useLocalDrafts(serverUrl).map((draft) => keyString(draft.key)));
  const left = (recoverable.data ?? []).filter(
    (draft) => !handled.has(keyString(draft.key)) && live.has(keyString(draft.key)),
  );
  const markHandled = (draft: DraftSummary) => setHandled((set) => new Set(set).add(keyString(draft.key)));

  const [discarding, setDiscarding] = useState<DraftSummary | null>(null);
  const discard = async (draft: DraftSummary) => {
    setDiscarding(null);
    await studio().drafts.remove(draft.key);
    markHandled(draft);
    refreshLocalDrafts(serverUrl);
  };

  return (
    <>
      {problems.data && problems.data.length > 0 && !problemsSeen && (
        <section
          aria-labelledby="problems-heading"
          role="alert"
          className="mb-4 grid gap-2 rounded-lg border border-destructive/60 bg-card p-4"
        >
          <h2 id="problems-heading" className="font-semibold">
            Some draft files could not be read
          </h2>
          <p className="text-sm">They were moved aside so the other drafts keep working. Nothing else was changed.</p>
          <ul className="grid gap-1 text-sm">
            {uniqueProblems(problems.data).map((problem) => (
              <li key={problem.file}>{problem.message}</li>
            ))}
          </ul>
          <div>
            <Button size="sm" variant="outline" onClick={() => setProblemsSeen(true)}>
              Dismiss
            </Button>
          </div>
        </section>
      )}
      {left.length > 0 && (
        <section
          aria-labelledby="recover-heading"
          className="mb-4 grid gap-3 rounded-lg border-2 border-primary/50 bg-card p-4"
        >
          <div>
            <h2 id="recover-heading" className="text-lg font-semibold">
              Recover unsaved work
            </h2>
            <p className="text-sm text-muted-foreground">
              These drafts on this computer are newer than the server&rsquo;s version.
            </p>
          </div>
          <ul className="grid gap-2">
            {left.map((draft) => (
              <li
                key={keyString(draft.key)}
                className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3"
              >
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium break-words">
                    {draft.novelTitle}: {draft.title || 'Untitled chapter'}
                  </p>
                  <p className="text-muted-foreground">
                    {draft.key.chapterId === null ? 'New chapter' : `Chapter ${draft.chapterNumber ?? ''}`} ·{' '}
                    {draft.words} {draft.words === 1 ? 'word' : 'words'} · saved {formatTime(draft.savedAt)}
                    {draft.pending && ` · waiting to ${draft.pending === 'publish' ? 'publish' : 'save to the server'}`}
                  </p>
                </div>
                <Button
                  size="sm"
                  onClick={() => {
                    markHandled(draft);
                    go({
                      name: 'editor',
                      key: draft.key,
                      novelTitle: draft.novelTitle,
                      chapterNumber: draft.chapterNumber,
                    });
                  }}
                >
                  Open
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDiscarding(draft)}>
                  Discard
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this draft?"
        description={`'${discarding?.title || 'Untitled chapter'}' and its snapshots will be deleted from this computer. This cannot be undone.`}
        confirmLabel="Discard draft"
        destructive
        onConfirm={() => discarding && void discard(discarding)}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}
