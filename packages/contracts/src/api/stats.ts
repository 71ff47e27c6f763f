/** Reader analytics: part of the endpoint table (see ../api.ts). */
import { NovelStatsQuerySchema, NovelStatsSchema } from '../schemas/stats.ts';
import { e, id } from './endpoint.ts';

export const STATS_ENDPOINTS = {
  novelStats: e({
    method: 'GET',
    path: '/api/novels/{id}/stats',
    summary:
      "A novel's reads and unique readers per day and per chapter, retention, followers, library additions and " +
      'ratings over the period (its author and administrators); `format=csv` gives one `table` as CSV',
    tag: 'Novels',
    access: 'user',
    params: id,
    query: NovelStatsQuerySchema,
    response: NovelStatsSchema,
  }),
};
