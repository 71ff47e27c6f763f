/**
 * Which local drafts to offer in 'Recover unsaved work' on start: every draft of a chapter the server has not
 * seen, and every draft saved after the server's version of its chapter. Without the server (offline) the
 * version the draft started from stands in for it.
 */
import type { DraftSummary } from '../../shared/bridge.ts';

/** Server updatedAt by chapter id, for the novels whose chapters could be read. */
export type ServerVersions = Map<number, string>;

export function needsRecovery(draft: DraftSummary, versions: ServerVersions | null): boolean {
  if (draft.key.chapterId === null) return true;
  const serverTime = versions?.get(draft.key.chapterId) ?? draft.baseUpdatedAt;
  if (serverTime === null) return true;
  return Date.parse(draft.savedAt) > Date.parse(serverTime);
}

export function draftsToRecover(drafts: DraftSummary[], versionsByNovel: Map<number, ServerVersions>): DraftSummary[] {
  return drafts
    .filter((draft) => needsRecovery(draft, versionsByNovel.get(draft.key.novelId) ?? null))
    .sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
}
