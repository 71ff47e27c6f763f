/** Draft keys: a stable string per chapter draft (map keys, React keys) and the key of a new chapter. */
import type { DraftKey } from '../../shared/bridge.ts';

export function keyString(key: DraftKey): string {
  return `${key.serverUrl}|${key.novelId}|${key.chapterId ?? key.localId ?? ''}`;
}

export function sameKey(a: DraftKey, b: DraftKey): boolean {
  return keyString(a) === keyString(b);
}

export function newChapterKey(serverUrl: string, novelId: number, uuid: string = crypto.randomUUID()): DraftKey {
  return { serverUrl, novelId, chapterId: null, localId: `local-${uuid}` };
}

export function serverChapterKey(serverUrl: string, novelId: number, chapterId: number): DraftKey {
  return { serverUrl, novelId, chapterId, localId: null };
}
