import { CHAPTER_TAGS, createChapterSanitizer } from '@inkshelf/contracts';
import sanitizeHtml from 'sanitize-html';

/** The only tags chapter content keeps, all without attributes (the rules live in contracts' chapter-html.ts). */
export const ALLOWED_TAGS = CHAPTER_TAGS;

/**
 * Chapter content as safe HTML: only p, br, strong, b, em, i, u, h2, h3 and blockquote without attributes; other markup
 * is unwrapped, scripts, styles, frames and SVG dropped with their content. Idempotent, and the chapter editor applies
 * the very same rules, so what it writes is kept as is. `textLength` is the text a reader sees.
 */
export const { sanitizeContent, textLength } = createChapterSanitizer(sanitizeHtml);
