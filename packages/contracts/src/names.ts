/**
 * Names people pick and others read (novel titles, usernames, genres): which characters they may hold and the key
 * that decides when two names are the same. Pure helpers, shared by the schemas, the clients and the server.
 */

/**
 * Characters that are invisible or steer the text instead of showing: controls (Cc), formats (Cf: zero-width, bidi
 * overrides, soft hyphen, BOM), lone surrogates (Cs, stored as U+FFFD) and the line and paragraph separators (Zl, Zp).
 * One character class, so linear on any input.
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
 * The key names are compared by, so that 'Ｔｈｅ  Ｇａｔｅ', 'THE GATE' and 'the gate' collide: invisible code points dropped,
 * NFKC, a full case fold ('ß', 'ẞ', 'SS' give 'ss'), NFKC again, whitespace runs as one space. JavaScript has no
 * Unicode case fold: this approximates NFKC_Casefold, the same on every runtime with the same Unicode version.
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
