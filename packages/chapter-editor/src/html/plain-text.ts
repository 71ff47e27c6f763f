/** Legacy plain-text chapters as HTML, by the server's rule: blank lines split paragraphs, single newlines are breaks. */
import { escapeText } from './model.ts';

/** Markup an HTML parser would act on (the server's test for "this content is HTML"). */
const MARKUP = /<[a-zA-Z/!?]/;

/** Whether the server would read `content` as HTML rather than as plain text. */
export const looksLikeHtml = (content: string): boolean => MARKUP.test(content);

/** Plain text to `<p>` paragraphs, escaped; single newlines inside a paragraph become `<br />`. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) => escapeText(line.trim()))
          .join('<br />')}</p>`,
    )
    .join('');
}
