/** How the analytics screen writes its figures and days (en-US, the product's language; days are UTC, as counted). */

const COUNT = new Intl.NumberFormat('en-US');
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 12,345 */
export const formatCount = (value: number): string => COUNT.format(value);

/** A share of 0 to 1 as the tables and the CSV carry it: 0.425 -> 42.5 (one decimal). */
export const percentOf = (share: number): number => Math.round(share * 1000) / 10;

/** 42.5% */
export const formatPercent = (share: number): string => `${percentOf(share)}%`;

/** An average rating out of 5 with one decimal, or a dash when there is none. */
export const formatAverage = (value: number | null): string => (value === null ? '\u2013' : value.toFixed(1));

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Nov 3' for a chart's axis. */
export const formatShortDay = (day: string): string => SHORT_DAY.format(dayDate(day));

/** 'Nov 3, 2026' for tooltips and tables. */
export const formatDay = (day: string): string => LONG_DAY.format(dayDate(day));

/** 'Chapter 3: The Door' */
export const chapterName = (chapter: { chapterNumber: number; title: string }): string =>
  `Chapter ${chapter.chapterNumber}: ${chapter.title}`;
