/** A chapter's opening words from its text form, and text made safe for the feed's XML. */
import { describe, expect, it } from 'vitest';
import { openingWords, xmlSafe } from './opening.ts';

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

  it('is empty without a text form', () => {
    expect(openingWords(null)).toBe('');
    expect(openingWords('')).toBe('');
  });
});

describe('xmlSafe', () => {
  it('drops characters XML cannot carry and breaks up every CDATA end', () => {
    expect(xmlSafe('a\u0000b\u0008c\uFFFEd\uD800e\u{1F600}\tf')).toBe('abcde\u{1F600}\tf');
    expect(xmlSafe('x]]>y]]>z')).toBe('x]] >y]] >z');
  });
});
