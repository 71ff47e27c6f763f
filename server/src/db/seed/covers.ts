/**
 * Typographic covers for the demo novels: genre artwork, the title fitted large, the author at the foot (the top stays
 * clear for the cards' view count). Passed through the upload pipeline (processCover) so that a demo cover is stored
 * exactly like an uploaded one.
 */
import sharp from 'sharp';
import { processCover, type ProcessedCover } from '../../services/covers.ts';
import { HEIGHT, WIDTH, styleFor, type Palette } from './cover-art.ts';
import { randomFrom } from './random.ts';
import { capHeight, centredLine, displayName, fitText, measure, type TextStyle } from './cover-type.ts';

export interface DemoCoverInput {
  title: string;
  /** The author's username ('MaraQuill' is set as 'Mara Quill'). */
  authorName: string;
  genres: readonly string[];
  /** Tags whose artwork comes before the genres' (Cyberpunk draws neon, not Science Fiction's starfield). */
  tags?: readonly string[];
  /** Which of the genre's palettes to use; the seed gives novels of one genre different ones. */
  variant?: number;
}

const MARGIN = 28;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const LABEL: TextStyle = { font: 'label', uppercase: true, tracking: 0.3 };

/** The genres line: as many genres as fit the width, joined by middle dots. */
function genreLabel(genres: readonly string[], size: number): string {
  for (let count = Math.min(3, genres.length); count > 1; count--) {
    const text = genres.slice(0, count).join(' · ');
    if (measure(text, LABEL, size) <= TEXT_WIDTH) return text;
  }
  return genres[0] ?? '';
}

/** Room between the last baseline and the ornament, and the ornament's own height. */
const ORNAMENT_GAP = 26;
/** From the ornament to the baseline of the genres line under it. */
const LABEL_GAP = 22;

function titleBlock(input: DemoCoverInput, style: TextStyle, [top, bottom]: [number, number]) {
  const condensed = style.font === 'condensed';
  const leading = condensed ? 1.02 : 1.14;
  const { size, lines } = fitText(input.title, style, {
    maxWidth: TEXT_WIDTH,
    maxHeight: bottom - top - ORNAMENT_GAP - LABEL_GAP,
    leading,
    maxLines: 4,
    maxSize: condensed ? 62 : 44,
    minSize: 20,
  });
  const cap = capHeight(style) * size;
  const height = (lines.length - 1) * leading * size + cap + ORNAMENT_GAP + LABEL_GAP;
  const first = (top + bottom) / 2 - height / 2 + cap;
  const paths = lines.map((line, i) => centredLine(line, style, size, WIDTH / 2, first + i * leading * size));
  return { paths, bottom: first + (lines.length - 1) * leading * size };
}

const path = (d: string) => `<path d="${d}"/>`;

/** The cover as an SVG document (300x450), the same for the same input. */
export function demoCoverSvg(input: DemoCoverInput): string {
  const { style } = styleFor([...(input.tags ?? []), ...input.genres]);
  const random = randomFrom(`${input.title}\n${input.authorName}`);
  const palette: Palette = style.palettes[(input.variant ?? 0) % style.palettes.length]!;
  const title = titleBlock(input, style.title, style.titleZone);
  const ornamentY = Math.round(title.bottom + ORNAMENT_GAP - 4);
  const author = displayName(input.authorName);
  const authorSize = style.author.font === 'italic' ? 18 : 12;
  const shadow = palette.light
    ? ''
    : `<g fill="#000" opacity="0.55" filter="url(#soft)" transform="translate(0 2)">${title.paths.map(path).join('')}</g>`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>`,
    `<radialGradient id="vignette" cx="50%" cy="45%" r="75%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${palette.light ? 0.18 : 0.45}"/></radialGradient>`,
    '<filter id="soft" x="-10%" y="-30%" width="120%" height="160%"><feGaussianBlur stdDeviation="3"/></filter>',
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    style.motif(random, palette),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>`,
    shadow,
    `<g fill="${palette.ink}">${title.paths.map(path).join('')}</g>`,
    `<g fill="${palette.accent}"><rect x="${WIDTH / 2 - 22}" y="${ornamentY}" width="44" height="1.5"/><rect x="${WIDTH / 2 - 3}" y="${ornamentY - 2.25}" width="6" height="6" transform="rotate(45 ${WIDTH / 2} ${ornamentY + 0.75})"/></g>`,
    `<g fill="${palette.muted}">${path(centredLine(genreLabel(input.genres, 10), LABEL, 10, WIDTH / 2, ornamentY + LABEL_GAP))}</g>`,
    `<g fill="${palette.muted}">${path(centredLine(author, style.author, authorSize, WIDTH / 2, HEIGHT - 36))}</g>`,
    '</svg>',
  ].join('');
}

/** Draws the cover and runs it through the upload pipeline: a 300x450 JPEG ready to store. */
export async function renderDemoCover(input: DemoCoverInput): Promise<ProcessedCover> {
  const png = await sharp(Buffer.from(demoCoverSvg(input)))
    .png()
    .toBuffer();
  return processCover(`data:image/png;base64,${png.toString('base64')}`);
}

/**
 * Covers for a list of novels, in order. Novels whose genre has several palettes get them in turn, so two fantasy
 * novels do not share one.
 */
export function drawDemoCovers(novels: readonly Omit<DemoCoverInput, 'variant'>[]): Promise<ProcessedCover[]> {
  const used = new Map<string | null, number>();
  return Promise.all(
    novels.map((novel) => {
      const { genre } = styleFor([...(novel.tags ?? []), ...novel.genres]);
      const variant = used.get(genre) ?? 0;
      used.set(genre, variant + 1);
      return renderDemoCover({ ...novel, variant });
    }),
  );
}
