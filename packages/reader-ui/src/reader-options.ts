/**
 * Reading comfort beyond the SPEC's font and size (issue 16): line height, text width and page theme, the
 * choices the settings panel offers and the checks that keep stored values to those choices.
 */

/** Line heights (unitless, times the font size); the default sits between the tight and the loose one. */
export const READER_LINE_HEIGHTS = [1.5, 1.75, 2] as const;
export type ReaderLineHeight = (typeof READER_LINE_HEIGHTS)[number];
export const DEFAULT_LINE_HEIGHT: ReaderLineHeight = 1.75;

/**
 * Text widths in `ch` of the reading font, so a line holds about the same number of characters at any size. `ch` (the
 * width of '0') is wider than an average letter, so 52ch holds about 66 to 73 characters (Liberation Serif to Georgia),
 * inside the comfortable 60 to 75; narrow holds about 56 to 62, wide 79 to 87.
 */
export const READER_TEXT_WIDTHS = { narrow: 44, medium: 52, wide: 62 } as const;
export type ReaderTextWidth = keyof typeof READER_TEXT_WIDTHS;
export const DEFAULT_TEXT_WIDTH: ReaderTextWidth = 'medium';

/**
 * Themes of the reading area. 'dark' uses the site's dark palette, so it looks the same whether the whole
 * site is dark or only the text is; no stored choice (null) follows the site's light or dark theme.
 */
export const READER_PAGE_THEMES = ['light', 'sepia', 'dark'] as const;
export type ReaderPageTheme = (typeof READER_PAGE_THEMES)[number];

export function isReaderLineHeight(value: unknown): value is ReaderLineHeight {
  return typeof value === 'number' && (READER_LINE_HEIGHTS as readonly number[]).includes(value);
}

export function isReaderTextWidth(value: unknown): value is ReaderTextWidth {
  return typeof value === 'string' && Object.hasOwn(READER_TEXT_WIDTHS, value);
}

export function isReaderPageTheme(value: unknown): value is ReaderPageTheme {
  return typeof value === 'string' && (READER_PAGE_THEMES as readonly string[]).includes(value);
}

/** The CSS max-width of the text column for a width choice, e.g. '52ch'. */
export function textColumnWidth(width: ReaderTextWidth): string {
  return `${READER_TEXT_WIDTHS[width]}ch`;
}
