import type { HideableTargetType, ReportTargetType } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What moderation needs to know of a reported thing: what it is, who wrote it, and its moderation state. */
export interface TargetFacts {
  type: ReportTargetType;
  id: number;
  title: string;
  excerpt: string | null;
  /** The writer (for an account: the account itself). */
  author: { id: number; username: string; email: string; role: string };
  novelId: number | null;
  chapterNumber: number | null;
  hiddenAt: Date | null;
  hiddenNote: string | null;
  contentRating: string | null;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  /** Whether anyone signed out can read it now (for a report: only what the reporter can see may be reported). */
  isPublic: boolean;
}

const EXCERPT = 200;

/** One query per kind; every row has the same columns. `a` is the author (users), `$1` the target's id. */
const FACTS_SQL: Record<ReportTargetType, string> = {
  novel: `select n.title, n.description as excerpt, n.id as novel_id, null::int as chapter_number,
      n.hidden_at, n.hidden_note, n.content_rating, n.status = 'published' as is_public, a.id, a.username, a.email, a.role, a.suspended_at, a.suspended_until
    from novels n join users a on a.id = n.author_id where n.id = ?`,
  chapter: `select n.title || ' — Chapter ' || c.chapter_number || ': ' || c.title as title,
      left(coalesce(c.content_text, c.content), ${EXCERPT}) as excerpt, n.id as novel_id, c.chapter_number,
      c.hidden_at, c.hidden_note, null as content_rating, c.status = 'published' and n.status = 'published' as is_public, a.id, a.username, a.email, a.role, a.suspended_at, a.suspended_until
    from chapters c join novels n on n.id = c.novel_id join users a on a.id = n.author_id where c.id = ?`,
  comment: `select 'Comment on ' || n.title || ' — Chapter ' || c.chapter_number as title, left(m.content, ${EXCERPT}) as excerpt,
      n.id as novel_id, c.chapter_number, m.hidden_at, m.hidden_note, null as content_rating,
      m.hidden_at is null and c.status = 'published' and n.status = 'published' as is_public, a.id, a.username, a.email, a.role, a.suspended_at, a.suspended_until
    from comments m join chapters c on c.id = m.chapter_id join novels n on n.id = c.novel_id
    join users a on a.id = m.user_id where m.id = ?`,
  review: `select 'Review of ' || n.title as title, left(r.content, ${EXCERPT}) as excerpt, n.id as novel_id,
      null::int as chapter_number, r.hidden_at, r.hidden_note, null as content_rating,
      r.hidden_at is null and n.status = 'published' as is_public, a.id, a.username, a.email, a.role, a.suspended_at, a.suspended_until
    from reviews r join novels n on n.id = r.novel_id join users a on a.id = r.user_id where r.id = ?`,
  user: `select a.username as title, null as excerpt, null::int as novel_id, null::int as chapter_number,
      null::timestamptz as hidden_at, null as hidden_note, null as content_rating, true as is_public, a.id, a.username, a.email, a.role, a.suspended_at, a.suspended_until
    from users a where a.id = ?`,
};

interface Row {
  title: string;
  excerpt: string | null;
  novel_id: number | null;
  chapter_number: number | null;
  hidden_at: Date | null;
  hidden_note: string | null;
  content_rating: string | null;
  is_public: boolean;
  id: number;
  username: string;
  email: string;
  role: string;
  suspended_at: Date | null;
  suspended_until: Date | null;
}

const toDate = (value: Date | string | null) => (value === null || value instanceof Date ? value : new Date(value));

/** The reported thing's facts, or null when it no longer exists. */
export async function findTarget(em: EntityManager, type: ReportTargetType, id: number): Promise<TargetFacts | null> {
  const [row] = await em.execute<Row[]>(FACTS_SQL[type], [id]);
  if (!row) return null;
  return {
    type,
    id,
    title: row.title,
    excerpt: row.excerpt,
    author: { id: row.id, username: row.username, email: row.email, role: row.role },
    novelId: row.novel_id,
    chapterNumber: row.chapter_number,
    hiddenAt: toDate(row.hidden_at),
    hiddenNote: row.hidden_note,
    contentRating: row.content_rating,
    suspendedAt: toDate(row.suspended_at),
    suspendedUntil: toDate(row.suspended_until),
    isPublic: row.is_public,
  };
}

/** The table of each kind of content that moderation hides, restores and removes. */
export const TARGET_TABLES: Record<HideableTargetType, string> = {
  novel: 'novels',
  chapter: 'chapters',
  comment: 'comments',
  review: 'reviews',
};
