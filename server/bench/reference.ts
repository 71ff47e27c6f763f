/**
 * The original product's figures (Express + Drizzle on the same PostgreSQL and rows; wrk -c50, medians of 3 rounds of
 * 10 s), measured on this kind of machine on 2026-11-24 (issue 21). Absolute figures drift between runs and machines,
 * so the targets below are ratios to our own anonymous chapter read in the same run.
 */
export const REFERENCE = {
  date: '2026-11-24',
  chapterRead: 3_841,
  scenarios: {
    'chapter read (app)': { ours: 3_841, original: 1_089, minOfRead: 1 },
    'novel detail by name (app)': { ours: 1_004, original: 1_537, minOfRead: 0.6 },
    'latest novels (app)': { ours: 3_148, original: 1_634, minOfRead: 3_148 / 3_841 },
    'novels by view count (app)': { ours: 2_133, original: 481, minOfRead: 2_133 / 3_841 },
    'latest chapters (app)': { ours: 460, original: 234, minOfRead: 460 / 3_841 },
    'chapter list, 200 chapters, full (app)': { ours: 183, original: 52, minOfRead: 183 / 3_841 },
    'signed-in bookmark POST then DELETE (app)': { ours: 358, original: 944, minOfRead: 0.37 },
  },
} as const;

export type ReferenceScenario = keyof typeof REFERENCE.scenarios;
