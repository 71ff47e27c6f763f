/**
 * The studio's long-lived pieces: the query client, the publish queue wired to the API and the drafts bridge,
 * and the hook the open editor registers so the queue saves its last keystrokes before sending.
 */
import { isApiError } from '@inkshelf/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { StatsRange } from '@inkshelf/contracts';
import type { DraftKey } from '../../shared/bridge.ts';
import { toast } from '@inkshelf/ui/toast';
import { reportUnreachable } from '../lib/connectivity.ts';
import { createPublishQueue } from '../lib/publish-queue.ts';
import type { ChapterApi } from '../lib/send-draft.ts';
import { apiFor, useSession } from '../lib/session.ts';
import { studio } from '../lib/studio.ts';

/** Any request that could not reach the server counts as a failure for the connectivity probe. */
const onError = (error: unknown) => {
  if (isApiError(error, 0)) reportUnreachable();
};

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 1 && !isApiError(error, 0) && !isApiError(error, 401),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // Offline the cached lists stay on screen.
      networkMode: 'always',
    },
    mutations: { networkMode: 'always' },
  },
});

export const queue = createPublishQueue();

export const QK = {
  novels: (serverUrl: string, authorId: number) => ['novels', serverUrl, authorId] as const,
  chapters: (serverUrl: string, novelId: number) => ['chapters', serverUrl, novelId] as const,
  stats: (serverUrl: string, novelId: number, range: StatsRange) => ['stats', serverUrl, novelId, range] as const,
  localDrafts: (serverUrl: string) => ['local-drafts', serverUrl] as const,
};

export function chapterApi(serverUrl: string): ChapterApi {
  const api = apiFor(serverUrl);
  return {
    createChapter: async (novelId, body) => await api.createChapter({ params: { novelId }, body }),
    listChapterSummaries: async (novelId) =>
      await api.listChapterSummaries({ params: { novelId }, query: { view: 'summary' } }),
    updateChapter: async (novelId, chapterNumber, body) =>
      await api.updateChapter({ params: { novelId, slot: String(chapterNumber) }, body }),
  };
}

/** How the open editor takes part in a send: write its last keystrokes first, hold new ones until it is over. */
export interface EditorSendHooks {
  before(key: DraftKey): Promise<void>;
  after(key: DraftKey): void;
}

let editorHooks: EditorSendHooks | null = null;

/** The open editor registers its hooks; null when it closes. */
export function setEditorSendHooks(hooks: EditorSendHooks | null): void {
  editorHooks = hooks;
}

export function refreshLocalDrafts(serverUrl: string): void {
  void queryClient.invalidateQueries({ queryKey: QK.localDrafts(serverUrl) });
}

/** Sends whatever waits; safe to call any time (runs are serialised). */
export function runQueue(): Promise<void> {
  const serverUrl = useSession.getState().credentials?.serverUrl;
  if (!serverUrl) return Promise.resolve();
  return queue.run({
    serverUrl,
    api: chapterApi(serverUrl),
    drafts: studio().drafts,
    beforeSend: async (key) => editorHooks?.before(key),
    afterSend: (key) => editorHooks?.after(key),
  });
}

const TOASTS = {
  sent: (title: string, status: string) => ({
    title: status === 'published' ? 'Chapter published' : 'Saved to the server',
    description: title,
  }),
};

queue.subscribe(({ key, outcome }) => {
  if (outcome.kind === 'offline') reportUnreachable();
  if (outcome.kind === 'sent') toast(TOASTS.sent(outcome.chapter.title, outcome.chapter.status));
  if (outcome.kind === 'failed') {
    toast({ title: 'The server refused a chapter', description: outcome.message, variant: 'destructive' });
  }
  if (outcome.kind === 'conflict') {
    toast({
      title: 'Changed on the server',
      description: `'${outcome.theirs.title}' was changed elsewhere: open it to choose which version to keep.`,
      variant: 'destructive',
    });
  }
  refreshLocalDrafts(key.serverUrl);
  if (outcome.kind === 'sent' || outcome.kind === 'conflict') {
    void queryClient.invalidateQueries({ queryKey: QK.chapters(key.serverUrl, key.novelId) });
  }
});
