/** The server's chapter sanitizer for the editor's tests: the same shared rules (contracts) over sanitize-html. */
import { createChapterSanitizer } from '@inkshelf/contracts';
import sanitizeHtml from 'sanitize-html';

export const { sanitizeContent } = createChapterSanitizer(sanitizeHtml);
