/** Author search (issue 37 item 3): the query and the matching authors. */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { IdSchema, limitQuery } from './common.ts';

const V = MESSAGES.validation;

/** `GET /api/authors/search?q=&limit=`: a name or part of one, as typed ("Theo", "theo vance", "Ines"). */
export const AuthorSearchQuerySchema = z.object({
  q: z.string({ error: V.searchQueryInvalid }).trim().max(LIMITS.searchQueryMax, V.searchQueryTooLong).default(''),
  limit: limitQuery(LIMITS.authorSearchPageSize),
});
export type AuthorSearchQuery = z.output<typeof AuthorSearchQuerySchema>;

/** An author with published work, as search lists them. */
export const AuthorMatchSchema = z.object({
  id: IdSchema,
  username: z.string(),
  /** Their published novels that readers can see. */
  novelCount: z.number().int().nonnegative(),
  followerCount: z.number().int().nonnegative(),
});
export type AuthorMatch = z.infer<typeof AuthorMatchSchema>;
export const AuthorMatchListSchema = z.array(AuthorMatchSchema);
