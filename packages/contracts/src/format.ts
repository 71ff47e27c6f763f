/** Small pure helpers shared by the clients and the server. */
import { GENERATED_USERNAME, LIMITS } from './constants.ts';
import { nameKey } from './names.ts';

/** Estimated reading time: content length divided by 1000, rounded up (0 for empty content). */
export function readingTimeMinutes(contentLength: number): number {
  if (!Number.isFinite(contentLength) || contentLength <= 0) return 0;
  return Math.ceil(contentLength / LIMITS.readingCharsPerMinute);
}

/** Rank label of the home top list: '1st', '2nd', '3rd', then 'Nth' (the spec makes only 1-3 special). */
export function rankLabel(rank: number): string {
  if (rank === 1) return '1st';
  if (rank === 2) return '2nd';
  if (rank === 3) return '3rd';
  return `${rank}th`;
}

/** Average rating to one decimal ('4.5'), or '--' when missing or not a number. */
export function formatAverageRating(average: string | number | null | undefined): string {
  if (average === null || average === undefined || average === '') return '--';
  const value = typeof average === 'number' ? average : Number(average);
  return Number.isFinite(value) ? value.toFixed(1) : '--';
}

/** Reading progress percent: chapter number / published chapters * 100, rounded, clamped to 0..100. */
export function progressPercent(chapterNumber: number, publishedCount: number): number {
  if (!Number.isFinite(chapterNumber) || !Number.isFinite(publishedCount) || publishedCount <= 0) return 0;
  const percent = Math.round((chapterNumber / publishedCount) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** Whether HTML or plain text shows any text once tags, entities like &nbsp; and whitespace are ignored. */
export function hasVisibleText(content: string): boolean {
  const text = content.replace(/<[^<>]*>/g, '').replace(/&(?:nbsp|#160|#xa0);/gi, ' ');
  return text.trim() !== '';
}

/**
 * Genres from a comma-separated text or a list: split on commas, trimmed, NFC, empties dropped, duplicates
 * (same `nameKey`: case, fullwidth or accent form aside) dropped keeping the first spelling. Order is kept. No
 * length, count or character check here.
 */
export function splitGenres(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((item) => item.split(','));
  const seen = new Set<string>();
  const genres: string[] = [];
  for (const part of parts) {
    const genre = part.trim().normalize('NFC');
    const key = nameKey(genre);
    if (genre === '' || seen.has(key)) continue;
    seen.add(key);
    genres.push(genre);
  }
  return genres;
}

/** The comma-separated form of a genre list, as the novel forms show it. */
export function joinGenres(genres: readonly string[]): string {
  return genres.join(', ');
}

/** 'Reader' followed by a number from 100 to 999; `random` returns a number in [0, 1). */
export function generatedUsername(random: () => number = Math.random): string {
  const span = GENERATED_USERNAME.max - GENERATED_USERNAME.min + 1;
  const offset = Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
  return `${GENERATED_USERNAME.prefix}${GENERATED_USERNAME.min + offset}`;
}

const GENERATED_PATTERN = new RegExp(`^${GENERATED_USERNAME.prefix}\\d{3,}$`);

/** Whether a name looks generated ('Reader' + 3 or more digits), so a taken one may be replaced. */
export function isGeneratedUsername(username: string): boolean {
  return GENERATED_PATTERN.test(username);
}

/**
 * Text on one line, at most `maxLength` characters: cut at a word boundary (in the second half), trailing
 * punctuation dropped, then an ellipsis. Feed summaries and the excerpt of a deleted review use it.
 */
export function clipAtWord(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  let end = lastSpace > maxLength / 2 ? lastSpace : cut.length;
  while (end > 0 && ' ,;:.-'.includes(cut.charAt(end - 1))) end--;
  return `${cut.slice(0, end)}…`;
}
