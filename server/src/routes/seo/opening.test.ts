/** A chapter's opening words from its text form: plain text, which the feed escapes (rss.test.ts). */
import { describe, expect, it } from 'vitest';
import { openingWords } from './opening.ts';

describe('openingWords', () => {
  it('drops the markup of the text form and keeps the words on one line', () => {
    const text =
      '## Part One\n\n> A **bold** start, *quietly*,\nand __underlined__.\n\n* * *\n\nAfter the break \\*stars\\*.';
    expect(openingWords(text)).toBe('Part One A bold start, quietly, and underlined. After the break *stars*.');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    const text = 'alpha beta gamma delta epsilon';
    expect(openingWords(text, 12)).toBe('alpha beta…');
    expect(openingWords(text, 100)).toBe(text);
    expect(openingWords('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('keeps what looks like HTML as the characters typed (the feed escapes them)', () => {
    expect(openingWords('<script>alert(1)</script> ]]> & "x"\n\n<b>bold</b>')).toBe(
      '<script>alert(1)</script> ]]> & "x" <b>bold</b>',
    );
  });

  it('is empty without a text form', () => {
    expect(openingWords(null)).toBe('');
    expect(openingWords('')).toBe('');
  });
});
