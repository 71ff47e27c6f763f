/**
 * Typesetting for the demo covers: OFL typefaces shipped as npm packages (@fontsource), read with opentype.js and
 * set as SVG outlines. Outlines need no font on the machine (librsvg would only see fontconfig's fonts), and the
 * measured widths let titles wrap and fit exactly.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parse, type Font, type PathCommand } from 'opentype.js/dist/opentype.mjs';

const require = createRequire(import.meta.url);

/** The faces the covers use (Latin subsets: the demo titles and names need nothing else). */
const FONT_FILES = {
  /** Playfair Display Bold: literary, romance, mystery. */
  display: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff',
  /** Playfair Display Italic: author names under a display title. */
  italic: '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff',
  /** Cinzel Bold: Roman capitals for fantasy. */
  roman: '@fontsource/cinzel/files/cinzel-latin-700-normal.woff',
  /** Oswald Medium: condensed capitals for science fiction and thrillers. */
  condensed: '@fontsource/oswald/files/oswald-latin-500-normal.woff',
  /** Oswald Regular: the small letter-spaced labels. */
  label: '@fontsource/oswald/files/oswald-latin-400-normal.woff',
} as const;

export type FontName = keyof typeof FONT_FILES;

const fonts = new Map<FontName, Font>();

function font(name: FontName): Font {
  let loaded = fonts.get(name);
  if (!loaded) {
    const bytes = fs.readFileSync(require.resolve(FONT_FILES[name]));
    loaded = parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(name, loaded);
  }
  return loaded;
}

/** How a run of text is set. */
export interface TextStyle {
  font: FontName;
  uppercase?: boolean;
  /** Extra space between letters, in ems. */
  tracking?: number;
}

const prepare = (text: string, style: TextStyle) => (style.uppercase ? text.toUpperCase() : text);

/**
 * Places the glyphs of a line: advance widths, pair kerning and tracking. Done here rather than with
 * Font.getPath, whose text shaping in opentype.js 2.0 throws on a contextual lookup these faces have (chained
 * substitution format 2); plain Latin titles need no substitutions.
 */
function layout(text: string, style: TextStyle, size: number) {
  const face = font(style.font);
  const scale = size / face.unitsPerEm;
  const glyphs = [...prepare(text, style)].map((character) => face.charToGlyph(character));
  const positions: number[] = [];
  let x = 0;
  for (const [i, glyph] of glyphs.entries()) {
    positions.push(x);
    x += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[i + 1];
    if (next) x += face.getKerningValue(glyph, next) * scale + (style.tracking ?? 0) * size;
  }
  return { face, glyphs, positions, width: x };
}

/** The width of a line at a size. */
export function measure(text: string, style: TextStyle, size: number): number {
  return layout(text, style, size).width;
}

const number = (n: number) => String(Math.round(n * 10) / 10);

/**
 * SVG path data of outline commands, written here: Path.toPathData in opentype.js 2.0 mirrors each glyph by
 * default and writes NaN for coordinates whose fraction prints in exponent form (1e-14).
 */
function pathData(commands: PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${number(c.x)} ${number(c.y)}`;
        case 'Q':
          return `Q${number(c.x1)} ${number(c.y1)} ${number(c.x)} ${number(c.y)}`;
        case 'C':
          return `C${number(c.x1)} ${number(c.y1)} ${number(c.x2)} ${number(c.y2)} ${number(c.x)} ${number(c.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

/** SVG path data of one line whose centre sits at x and whose baseline sits at y. */
export function centredLine(text: string, style: TextStyle, size: number, x: number, y: number): string {
  const { face, glyphs, positions, width } = layout(text, style, size);
  const left = x - width / 2;
  return glyphs.map((glyph, i) => pathData(glyph.getPath(left + positions[i]!, y, size, {}, face).commands)).join('');
}

/** The height of capitals above the baseline, as a share of the size (for centring a block on the page). */
export function capHeight(style: TextStyle): number {
  const face = font(style.font);
  return (face.tables.os2?.sCapHeight ?? face.unitsPerEm * 0.7) / face.unitsPerEm;
}

/** Splits words into `count` lines so that the longest line is as short as it can be. */
function balancedLines(words: string[], count: number, width: (line: string) => number): string[] {
  let best: { lines: string[]; longest: number } | null = null;
  const walk = (start: number, left: number, lines: string[], longest: number) => {
    if (best && longest >= best.longest) return;
    if (left === 1) {
      const line = words.slice(start).join(' ');
      const all = Math.max(longest, width(line));
      if (!best || all < best.longest) best = { lines: [...lines, line], longest: all };
      return;
    }
    for (let end = start + 1; end <= words.length - left + 1; end++) {
      const line = words.slice(start, end).join(' ');
      walk(end, left - 1, [...lines, line], Math.max(longest, width(line)));
    }
  };
  walk(0, count, [], 0);
  return (best as { lines: string[] } | null)?.lines ?? [words.join(' ')];
}

export interface FitOptions {
  maxWidth: number;
  /** The most the lines may take from the first cap height to the last baseline. */
  maxHeight: number;
  /** Baseline to baseline, as a share of the size. */
  leading: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
}

/**
 * The largest size (down to minSize) at which the text fits maxWidth in at most maxLines balanced lines, and
 * those lines. A word too long even at minSize keeps minSize and is narrowed by the caller's clip.
 */
export function fitText(text: string, style: TextStyle, options: FitOptions): { size: number; lines: string[] } {
  const words = text.split(/\s+/).filter(Boolean);
  const cap = capHeight(style);
  for (let size = options.maxSize; size >= options.minSize; size--) {
    const width = (line: string) => measure(line, style, size);
    const lineRoom = Math.floor((options.maxHeight - cap * size) / (options.leading * size)) + 1;
    for (let count = 1; count <= Math.min(options.maxLines, lineRoom, words.length); count++) {
      const lines = balancedLines(words, count, width);
      if (lines.every((line) => width(line) <= options.maxWidth)) return { size, lines };
    }
  }
  const count = Math.min(options.maxLines, words.length);
  return {
    size: options.minSize,
    lines: balancedLines(words, count, (line) => measure(line, style, options.minSize)),
  };
}

/** 'MaraQuill' -> 'Mara Quill', 'sam_reads' -> 'sam reads': a username set as a name on a cover. */
export function displayName(username: string): string {
  return username
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
}
