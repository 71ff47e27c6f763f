/** HTML to text and back gives the same canonical HTML, for generated documents with every mark and block. */
import { createChapterSanitizer } from '@inkshelf/contracts';
import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { textToHtml } from './from-text.ts';
import { type Block, type Inline, MARKS, serializeBlocks } from './model.ts';
import { htmlToText } from './to-text.ts';

const { sanitizeContent } = createChapterSanitizer(sanitizeHtml);

/** Words a marked run may hold: letters and inner punctuation, so that its ends are word characters. */
const word = fc.constantFrom('night', 'River', 'lantern', "don't", 'well-known', 'Æther', 'naïve', '3.14', 'yes');
/** Plain text may hold anything the parser could read as markup. */
const plainWord = fc.oneof(
  word,
  fc.constantFrom('*', '**', '_', '__', '#', '##', '>', '\\', '&amp;', '&', '<b>', '</p>', '-', '---', '1.', '`x`'),
  fc.constantFrom('[link](x)', '<https://example.com>', '* * *', '+', '=', '~~no~~', '|', '!', '"quoted"', '…'),
);
const marks = fc.subarray([...MARKS]);

/** A run of words with one set of marks, ending with a space or a line break. */
const run = fc
  .record({
    marks,
    words: fc.array(word, { minLength: 1, maxLength: 4 }),
    plain: fc.array(plainWord, { maxLength: 4 }),
  })
  .map(({ marks: set, words, plain }): Inline[] => {
    const marked: Inline = { type: 'text', text: words.join(' '), marks: set };
    return plain.length === 0 ? [marked] : [marked, { type: 'text', text: ` ${plain.join(' ')}`, marks: [] }];
  });
const separator = fc.constantFrom<Inline[]>(
  [{ type: 'text', text: ' ', marks: [] }],
  [{ type: 'break', marks: [] }],
  [
    { type: 'break', marks: [] },
    { type: 'break', marks: [] },
  ],
);
const inlines = fc
  .array(fc.tuple(run, separator), { minLength: 1, maxLength: 6 })
  .map((parts) =>
    parts.flatMap(([content, gap], index) => (index === parts.length - 1 ? content : [...content, ...gap])),
  );

/** Headings are one line in the text format, so generated headings hold no line break. */
const oneLine = inlines.map((content) =>
  content.map((item): Inline => (item.type === 'break' ? { type: 'text', text: ' ', marks: [] } : item)),
);
const textBlock = fc.oneof(
  fc.record({ type: fc.constant('p'), content: inlines }),
  fc.record({ type: fc.constantFrom('h2', 'h3'), content: oneLine }),
) as fc.Arbitrary<Block>;
const block: fc.Arbitrary<Block> = fc.oneof(
  { weight: 6, arbitrary: textBlock },
  { weight: 1, arbitrary: fc.constant<Block>({ type: 'hr' }) },
  {
    weight: 2,
    arbitrary: fc
      .array(textBlock, { minLength: 1, maxLength: 3 })
      .map((content): Block => ({ type: 'blockquote', content })),
  },
);
/** A chapter as the editor would write it: canonical HTML of a generated document. */
const chapterHtml = fc.array(block, { minLength: 1, maxLength: 8 }).map(serializeBlocks);

describe('chapter text and HTML round-trip', () => {
  it('HTML -> text -> HTML gives the same canonical HTML (generated documents)', () => {
    fc.assert(
      fc.property(chapterHtml, (html) => {
        expect(textToHtml(htmlToText(html))).toBe(html);
      }),
      { numRuns: 400 },
    );
  });

  it('text written from HTML reads back as the same text (a fixed point)', () => {
    fc.assert(
      fc.property(chapterHtml, (html) => {
        const text = htmlToText(html);
        expect(htmlToText(textToHtml(text))).toBe(text);
        expect(text).not.toMatch(/<(p|br|strong|em|u|h2|h3|blockquote|hr)\b/);
      }),
      { numRuns: 200 },
    );
  });

  it('text -> HTML is canonical: the sanitizer leaves it unchanged', () => {
    fc.assert(
      fc.property(chapterHtml, (html) => {
        const fromText = textToHtml(htmlToText(html));
        expect(sanitizeContent(fromText)).toBe(fromText);
      }),
      { numRuns: 200 },
    );
  });

  // Arbitrary text can put a space at the edge of a mark (`*a *`), which the text writer moves outside the mark,
  // as a browser shows it anyway; after that one trip the HTML is a fixed point.
  it('any text reaches a fixed point after one trip', () => {
    const anyText = fc.array(fc.oneof(plainWord, fc.constantFrom('\n', '\n\n', ' ', '**', '*', '__', '> ', '## ')), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(anyText, (parts) => {
        const html = textToHtml(htmlToText(textToHtml(parts.join(''))));
        expect(textToHtml(htmlToText(html))).toBe(html);
      }),
      { numRuns: 400 },
    );
  });
});
