/**
 * The publish queue: every local draft with `pending` set is sent, one at a time, when the server is reachable.
 * Conflicts and refusals park the draft until the author decides, so nothing is overwritten or dropped unseen; an
 * offline answer stops the run until the connection comes back.
 */
import type { Chapter } from '@inkshelf/contracts';
import { createStore } from 'zustand/vanilla';
import type { DraftKey, StudioBridge } from '../../shared/bridge.ts';
import { keyString } from './draft-keys.ts';
import { sendDraft, type ChapterApi, type SendOutcome } from './send-draft.ts';

export interface QueueState {
  running: boolean;
  /** Drafts whose server version moved, by key string: the server's chapter. */
  conflicts: Record<string, Chapter>;
  /** Drafts the server refused, by key string: its message. */
  failures: Record<string, string>;
}

export interface QueueEvent {
  key: DraftKey;
  outcome: SendOutcome;
}

export interface QueueDeps {
  serverUrl: string;
  api: ChapterApi;
  drafts: Pick<StudioBridge['drafts'], 'list' | 'load' | 'save' | 'remove' | 'rekey'>;
  /** Called before each send so the open editor writes its latest keystrokes first (and holds later ones). */
  beforeSend?: (key: DraftKey) => Promise<void>;
  /** Called after each send, once listeners heard the outcome (the editor may write again, under the new key). */
  afterSend?: (key: DraftKey) => void;
}

export function createPublishQueue() {
  const store = createStore<QueueState>()(() => ({ running: false, conflicts: {}, failures: {} }));
  const listeners = new Set<(event: QueueEvent) => void>();
  let again = false;

  const emit = (event: QueueEvent) => {
    for (const listener of listeners) listener(event);
  };

  const setEntry = (field: 'conflicts' | 'failures', id: string, value: Chapter | string | null) => {
    const next: Record<string, unknown> = { ...store.getState()[field] };
    if (value === null) delete next[id];
    else next[id] = value;
    store.setState({ [field]: next } as Partial<QueueState>);
  };

  /** One pass over the waiting drafts; 'offline' or 'unauthorized' ends it early. */
  async function pass(deps: QueueDeps): Promise<void> {
    const waiting = (await deps.drafts.list(deps.serverUrl)).filter((draft) => draft.pending !== null);
    for (const summary of waiting) {
      const id = keyString(summary.key);
      if (store.getState().conflicts[id]) continue;
      await deps.beforeSend?.(summary.key);
      let outcome: SendOutcome | undefined;
      try {
        const draft = await deps.drafts.load(summary.key);
        if (!draft || draft.pending === null) continue;
        outcome = await sendDraft(draft, deps.api, deps.drafts);
        setEntry('failures', id, outcome.kind === 'failed' ? outcome.message : null);
        if (outcome.kind === 'conflict') setEntry('conflicts', id, outcome.theirs);
        emit({ key: summary.key, outcome });
      } finally {
        deps.afterSend?.(summary.key);
      }
      if (outcome?.kind === 'offline' || outcome?.kind === 'unauthorized') return;
    }
  }

  return {
    store,
    /** Sends what is waiting; a call during a run makes the run go round once more. */
    async run(deps: QueueDeps): Promise<void> {
      if (store.getState().running) {
        again = true;
        return;
      }
      store.setState({ running: true });
      try {
        do {
          again = false;
          await pass(deps);
        } while (again);
      } finally {
        store.setState({ running: false });
      }
    },
    subscribe(listener: (event: QueueEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    conflictOf(key: DraftKey): Chapter | null {
      return store.getState().conflicts[keyString(key)] ?? null;
    },
    /** The author decided (keep mine or take theirs): the draft may be sent again. */
    resolve(key: DraftKey): void {
      setEntry('conflicts', keyString(key), null);
      setEntry('failures', keyString(key), null);
    },
  };
}

export type PublishQueue = ReturnType<typeof createPublishQueue>;
