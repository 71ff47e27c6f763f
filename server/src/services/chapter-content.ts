/**
 * A chapter's text in both of its forms: the sanitised HTML that the website and the studio render and edit, and
 * the spec's text format that clients of the original product read and write (`content` on the wire). Both are
 * written together, with the counts, so reads never convert.
 */
import { hasVisibleText, LIMITS, unescapeText, type ChapterText } from '@inkshelf/contracts';
import { countWords, htmlToText, textToHtml } from '@inkshelf/chapter-text';
import { sanitizeContent, textLength } from './sanitizer.ts';

export interface ChapterContent {
  /** Sanitised HTML. */
  content: string;
  /** The text format. */
  contentText: string;
  /** Characters a reader sees (reading time). */
  contentLength: number;
  wordCount: number;
}

/** Block ends and line breaks separate words; other tags (marks) may sit inside a word. */
const BLOCK_TAG = /<\/?(?:p|h2|h3|blockquote|br|hr)\b[^<>]*>/g;
const ANY_TAG = /<[^<>]*>/g;

/** The words a reader sees in sanitised HTML (tags dropped, then the escapes sanitising writes undone). */
export function wordCountOf(html: string): number {
  return countWords(unescapeText(html.replace(BLOCK_TAG, ' ').replace(ANY_TAG, '')));
}

/** Both forms and the counts of stored (sanitised) HTML. */
export function contentFromHtml(html: string): ChapterContent {
  return {
    content: html,
    contentText: htmlToText(html),
    contentLength: textLength(html),
    wordCount: wordCountOf(html),
  };
}

/** Why a write's text was refused. */
export type ContentRefusal = 'required' | 'tooLong';

export type ConversionResult = { ok: true; content: ChapterContent } | { ok: false; reason: ContentRefusal };

/**
 * A write's text (the text format or HTML) as both stored forms: text parsed into the editor's canonical HTML, HTML
 * sanitised. Refused when nothing visible is left, or when the HTML would not fit in a body, since the editor sends
 * stored content back unchanged. Pure CPU work: large texts run in the worker pool (content-pool.ts).
 */
export function convertChapterContent(text: ChapterText): ConversionResult {
  const html = text.format === 'text' ? textToHtml(text.value) : sanitizeContent(text.value);
  if (!hasVisibleText(html)) return { ok: false, reason: 'required' };
  if (html.length > LIMITS.chapterContentMax) return { ok: false, reason: 'tooLong' };
  return { ok: true, content: contentFromHtml(html) };
}

/** The text format of a stored chapter; rows the backfill has not reached yet are converted on the way out. */
export const textOf = (chapter: { content: string; contentText: string | null | undefined }): string =>
  chapter.contentText ?? htmlToText(chapter.content);
