/** The drafts on this computer for one server (TanStack Query over the bridge, refreshed after every change). */
import { useQuery } from '@tanstack/react-query';
import type { DraftSummary } from '../../shared/bridge.ts';
import { studio } from '../lib/studio.ts';
import { QK } from './runtime.ts';

const NONE: DraftSummary[] = [];

export function useLocalDrafts(serverUrl: string): DraftSummary[] {
  const drafts = useQuery({
    queryKey: QK.localDrafts(serverUrl),
    queryFn: () => studio().drafts.list(serverUrl),
    staleTime: Infinity,
  });
  return drafts.data ?? NONE;
}

/** How many drafts wait for the server (the status bar's 'Offline: 3 chapters waiting'). */
export function useWaitingCount(serverUrl: string): number {
  return useLocalDrafts(serverUrl).filter((draft) => draft.pending !== null).length;
}
