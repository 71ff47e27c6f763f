/** Legacy plain-text chapters as HTML, by the server's rule (shared in contracts): blank lines split paragraphs. */
export { looksLikeHtml, plainTextToHtml } from '@inkshelf/contracts';
