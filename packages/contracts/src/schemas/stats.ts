/** A novel's reader analytics (issue 33 items 4-5): the query, the answer, and its tables as CSV. */
import { z } from 'zod';
import { STATS_MESSAGES as S } from '../messages-stats.ts';
import { IsoDateTimeSchema } from './common.ts';

/** The periods the screens offer: the last 7, 30 or 90 days (today included), or everything. */
export const STATS_RANGES = ['7', '30', '90', 'all'] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const STATS_TABLES = ['days', 'chapters', 'followers', 'library', 'ratings'] as const;
export type StatsTable = (typeof STATS_TABLES)[number];

/** `GET /api/novels/{id}/stats?days=30[&format=csv&table=chapters]`. */
export const NovelStatsQuerySchema = z.object({
  days: z.enum(STATS_RANGES, { error: S.daysInvalid }).default('30'),
  format: z.enum(['json', 'csv'], { error: S.formatInvalid }).default('json'),
  table: z.enum(STATS_TABLES, { error: S.tableInvalid }).default('chapters'),
});
export type NovelStatsQuery = z.output<typeof NovelStatsQuerySchema>;

/** A calendar day (UTC), YYYY-MM-DD. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().nonnegative();

export const StatsDaySchema = z.object({ date: DaySchema, reads: count, uniqueReaders: count });
export const StatsChapterSchema = z.object({
  chapterId: z.number().int(),
  chapterNumber: z.number().int(),
  title: z.string(),
  reads: count,
  uniqueReaders: count,
  comments: count,
  /** Of the readers of the first chapter in the period, the share (0 to 1) that read this one. */
  retention: z.number().min(0).max(1),
});
/** A running total at the end of each day. */
export const StatsCountSchema = z.object({ date: DaySchema, count });
export const StatsRatingSchema = z.object({ date: DaySchema, count, average: z.number().nullable() });

export const NovelStatsSchema = z.object({
  novelId: z.number().int(),
  range: z.enum(STATS_RANGES),
  from: DaySchema,
  to: DaySchema,
  generatedAt: IsoDateTimeSchema,
  totals: z.object({
    reads: count,
    uniqueReaders: count,
    followers: count,
    libraryAdditions: count,
    ratings: count,
    averageRating: z.number().nullable(),
  }),
  days: z.array(StatsDaySchema),
  chapters: z.array(StatsChapterSchema),
  /** The chapter after which the largest share of readers stops (null when no reader went on from chapter 1). */
  dropOffChapterId: z.number().int().nullable(),
  followers: z.array(StatsCountSchema),
  library: z.array(StatsCountSchema),
  ratings: z.array(StatsRatingSchema),
});
export type NovelStats = z.infer<typeof NovelStatsSchema>;
export type StatsDay = z.infer<typeof StatsDaySchema>;
export type StatsChapter = z.infer<typeof StatsChapterSchema>;

/** One CSV field (RFC 4180); a text that a spreadsheet would run as a formula is prefixed with a quote. */
function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const percent = (share: number) => Math.round(share * 1000) / 10;

/** The header and rows of one table of the answer, as the screens show them and the CSV carries them. */
export function statsTableRows(stats: NovelStats, table: StatsTable): (string | number | null)[][] {
  switch (table) {
    case 'days':
      return [['date', 'reads', 'unique_readers'], ...stats.days.map((d) => [d.date, d.reads, d.uniqueReaders])];
    case 'chapters':
      return [
        ['chapter_number', 'title', 'reads', 'unique_readers', 'comments', 'retention_percent'],
        ...stats.chapters.map((c) => [
          c.chapterNumber,
          c.title,
          c.reads,
          c.uniqueReaders,
          c.comments,
          percent(c.retention),
        ]),
      ];
    case 'followers':
      return [['date', 'followers'], ...stats.followers.map((d) => [d.date, d.count])];
    case 'library':
      return [['date', 'in_libraries'], ...stats.library.map((d) => [d.date, d.count])];
    case 'ratings':
      return [['date', 'ratings', 'average'], ...stats.ratings.map((d) => [d.date, d.count, d.average])];
  }
}

/** One table of the answer as CSV (CRLF line ends, a header row). */
export function statsCsv(stats: NovelStats, table: StatsTable): string {
  return statsTableRows(stats, table)
    .map((row) => row.map(field).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** The file name a download of one table takes. */
export const statsCsvName = (stats: NovelStats, table: StatsTable): string =>
  `novel-${stats.novelId}-${table}-${stats.range === 'all' ? 'all-time' : `${stats.range}-days`}-${stats.to}.csv`;
