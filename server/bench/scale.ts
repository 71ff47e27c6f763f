import { distinctSearchLua, filteredPagedLua, pagedLua, pathLua } from './lua.ts';
import { VOCABULARY } from './prose.ts';
import { SCALE_GENRES } from './scale-seed.ts';
import { wrk, type WrkResult } from './wrk.ts';

/** The filtered-page scenario's name (reported against its p95 target in report.ts). */
export const FILTERED_SCENARIO = 'filtered page: one genre excluded, minWords, by updatedAt, paged';
/**
 * The same pages from 8 connections: at 50 the server is saturated and a request's time is mostly its wait in
 * the queue (Little's law: 50 connections / the rate), so this is the response time under a load below saturation.
 */
export const FILTERED_UNDER_LOAD = 'filtered page, 8 connections';

/** Search with a distinct query per request, from 10 connections (saturating this machine) and from 2. */
export const SEARCH_SCENARIO = 'search, a distinct two-word query per request';
export const SEARCH_UNDER_LOAD = 'search, distinct queries, 2 connections';

/** Search and the lists at 100,000 (or 1,000,000) novels. */
export function scaleScenarios(input: {
  appUrl: string;
  novels: number;
  seconds: number;
}): Record<string, (round: number) => Promise<WrkResult>> {
  const { appUrl, seconds } = input;
  const run = (lua: string, connections = 50) => wrk(appUrl, { connections, seconds, lua });
  const pages = Math.floor(input.novels / 20);
  return {
    // Each run its own queries, so the answer cache never answers: the 57,600 word pairs (240 words) are taken from
    // a counter; a 10-connection run takes at most ~4,000 of them from round * 40,000 (mod 57,600: 40,000, 22,400
    // and 4,800 for rounds 1 to 3) and a 2-connection run ~1,500 from 28,000 + round * 3,000, ranges that never meet.
    [SEARCH_SCENARIO]: (round) => run(distinctSearchLua(VOCABULARY, round * 40_000), 10),
    [SEARCH_UNDER_LOAD]: (round) => run(distinctSearchLua(VOCABULARY, 28_000 + round * 3_000), 2),
    'novels list, paged (browse)': () => run(pagedLua('/api/novels?', 20, pages)),
    'ranked by views, paged': () => run(pagedLua('/api/novels?sortBy=viewCount&sortOrder=desc&', 10, 100)),
    'ranked by rating, paged': () => run(pagedLua('/api/novels?sortBy=rating&sortOrder=desc&', 10, 100)),
    'genre page (Fantasy), paged': () => run(pagedLua('/api/novels/genre/Fantasy?', 12, 100)),
    // The seed's chapters give every novel 50 words: minWords=10 keeps them all but is still checked per row.
    [FILTERED_SCENARIO]: () => run(filteredPagedLua(SCALE_GENRES, 10, 20, 100)),
    [FILTERED_UNDER_LOAD]: () => run(filteredPagedLua(SCALE_GENRES, 10, 20, 100), 8),
    'latest novels': () => run(pathLua('/api/novels/latest?limit=10')),
    'latest chapters': () => run(pathLua('/api/chapters/latest?limit=10')),
  };
}
