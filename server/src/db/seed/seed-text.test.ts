/**
 * The demo chapters survive the text format: their HTML, built as the seed builds it, converts to text and back
 * to the very same HTML, so a client that reads `content` and writes it back changes nothing.
 */
import { htmlToText, textToHtml } from '@inkshelf/chapter-text';
import { describe, expect, it } from 'vitest';
import { demoNovels } from './novels/index.ts';

/** As seed.ts escapes a paragraph. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('demo chapters in the text format', () => {
  it('has chapters to check', () => {
    expect(demoNovels.flatMap((novel) => novel.chapters).length).toBeGreaterThan(0);
  });

  it.each(demoNovels.map((novel) => [novel.title, novel] as const))(
    'round-trips every chapter of %s',
    (_title, novel) => {
      for (const chapter of novel.chapters) {
        const html = chapter.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
        expect(textToHtml(htmlToText(html)), chapter.title).toBe(html);
      }
    },
  );
});
