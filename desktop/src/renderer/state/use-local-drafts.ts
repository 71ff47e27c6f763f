/** The drafts on this computer for one server (TanStack Query over the bridge, refreshed after every change). */
import { useQuery } from '@tanstack/react-query';
import type { DraftSummary } from '../../shared/bridge.ts';
import { studio } from '../lib/studio.ts';
import { useStore } from 'zustand';
import { keyString } from '../lib/draft-keys.ts';
import { QK, queue } from './runtime.ts';

const NONE: DraftSummary[] = [];

export function useLocalDrafts(serverUrl: string): DraftSummary[] {
  const drafts = useQuery({
    queryKey: QK.localDrafts(serverUrl),
    queryFn: () => studio().drafts.list(serverUrl),
    staleTime: Infinity,
  });
  return drafts.data ?? NONE;
}

/**
 * Drafts waiting for the server (the status bar's 'Offline: 3 chapters waiting'), and those parked until the
 * author decides (conflict or refusal), which the queue does not send.
 */
export function useWaitingCount(serverUrl: string): { waiting: number; blocked: number } {
  const drafts = useLocalDrafts(serverUrl);
  const conflicts = useStore(queue.store, (state) => state.conflicts);
  const failures = useStore(queue.store, (state) => state.failures);
  let waiting = 0;
  let blocked = 0;
  for (const draft of drafts) {
    if (draft.pending === null) continue;
    const id = keyString(draft.key);
    if (conflicts[id] || failures[id]) blocked++;
    else waiting++;
  }
  return { waiting, blocked };
}
