/**
 * The artwork behind the demo covers: a palette, a typeface and a motif per genre, drawn as SVG on a 300x450
 * page. Positions come from a random source seeded by the title, so each cover is its own and every fresh demo
 * database draws the same ones.
 */
import type { TextStyle } from './cover-type.ts';
import type { Random } from './random.ts';

export const WIDTH = 300;
export const HEIGHT = 450;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const round = (n: number) => Math.round(n * 10) / 10;

export interface Palette {
  /** Background gradient, top to bottom. */
  sky: [string, string];
  accent: string;
  /** A second accent for details. */
  detail: string;
  /** Title colour. */
  ink: string;
  /** Label and author colour. */
  muted: string;
  /** Light artwork: no shadow behind the title, a lighter vignette. */
  light?: boolean;
}

export interface CoverStyle {
  palettes: Palette[];
  title: TextStyle;
  /** Author line: the label face in capitals, or the italic. */
  author: TextStyle;
  /** The band (top and bottom y) that the title and its ornament are centred in, clear of the motif. */
  titleZone: [number, number];
  motif: (random: Random, palette: Palette) => string;
}

const CONDENSED: TextStyle = { font: 'condensed', uppercase: true, tracking: 0.03 };
const ROMAN: TextStyle = { font: 'roman', tracking: 0.02 };
const DISPLAY: TextStyle = { font: 'display' };
const AUTHOR_CAPS: TextStyle = { font: 'label', uppercase: true, tracking: 0.28 };
const AUTHOR_ITALIC: TextStyle = { font: 'italic', tracking: 0.02 };

function stars(random: Random, count: number, top: number, bottom: number, colour: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = round(between(random, 10, WIDTH - 10));
    const y = round(between(random, top, bottom));
    const r = round(between(random, 0.5, 1.7));
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="${round(between(random, 0.35, 0.95))}"/>`;
  }
  return out;
}

function crescent(cx: number, cy: number, r: number, colour: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r * 2.2}" fill="${colour}" opacity="0.08"/>` +
    `<path d="M${cx} ${cy - r}A${r} ${r} 0 1 0 ${cx} ${cy + r}A${round(r * 0.72)} ${r} 0 1 1 ${cx} ${cy - r}Z" fill="${colour}"/>`
  );
}

/** Mountain ridges from a base height: a jagged polygon closed at the bottom of the page. */
function ridge(random: Random, base: number, rise: number, colour: string, opacity = 1): string {
  let points = `0,${HEIGHT} 0,${round(base - between(random, 0, rise))}`;
  for (let x = 0; x <= WIDTH; x += between(random, 18, 42)) points += ` ${round(x)},${round(base - random() * rise)}`;
  return `<polygon points="${points} ${WIDTH},${round(base - random() * rise)} ${WIDTH},${HEIGHT}" fill="${colour}" opacity="${opacity}"/>`;
}

const fantasy = (random: Random, p: Palette) =>
  stars(random, 46, 20, 300, p.ink) +
  crescent(round(between(random, 80, 220)), round(between(random, 100, 130)), 24, p.accent) +
  ridge(random, 420, 50, '#000000', 0.28) +
  `<rect x="14" y="14" width="${WIDTH - 28}" height="${HEIGHT - 28}" fill="none" stroke="${p.accent}" stroke-width="1.2" opacity="0.7"/>` +
  `<rect x="19" y="19" width="${WIDTH - 38}" height="${HEIGHT - 38}" fill="none" stroke="${p.accent}" stroke-width="0.6" opacity="0.5"/>`;

function scienceFiction(random: Random, p: Palette): string {
  const cx = round(between(random, 190, 250));
  const cy = round(between(random, 360, 390));
  const tilt = round(between(random, -24, -12));
  return (
    stars(random, 70, 10, 440, p.ink) +
    `<defs><radialGradient id="planet" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.sky[0]}"/></radialGradient></defs>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="230" ry="70" fill="none" stroke="${p.detail}" stroke-width="0.8" opacity="0.35" transform="rotate(${tilt} ${cx} ${cy})"/>` +
    `<circle cx="${cx}" cy="${cy}" r="110" fill="url(#planet)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="175" ry="26" fill="none" stroke="${p.detail}" stroke-width="3" opacity="0.75" transform="rotate(${tilt} ${cx} ${cy})"/>` +
    `<circle cx="${round(cx - 150)}" cy="${round(cy - 95)}" r="7" fill="${p.detail}" opacity="0.9"/>`
  );
}

function cyberpunk(random: Random, p: Palette): string {
  const horizon = 318;
  let grid = '';
  for (let i = -7; i <= 7; i++) grid += `<line x1="150" y1="${horizon}" x2="${150 + i * 60}" y2="${HEIGHT}"/>`;
  for (let i = 1; i <= 6; i++)
    grid += `<line x1="0" y1="${round(horizon + i * i * 3.6)}" x2="${WIDTH}" y2="${round(horizon + i * i * 3.6)}"/>`;
  let rain = '';
  for (let i = 0; i < 40; i++) {
    const x = round(between(random, 0, WIDTH));
    const y = round(between(random, 0, 300));
    rain += `<line x1="${x}" y1="${y}" x2="${round(x - 6)}" y2="${round(y + 22)}"/>`;
  }
  let bars = '';
  for (let i = 0; i < 6; i++)
    bars += `<rect x="0" y="${270 + i * 9}" width="${WIDTH}" height="${1.5 + i}" fill="#000"/>`;
  return (
    `<defs><linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="#ff9a3c"/></linearGradient>` +
    `<mask id="cuts"><rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>${bars}</mask></defs>` +
    `<g stroke="${p.detail}" stroke-width="1" opacity="0.25">${rain}</g>` +
    `<circle cx="150" cy="${horizon}" r="88" fill="url(#sun)" mask="url(#cuts)"/>` +
    `<rect x="0" y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="#07060f"/>` +
    `<g stroke="${p.detail}" stroke-width="1.2" opacity="0.8">${grid}</g>` +
    `<line x1="0" y1="${horizon}" x2="${WIDTH}" y2="${horizon}" stroke="${p.accent}" stroke-width="2"/>`
  );
}

function postApocalyptic(random: Random, p: Palette): string {
  const sx = round(between(random, 90, 210));
  let ash = '';
  for (let i = 0; i < 60; i++)
    ash += `<circle cx="${round(between(random, 0, WIDTH))}" cy="${round(between(random, 0, 330))}" r="${round(between(random, 0.6, 1.8))}"/>`;
  return (
    `<defs><radialGradient id="glow"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.75"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${sx}" cy="330" r="150" fill="url(#glow)"/>` +
    `<circle cx="${sx}" cy="330" r="40" fill="${p.accent}"/>` +
    ridge(random, 360, 40, p.detail, 0.55) +
    ridge(random, 385, 35, '#3a2a22', 0.8) +
    ridge(random, 410, 25, '#1c1512') +
    `<g fill="#e7e1da" opacity="0.45">${ash}</g>`
  );
}

function romance(random: Random, p: Palette): string {
  let bokeh = '';
  for (let i = 0; i < 14; i++)
    bokeh += `<circle cx="${round(between(random, 0, WIDTH))}" cy="${round(between(random, 20, 300))}" r="${round(between(random, 6, 26))}" opacity="${round(between(random, 0.06, 0.2))}"/>`;
  let waves = '';
  for (let i = 0; i < 4; i++) {
    const y = 330 + i * 26;
    const start = round(between(random, -60, 0));
    let d = `M${start} ${y}`;
    for (let x = start; x < WIDTH + 60; x += 60) d += ' q15 -9 30 0 t30 0';
    waves += `<path d="${d} V${HEIGHT} H${start} Z" fill="${p.detail}" opacity="${round(0.18 + i * 0.16)}"/>`;
  }
  return `<g fill="${p.accent}">${bokeh}</g>${waves}`;
}

function mystery(random: Random, p: Palette): string {
  const cx = 150;
  const cy = 205;
  let ticks = '';
  for (let i = 0; i < 60; i++) {
    const angle = (i / 60) * Math.PI * 2;
    const inner = i % 5 === 0 ? 104 : 112;
    ticks += `<line x1="${round(cx + Math.sin(angle) * inner)}" y1="${round(cy - Math.cos(angle) * inner)}" x2="${round(cx + Math.sin(angle) * 118)}" y2="${round(cy - Math.cos(angle) * 118)}" stroke-width="${i % 5 === 0 ? 2.4 : 0.8}"/>`;
  }
  const hour = between(random, 0, Math.PI * 2);
  const minute = between(random, 0, Math.PI * 2);
  const hand = (angle: number, length: number, width: number) =>
    `<line x1="${cx}" y1="${cy}" x2="${round(cx + Math.sin(angle) * length)}" y2="${round(cy - Math.cos(angle) * length)}" stroke-width="${width}" stroke-linecap="round"/>`;
  let fog = '';
  for (let i = 0; i < 5; i++)
    fog += `<ellipse cx="${round(between(random, 0, WIDTH))}" cy="${round(between(random, 360, 440))}" rx="${round(between(random, 90, 170))}" ry="${round(between(random, 14, 26))}"/>`;
  return (
    `<g stroke="${p.accent}" fill="none" opacity="0.26"><circle cx="${cx}" cy="${cy}" r="124" stroke-width="1.5"/><circle cx="${cx}" cy="${cy}" r="130" stroke-width="0.6"/>${ticks}${hand(hour, 62, 4)}${hand(minute, 96, 2)}</g>` +
    `<g fill="#ffffff" opacity="0.06">${fog}</g>`
  );
}

function horror(random: Random, p: Palette): string {
  let rings = '';
  const cy = round(between(random, 345, 365));
  for (let i = 1; i <= 9; i++)
    rings += `<ellipse cx="150" cy="${cy}" rx="${i * 19}" ry="${round(i * 6.4)}" opacity="${round(0.75 - i * 0.07)}"/>`;
  return (
    `<ellipse cx="150" cy="${cy}" rx="17" ry="6" fill="#000000"/>` +
    `<g fill="none" stroke="${p.accent}" stroke-width="1.2">${rings}</g>` +
    `<circle cx="150" cy="${cy}" r="2.2" fill="${p.detail}"/>`
  );
}

function thriller(random: Random, p: Palette): string {
  const shift = round(between(random, -30, 30));
  const band = (x: number, width: number, colour: string, opacity: number) =>
    `<polygon points="${x + shift},${HEIGHT} ${x + shift + width},${HEIGHT} ${x + shift + width + 260},0 ${x + shift + 260},0" fill="${colour}" opacity="${opacity}"/>`;
  return (
    band(-250, 60, p.detail, 0.12) +
    band(-170, 18, p.accent, 0.9) +
    band(-140, 6, p.accent, 0.6) +
    band(40, 90, p.detail, 0.07) +
    stars(random, 16, 330, 440, p.muted)
  );
}

function cozy(random: Random, p: Palette): string {
  let leaves = '';
  for (let i = 0; i < 22; i++) {
    const edge = random() < 0.5;
    const x = round(edge ? between(random, -10, 60) : between(random, 240, 310));
    const y = round(between(random, 20, 430));
    leaves += `<ellipse cx="${x}" cy="${y}" rx="11" ry="4.5" transform="rotate(${round(between(random, 0, 180))} ${x} ${y})" opacity="${round(between(random, 0.45, 0.9))}"/>`;
  }
  const steam = [-14, 0, 14]
    .map((dx) => `<path d="M${150 + dx} 318 c-8 -10 8 -16 0 -28 c-8 -10 8 -16 0 -26"/>`)
    .join('');
  return (
    `<g fill="${p.detail}">${leaves}</g>` +
    `<g fill="none" stroke="${p.muted}" stroke-width="2" stroke-linecap="round" opacity="0.55">${steam}</g>` +
    `<path d="M104 326 h92 v8 c0 28 -20 44 -46 44 c-26 0 -46 -16 -46 -44 Z" fill="${p.accent}"/>` +
    `<path d="M196 336 c18 -2 22 22 -2 26" fill="none" stroke="${p.accent}" stroke-width="6"/>` +
    `<ellipse cx="150" cy="384" rx="70" ry="7" fill="${p.accent}" opacity="0.85"/>`
  );
}

function adventure(random: Random, p: Palette): string {
  const cx = round(between(random, 200, 230));
  const cy = round(between(random, 330, 360));
  const point = (angle: number, r: number) => `${round(cx + Math.sin(angle) * r)},${round(cy - Math.cos(angle) * r)}`;
  let rose = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const r = i % 2 === 0 ? 70 : 42;
    rose += `<polygon points="${cx},${cy} ${point(a - 0.2, 14)} ${point(a, r)} ${point(a + 0.2, 14)}"/>`;
  }
  let lines = '';
  for (let i = 0; i < 7; i++) lines += `<path d="M-10 ${70 + i * 55} Q150 ${50 + i * 55} 310 ${70 + i * 55}"/>`;
  for (let i = 0; i < 5; i++) lines += `<path d="M${30 + i * 60} -10 Q${50 + i * 60} 225 ${30 + i * 60} 460"/>`;
  let route = `M${round(between(random, 40, 80))} ${round(between(random, 380, 420))}`;
  for (let i = 0; i < 3; i++)
    route += ` Q${round(between(random, 40, 200))} ${round(between(random, 300, 420))} ${round(between(random, 80, 180))} ${round(between(random, 320, 410))}`;
  return (
    `<g fill="none" stroke="${p.accent}" stroke-width="0.7" opacity="0.22">${lines}</g>` +
    `<path d="${route}" fill="none" stroke="${p.detail}" stroke-width="2" stroke-dasharray="5 5" opacity="0.8"/>` +
    `<g fill="${p.accent}" opacity="0.6">${rose}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="50" fill="none" stroke="${p.accent}" stroke-width="1" opacity="0.5"/>`
  );
}

function sliceOfLife(random: Random, p: Palette): string {
  let windows = '';
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 5; col++) {
      const lit = random() < 0.35;
      windows += `<rect x="${42 + col * 46}" y="${268 + row * 38}" width="28" height="24" rx="3" fill="${lit ? '#ffd88a' : p.detail}" opacity="${lit ? 0.95 : 0.35}"/>`;
    }
  return `<rect x="28" y="252" width="244" height="140" rx="6" fill="${p.detail}" opacity="0.18"/><rect x="20" y="390" width="260" height="3" rx="1.5" fill="${p.detail}" opacity="0.35"/>${windows}`;
}

/** Styles by genre; a novel takes the style of its first genre that has one. */
export const GENRE_STYLES: Record<string, CoverStyle> = {
  fantasy: {
    palettes: [
      { sky: ['#1e1b4b', '#4c1d95'], accent: '#f5c66b', detail: '#f5c66b', ink: '#fdf4dc', muted: '#e9d8a6' },
      { sky: ['#0c2b22', '#24604b'], accent: '#e7c76f', detail: '#e7c76f', ink: '#f6efd9', muted: '#dccd96' },
    ],
    title: ROMAN,
    author: AUTHOR_CAPS,
    titleZone: [150, 380],
    motif: fantasy,
  },
  'science fiction': {
    palettes: [
      { sky: ['#07142b', '#0f4c5c'], accent: '#2dd4bf', detail: '#99f6e4', ink: '#ecfeff', muted: '#a5f3fc' },
      { sky: ['#1b1035', '#7c2d12'], accent: '#fb923c', detail: '#fcd34d', ink: '#fff7ed', muted: '#fed7aa' },
    ],
    title: CONDENSED,
    author: AUTHOR_CAPS,
    titleZone: [70, 255],
    motif: scienceFiction,
  },
  cyberpunk: {
    palettes: [{ sky: ['#0a0a1a', '#3b0a45'], accent: '#ff4fd8', detail: '#22d3ee', ink: '#ffffff', muted: '#f5b8ee' }],
    title: CONDENSED,
    author: AUTHOR_CAPS,
    titleZone: [70, 222],
    motif: cyberpunk,
  },
  'post-apocalyptic': {
    palettes: [{ sky: ['#3d3b40', '#c8693e'], accent: '#fde68a', detail: '#8a5a44', ink: '#fffbeb', muted: '#fde7c7' }],
    title: CONDENSED,
    author: AUTHOR_CAPS,
    titleZone: [70, 265],
    motif: postApocalyptic,
  },
  romance: {
    palettes: [{ sky: ['#23345e', '#d9828c'], accent: '#ffe4e6', detail: '#1d2a4d', ink: '#fff1f2', muted: '#ffe4e6' }],
    title: DISPLAY,
    author: AUTHOR_ITALIC,
    titleZone: [80, 315],
    motif: romance,
  },
  mystery: {
    palettes: [{ sky: ['#1a2624', '#3e524c'], accent: '#d1b277', detail: '#d1b277', ink: '#f5ecd7', muted: '#d8c8a2' }],
    title: DISPLAY,
    author: AUTHOR_ITALIC,
    titleZone: [100, 315],
    motif: mystery,
  },
  horror: {
    palettes: [{ sky: ['#030605', '#1c2b22'], accent: '#a7c4a9', detail: '#b91c1c', ink: '#eef3ec', muted: '#9fb3a3' }],
    title: DISPLAY,
    author: AUTHOR_ITALIC,
    titleZone: [75, 295],
    motif: horror,
  },
  thriller: {
    palettes: [{ sky: ['#0f1420', '#3a4252'], accent: '#dc2626', detail: '#f8fafc', ink: '#f9fafb', muted: '#d1d5db' }],
    title: CONDENSED,
    author: AUTHOR_CAPS,
    titleZone: [90, 340],
    motif: thriller,
  },
  cozy: {
    palettes: [
      {
        sky: ['#f7eedc', '#dde6cb'],
        accent: '#c0623a',
        detail: '#7d9b62',
        ink: '#3a2c25',
        muted: '#6a574a',
        light: true,
      },
    ],
    title: DISPLAY,
    author: AUTHOR_ITALIC,
    titleZone: [68, 262],
    motif: cozy,
  },
  adventure: {
    palettes: [
      {
        sky: ['#f3e6c8', '#d2b17e'],
        accent: '#6f4219',
        detail: '#a23b1f',
        ink: '#34200f',
        muted: '#5e4128',
        light: true,
      },
    ],
    title: DISPLAY,
    author: AUTHOR_ITALIC,
    titleZone: [75, 290],
    motif: adventure,
  },
  'slice of life': {
    palettes: [
      {
        sky: ['#fde4cc', '#f2a383'],
        accent: '#fff7ed',
        detail: '#a34a33',
        ink: '#44201b',
        muted: '#74382c',
        light: true,
      },
    ],
    title: DISPLAY,
    author: AUTHOR_ITALIC,
    titleZone: [66, 242],
    motif: sliceOfLife,
  },
};

GENRE_STYLES.historical = GENRE_STYLES.adventure!;

/** For a novel none of whose genres has a style. */
export const FALLBACK_STYLE: CoverStyle = {
  palettes: [{ sky: ['#17313b', '#2f6b6b'], accent: '#f2c14e', detail: '#f2c14e', ink: '#f8fafc', muted: '#cbd5e1' }],
  title: DISPLAY,
  author: AUTHOR_ITALIC,
  titleZone: [90, 340],
  motif: (random, p) => stars(random, 30, 20, 430, p.accent),
};

/** The style of a novel's first styled genre. */
export function styleFor(genres: readonly string[]): { genre: string | null; style: CoverStyle } {
  for (const genre of genres) {
    const style = GENRE_STYLES[genre.toLowerCase()];
    if (style) return { genre: genre.toLowerCase(), style };
  }
  return { genre: null, style: FALLBACK_STYLE };
}
