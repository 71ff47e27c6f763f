/**
 * Names people pick and others read (novel titles, usernames, genres): which characters they may hold and the key
 * that decides when two names are the same. Pure helpers, shared by the schemas, the clients and the server.
 */

/**
 * Characters that are invisible or steer the text instead of showing: controls (Cc: tabs, newlines, escapes),
 * formats (Cf: zero-width space and joiners, bidirectional overrides and isolates, soft hyphen, BOM...), lone
 * surrogate halves (Cs, which would be stored as U+FFFD) and the line and paragraph separators (Zl, Zp). One
 * character class: linear on any input.
 */
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** Whether `text` holds a control, format, lone surrogate or line/paragraph separator character. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE_CHARACTER.test(text);
}

/** Code points that show nothing (zero-width characters, variation selectors, Hangul fillers...). */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const WHITESPACE_RUN = /\s+/gu;

/**
 * The key two names are compared by: invisible code points dropped, NFKC (fullwidth, ligatures and other
 * compatibility forms become their plain letters; composed and decomposed accents become one form), a full case
 * fold (lower, upper, lower: 'ß', 'ẞ' and 'SS' all give 'ss'; a final sigma counts as a sigma), NFKC again and
 * runs of whitespace as one space. 'Ｔｈｅ  Ｇａｔｅ', 'THE GATE' and 'the gate' share the key 'the gate'.
 * JavaScript has no Unicode case fold; this is close to Unicode's NFKC_Casefold and the same on every runtime
 * with the same Unicode version.
 */
export function nameKey(name: string): string {
  return name
    .replace(IGNORABLE, '')
    .normalize('NFKC')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .replaceAll('ς', 'σ')
    .normalize('NFKC')
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}
