import type { ChapterStatus, NovelStatus } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { namedStatement, runStatement, type StatementMode } from '../db/named-statements.ts';
import { readConnection } from '../db/read-replicas.ts';
import type { ChapterFields } from './chapter-repository.ts';

/** Everything the reading page needs about one chapter slot, in one row. */
export interface ChapterReadRow {
  novelId: number;
  novelTitle: string;
  novelStatus: NovelStatus;
  authorId: number;
  authorName: string;
  /** Null when the novel has no chapter in that slot. */
  chapter:
    | (ChapterFields & {
        /** The HTML; null in a text-format read once the text form is stored (see TEXT_COLUMNS). */
        content: string | null;
        contentText: string | null;
        /** Neighbouring published chapter numbers. */
        previous: number | null;
        next: number | null;
      })
    | null;
  /**
   * Changes whenever anything in the answer but the view count changes: the chapter, its novel (every chapter
   * write bumps the novel, so neighbours are covered) and the author's name.
   */
  version: string;
}

interface RawRow {
  novel_id: number;
  novel_title: string;
  novel_status: NovelStatus;
  author_id: number;
  author_name: string;
  id: number | null;
  chapter_number: number;
  title: string;
  content: string | null;
  content_text: string | null;
  content_length: number;
  word_count: number;
  author_note: string | null;
  view_count: number;
  status: ChapterStatus;
  created_at: Date | string;
  updated_at: Date | string;
  published_at: Date | string | null;
  publish_at: Date | string | null;
  notify_followers: boolean;
  previous: number | null;
  next: number | null;
  version: string;
}

const micros = (column: string) => `floor(extract(epoch from ${column}) * 1000000)::bigint`;

/**
 * The hot path of the site: the novel, its author, the chapter and the neighbouring published chapter numbers in a
 * single round trip, without hydrating entities. Plain joins on the unique (novel, number) index keep the
 * planner's work as small as the execution's. `$1` is the slot, `$2` the novel.
 */
/** Which form of the text a read sends: the spec's text format or the HTML (see ChapterReadQuerySchema). */
export type ChapterReadFormat = 'text' | 'html';

/** Only the form sent leaves the database; the text form falls back to the HTML until the backfill reaches it. */
const TEXT_COLUMNS: Record<ChapterReadFormat, string> = {
  html: 'c.content, null::text as content_text',
  text: 'case when c.content_text is null then c.content end as content, c.content_text',
};

const readSql = (match: 'chapter_number' | 'id', format: ChapterReadFormat) => `
  select n.id as novel_id, n.title as novel_title, n.status as novel_status, n.author_id, u.username as author_name,
         c.id, c.chapter_number, c.title, ${TEXT_COLUMNS[format]}, c.content_length, c.word_count, c.author_note, c.view_count, c.status,
         c.created_at, c.updated_at, c.published_at, c.publish_at, c.notify_followers,
         (select max(p.chapter_number) from chapters p
           where p.novel_id = n.id and p.status = 'published' and p.chapter_number < c.chapter_number) as previous,
         (select min(p.chapter_number) from chapters p
           where p.novel_id = n.id and p.status = 'published' and p.chapter_number > c.chapter_number) as next,
         concat_ws('.', c.id, ${micros('c.updated_at')}, ${micros('n.updated_at')}, ${micros('u.updated_at')}) as version
  from novels n
  join users u on u.id = n.author_id
  left join chapters c on c.novel_id = n.id and c.${match} = ?::int
  where n.id = ?::int`;
const statement = (match: 'chapter_number' | 'id', format: ChapterReadFormat) =>
  namedStatement(`inkshelf-chapter-read-${match}-${format}-4`, readSql(match, format));
const STATEMENTS = {
  byNumber: { text: statement('chapter_number', 'text'), html: statement('chapter_number', 'html') },
  byId: { text: statement('id', 'text'), html: statement('id', 'html') },
};

export type ChapterReadMode = StatementMode;

function runRead(
  em: EntityManager,
  mode: ChapterReadMode,
  which: keyof typeof STATEMENTS,
  format: ChapterReadFormat,
  values: [slot: number, novelId: number],
): Promise<RawRow | undefined> {
  const chosen = STATEMENTS[which][format];
  // A public read: on a read replica when there are some (see readConnection).
  const rows = readConnection(em, (connection) => runStatement<RawRow>(connection, chosen, values, mode));
  return rows.then((found) => found[0]);
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Reads a chapter slot of a novel for the reading page: the slot is the chapter's number, else the id of one of
 * the novel's chapters (links carry either). Null when the novel does not exist.
 */
export async function readChapterSlot(
  em: EntityManager,
  novelId: number,
  slot: number,
  mode: ChapterReadMode = 'orm',
  format: ChapterReadFormat = 'html',
): Promise<ChapterReadRow | null> {
  let row = await runRead(em, mode, 'byNumber', format, [slot, novelId]);
  if (row && row.id === null) row = await runRead(em, mode, 'byId', format, [slot, novelId]);
  if (!row) return null;
  return {
    novelId: row.novel_id,
    novelTitle: row.novel_title,
    novelStatus: row.novel_status,
    authorId: row.author_id,
    authorName: row.author_name,
    version: row.version,
    chapter:
      row.id === null
        ? null
        : {
            id: row.id,
            chapterNumber: row.chapter_number,
            title: row.title,
            content: row.content,
            contentText: row.content_text,
            contentLength: row.content_length,
            wordCount: row.word_count,
            authorNote: row.author_note,
            viewCount: row.view_count,
            status: row.status,
            createdAt: toDate(row.created_at),
            updatedAt: toDate(row.updated_at),
            publishedAt: row.published_at === null ? null : toDate(row.published_at),
            publishAt: row.publish_at === null ? null : toDate(row.publish_at),
            notifyFollowers: row.notify_followers,
            previous: row.previous,
            next: row.next,
          },
  };
}
