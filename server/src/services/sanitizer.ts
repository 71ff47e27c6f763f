import { CHAPTER_TAGS, createChapterSanitizer } from '@inkshelf/contracts';
import sanitizeHtml from 'sanitize-html';

/** The only tags chapter content keeps, all without attributes (the rules live in contracts' chapter-html.ts). */
export const ALLOWED_TAGS = CHAPTER_TAGS;

/**
 * Chapter content as safe HTML: only p, br, strong, b, em, i, u, h2, h3 and blockquote, with no attributes;
 * anything else is unwrapped (its text kept) or, for scripts, styles, frames, SVG and the like, dropped with its
 * content. Text without any markup is taken as plain text and becomes escaped paragraphs. Idempotent:
 * `sanitizeContent(sanitizeContent(x)) === sanitizeContent(x)`. `textLength` is the text a reader sees.
 * The chapter editor applies the very same rules (packages/chapter-editor), so what it writes is kept as is.
 */
export const { sanitizeContent, textLength } = createChapterSanitizer(sanitizeHtml);
