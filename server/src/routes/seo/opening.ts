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
    .replace(/\\(.)|\*+|__/g, (_marker, escaped: string | undefined) => escaped ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  let end = lastSpace > maxLength / 2 ? lastSpace : cut.length;
  while (end > 0 && ' ,;:.-'.includes(cut.charAt(end - 1))) end--;
  return `${cut.slice(0, end)}…`;
}

/**
 * Text as XML 1.0 can carry it: characters XML forbids (control characters, lone surrogates) are dropped, and
 * `]]>` is broken up, because the feed library writes titles and summaries as CDATA sections and closes only
 * the first `]]>` of a text itself.
 */
export const xmlSafe = (text: string): string =>
  text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replaceAll(']]>', ']] >');
