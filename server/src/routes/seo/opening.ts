import { clipAtWord } from '@inkshelf/contracts';

/**
 * A chapter's opening words for a feed summary, from its text form (packages/chapter-text: `**bold**`,
 * `*italic*`, `__underline__`, `## heading`, `> quote`, `* * *` scene breaks, backslash escapes): the markup goes,
 * the words stay, on one line, cut at a word boundary.
 */
export const OPENING_LENGTH = 300;

export function openingWords(text: string | null, maxLength = OPENING_LENGTH): string {
  if (!text) return '';
  const plain = text
    .split('\n')
    .filter((line) => !/^\s*(?:\*\s*){3,}$/.test(line))
    .map((line) => line.replace(/^\s*(?:#{1,6}\s+|>\s?)+/, ''))
    .join(' ')
    .replace(/\\(.)|\*+|__/g, (_marker, escaped: string | undefined) => escaped ?? '');
  return clipAtWord(plain, maxLength);
}
