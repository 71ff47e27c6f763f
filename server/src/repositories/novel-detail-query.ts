import type { EntityManager } from '@mikro-orm/postgresql';
import { namedStatement, runStatement, type StatementMode } from '../db/named-statements.ts';
import { COLUMNS, toItem, type NovelListItem, type RawRow } from './novel-list-query.ts';

/** A review as the novel page shows it, with its writer's name. */
export interface NovelDetailReview {
  id: number;
  userId: number;
  username: string;
  content: string;
  rating: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface NovelDetailItem extends NovelListItem {
  /** Newest first. */
  reviews: NovelDetailReview[];
  /** Issue 33: when the novel's next scheduled chapter comes out; null when none is scheduled. */
  nextReleaseAt: Date | null;
}

type WireReview = Omit<NovelDetailReview, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/**
 * The novel page's read in one statement of plain rows: the novel, its author's name and its reviews (json_agg, newest
 * first), by title_key or id. Two ORM queries with entity hydration cost the by-name read more than half of what the
 * original product's server took.
 */
const detailSql = (where: string) => `${COLUMNS},
    coalesce((
      select json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'username', ru.username,
          'content', r.content, 'rating', r.rating, 'createdAt', r.created_at, 'updatedAt', r.updated_at)
        order by r.created_at desc, r.id desc)
      from reviews r join users ru on ru.id = r.user_id
      where r.novel_id = n.id and r.hidden_at is null
    ), '[]'::json) as reviews,
    (select min(c.publish_at) from chapters c where c.novel_id = n.id and c.status = 'scheduled') as next_release_at
  from novels n
  join users u on u.id = n.author_id
  where ${where}`;

const STATEMENTS = {
  byTitleKey: namedStatement('inkshelf-novel-detail-by-title-5', detailSql('n.title_key = ?::text')),
  byId: namedStatement('inkshelf-novel-detail-by-id-5', detailSql('n.id = ?::int')),
};

export type NovelDetailMode = StatementMode;

/** The novel with its reviews, or null; visibility is the caller's to check. */
export async function readNovelDetail(
  em: EntityManager,
  by: { titleKey: string } | { id: number },
  mode: NovelDetailMode = 'orm',
): Promise<NovelDetailItem | null> {
  const which = 'id' in by ? STATEMENTS.byId : STATEMENTS.byTitleKey;
  const value = 'id' in by ? by.id : by.titleKey;
  type Row = RawRow & { reviews: WireReview[]; next_release_at: Date | string | null };
  const [row] = await runStatement<Row>(em.getConnection(), which, [value], mode);
  if (!row) return null;
  return {
    ...toItem(row),
    nextReleaseAt: row.next_release_at === null ? null : new Date(row.next_release_at),
    reviews: row.reviews.map((review) => ({
      ...review,
      createdAt: new Date(review.createdAt),
      updatedAt: new Date(review.updatedAt),
    })),
  };
}
