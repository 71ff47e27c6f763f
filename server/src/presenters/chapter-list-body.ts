import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CacheRegistry, TaggedCache } from '../cache/index.ts';
import { presentChapterSummaryRow } from './chapter.ts';
import { textOf } from '../services/chapter-content.ts';
import type { ChapterListRow } from '../repositories/chapter-repository.ts';

/**
 * Chapter texts in the text format, JSON-escaped and UTF-8 encoded, by chapter id and version: what the full chapter
 * list (the original product's form, every chapter's text) is made of. A version never changes its text, so an
 * entry is never stale; the least recently used go first.
 */
export interface ChapterListCache {
  texts: TaggedCache<Buffer>;
  /** Whole bodies by their tag: a list read again unchanged is sent as it was put together. */
  bodies: TaggedCache<Buffer>;
}

/** About 4,000 chapters of 15 KB, and about ten lists of 200 such chapters. */
export const CHAPTER_TEXT_CACHE_BYTES = 64 * 1024 * 1024;
export const CHAPTER_LIST_CACHE_BYTES = 32 * 1024 * 1024;

const sizeOf = (bytes: Buffer) => bytes.length;

/** Keyed by version, so no write makes an entry stale: registered for their bounds and metrics, never tagged. */
export const createChapterListCache = (registry: CacheRegistry): ChapterListCache => ({
  texts: registry.cache<Buffer>('chapter_texts', { maxSize: CHAPTER_TEXT_CACHE_BYTES, sizeOf }),
  bodies: registry.cache<Buffer>('chapter_lists', { maxSize: CHAPTER_LIST_CACHE_BYTES, sizeOf }),
});

interface TextRow {
  id: number;
  version: string;
  content_text: string | null;
  /** Only for rows stored before the text format, until the backfill reaches them. */
  content_html: string | null;
}

const textKey = (id: number, version: string) => `${id}@${version}`;

/** Where the text goes in an item serialised with an empty one; `content` is never an item's first field. */
const CONTENT_SLOT = ',"content":""';
const CONTENT_KEY = ',"content":';

/**
 * Body and weak ETag (a hash of the rows) come from cached chapter texts, the missing ones read in one query, so 3 MB
 * of text is not read out of compressed storage, escaped and encoded per request; a body already built for a tag is
 * sent again. Its bytes equal serialising `{ ...summary, content, readingTimeMinutes, wordCount }` per chapter.
 */
export async function fullChapterListBody(
  em: EntityManager,
  rows: ChapterListRow[],
  novelId: number,
  cache: ChapterListCache,
): Promise<{ body: Buffer; etag: string }> {
  const tag = listTag('full', novelId, rows);
  const etag = `W/"${tag}"`;
  const kept = cache.bodies.get(tag);
  if (kept) return { body: kept, etag };
  const { body, exact } = await putTogether(em, rows, novelId, cache.texts);
  // A body with a text newer than its row (written between the two reads) is sent once, never kept.
  if (exact) cache.bodies.set(tag, body);
  return { body, etag };
}

/**
 * The lean list (`?view=summary`, what our own clients ask for): its body is kept by the same tag rule, so a long
 * novel's list read again unchanged is neither presented nor serialised again, and compressed once per version.
 */
export function summaryChapterListBody(
  rows: ChapterListRow[],
  novelId: number,
  cache: ChapterListCache,
): { body: Buffer; etag: string } {
  const tag = listTag('summary', novelId, rows);
  const etag = `W/"${tag}"`;
  const kept = cache.bodies.get(tag);
  if (kept) return { body: kept, etag };
  const body = Buffer.from(JSON.stringify(rows.map((row) => presentChapterSummaryRow(row, novelId))));
  cache.bodies.set(tag, body);
  return { body, etag };
}

/** A list's tag: its kind, novel and rows (each row carries its version and counts), hashed. */
const listTag = (kind: 'full' | 'summary', novelId: number, rows: ChapterListRow[]): string =>
  createHash('sha1')
    .update(JSON.stringify(kind === 'full' ? [novelId, rows] : [kind, novelId, rows]))
    .digest('base64url');

async function putTogether(
  em: EntityManager,
  rows: ChapterListRow[],
  novelId: number,
  texts: ChapterListCache['texts'],
): Promise<{ body: Buffer; exact: boolean }> {
  const found = new Map<number, Buffer>();
  const missing: number[] = [];
  let exact = true;
  for (const row of rows) {
    const text = texts.get(textKey(row.id, row.version));
    if (text) found.set(row.id, text);
    else missing.push(row.id);
  }
  if (missing.length > 0) {
    const read: TextRow[] = await em.execute(
      `select id, floor(extract(epoch from updated_at) * 1000000)::bigint::text as version, content_text,
              case when content_text is null then content end as content_html
       from chapters where id in (${missing.map(() => '?').join(', ')})`,
      missing,
    );
    for (const row of read) {
      const text = Buffer.from(
        JSON.stringify(textOf({ content: row.content_html ?? '', contentText: row.content_text })),
      );
      texts.set(textKey(row.id, row.version), text);
      // Written between the two reads: the newer text goes out, under the list's own metadata.
      found.set(row.id, text);
      if (!rows.some((listed) => listed.id === row.id && listed.version === row.version)) exact = false;
    }
  }
  const parts: Buffer[] = [Buffer.from('[')];
  for (const row of rows) {
    const text = found.get(row.id);
    // Deleted between the two reads: left out, as a list read a moment later would.
    if (!text) {
      exact = false;
      continue;
    }
    const { readingTimeMinutes, wordCount, ...summary } = presentChapterSummaryRow(row, novelId);
    const item = JSON.stringify({ ...summary, content: '', readingTimeMinutes, wordCount });
    const at = item.indexOf(CONTENT_SLOT);
    const head = item.slice(0, at + CONTENT_KEY.length);
    parts.push(Buffer.from(parts.length === 1 ? head : `,${head}`), text);
    parts.push(Buffer.from(item.slice(at + CONTENT_SLOT.length)));
  }
  parts.push(Buffer.from(']'));
  return { body: Buffer.concat(parts), exact };
}
