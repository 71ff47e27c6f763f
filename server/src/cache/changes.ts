import { AsyncLocalStorage } from 'node:async_hooks';
import { ChangeSetType, type ChangeSet, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import { ACCOUNT_CHANGE, tags } from './tags.ts';

/** The tags a unit of work (a request's write, a job) changed; announced once it is done. */
export class Changes {
  readonly tags = new Set<string>();
  add(list: Iterable<string>): void {
    for (const tag of list) this.tags.add(tag);
  }
}

const scope = new AsyncLocalStorage<Changes>();

/** Runs `work` collecting the tags its writes change (ORM flushes and `recordChanges`). */
export function collectChanges<T>(changes: Changes, work: () => Promise<T>): Promise<T> {
  return scope.run(changes, work);
}

/** A write the ORM does not see (raw SQL) says what it changed; outside a collecting scope it is a no-op. */
export function recordChanges(list: Iterable<string>): void {
  scope.getStore()?.add(list);
}

/** Entities no signed-out reader ever sees, nor any cached answer: their changes announce nothing. */
const PRIVATE_ENTITIES = new Set([
  'ApiToken',
  'AuditEntry',
  'AuthMapping',
  'Bookmark',
  'ChapterRead',
  'LibraryEntry',
  'MfaFactor',
  'MfaRecoveryCode',
  'Notification',
  // A rhythm shows only to its author; the chapters it schedules announce themselves.
  'NovelReleaseSchedule',
  'PasswordResetToken',
  'RateLimitCounter',
  'ReaderPreference',
  'ReadingProgress',
  'Report',
  'Session',
]);

/** A user's fields that readers see on novels and chapters (the others are the account's own). */
const PUBLIC_USER_FIELDS = ['username', 'isAuthor', 'role', 'suspendedAt', 'suspendedUntil'];

const idOf = (ref: unknown): number | undefined =>
  ref && typeof ref === 'object' && 'id' in ref ? (ref as { id: number }).id : undefined;

/** The tags one ORM change set touches. */
export function tagsOfChange(change: ChangeSet<object>): readonly string[] {
  const entity = change.entity as Record<string, unknown>;
  const name = change.meta.className;
  switch (name) {
    case 'Novel':
      return [tags.public, tags.novel(idOf(entity) ?? '?')];
    case 'Chapter':
    case 'Review':
    case 'NovelCover':
    case 'NovelFollow': {
      const novelId = idOf(entity.novel);
      return novelId === undefined ? ACCOUNT_CHANGE : [tags.public, tags.novel(novelId)];
    }
    case 'User':
      return PUBLIC_USER_FIELDS.some((field) => field in (change.payload ?? {})) || change.type === ChangeSetType.DELETE
        ? ACCOUNT_CHANGE
        : [];
    case 'ModerationMark':
    case 'TakedownCase':
      return ACCOUNT_CHANGE;
    default:
      return PRIVATE_ENTITIES.has(name) ? [] : [tags.public];
  }
}

/** Records the tags of every ORM flush into the collecting scope it runs in (registered once on the ORM). */
export class ChangeRecorder implements EventSubscriber {
  afterFlush(args: FlushEventArgs): void {
    const changes = scope.getStore();
    if (!changes) return;
    for (const change of args.uow.getChangeSets()) changes.add(tagsOfChange(change));
  }
}
