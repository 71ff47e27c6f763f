import type { AuthorMatch } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { USERNAME_KEY_SQL } from '../entities/user.ts';
import { publicNovelSql } from './readable-content.ts';

const key = USERNAME_KEY_SQL('u.username');
/** The typed text as the usernames' key (a constant for the planner: the trigram index serves every test). */
const typed = USERNAME_KEY_SQL('?::text');

/**
 * Authors with at least one public novel whose name matches the text (issue 37): compared on letters and digits only,
 * lower case, so that "theo vance" finds TheoVance. The whole name first, then names that start with it, then names
 * that hold it or are a typo away (trigram similarity, from three letters): every test on
 * users_username_key_trgm_index, never a read of every account.
 */
export const AUTHOR_SEARCH_SQL = `
select u.id, u.username,
  (select count(*)::int from novels n where n.author_id = u.id and ${publicNovelSql('n')}) as "novelCount",
  (select count(*)::int from author_follows f where f.author_id = u.id) as "followerCount"
from users u
where u.is_author
  and (${key} like ${typed} || '%'
       or (length(${typed}) >= 3 and (${key} like '%' || ${typed} || '%' or ${key} % ${typed})))
  and exists (select 1 from novels n where n.author_id = u.id and ${publicNovelSql('n')})
order by ${key} = ${typed} desc, ${key} like ${typed} || '%' desc, similarity(${key}, ${typed}) desc,
  "novelCount" desc, u.id
limit ?`;

/** Two letters or digits at least: one would match half the site. */
const MIN_KEY_LENGTH = 2;

export async function searchAuthors(em: EntityManager, q: string, limit: number): Promise<AuthorMatch[]> {
  // The same key in JavaScript, only to skip a query that cannot match.
  if (q.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '').length < MIN_KEY_LENGTH) return [];
  const uses = AUTHOR_SEARCH_SQL.split('?::text').length - 1;
  return em.execute<AuthorMatch[]>(AUTHOR_SEARCH_SQL, [...Array<string>(uses).fill(q), limit]);
}
