/**
 * Draws the Inkshelf Studio icon (an open book with a pen nib on an ink-blue tile) as SVG and renders the PNGs
 * electron-builder uses: build/icon.png (512, converted to .icns/.ico on the release runners) and
 * build/icons/<size>x<size>.png for Linux. Run with `pnpm --filter @inkshelf/desktop icons`; the PNGs are
 * committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b4cca"/>
      <stop offset="1" stop-color="#1e1b4b"/>
    </linearGradient>
    <linearGradient id="page" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="#e0e7ff"/>
    </linearGradient>
  </defs>
  <rect x="16" y="16" width="480" height="480" rx="104" fill="url(#tile)"/>
  <path d="M256 164 C214 136 156 128 100 136 V372 C156 364 214 372 256 400 Z" fill="url(#page)"/>
  <path d="M256 164 C298 136 356 128 412 136 V372 C356 364 298 372 256 400 Z" fill="url(#page)"/>
  <path d="M256 164 V400" stroke="#c7d2fe" stroke-width="6"/>
  <g stroke="#a5b4fc" stroke-width="8" stroke-linecap="round">
    <path d="M130 190 C170 184 206 188 232 200"/>
    <path d="M130 232 C170 226 206 230 232 242"/>
    <path d="M130 274 C170 268 206 272 232 284"/>
    <path d="M130 316 C160 312 186 314 206 320"/>
  </g>
  <g transform="translate(338 226) rotate(35)">
    <path d="M0 -118 L26 -40 L0 34 L-26 -40 Z" fill="#f59e0b"/>
    <path d="M0 -40 V24" stroke="#1e1b4b" stroke-width="6" stroke-linecap="round"/>
    <circle cx="0" cy="-40" r="8" fill="#1e1b4b"/>
    <rect x="-18" y="-150" width="36" height="40" rx="8" fill="#fbbf24"/>
  </g>
</svg>
`;

async function main(): Promise<void> {
  const buildDir = path.resolve(import.meta.dirname, '../build');
  await mkdir(path.join(buildDir, 'icons'), { recursive: true });
  await writeFile(path.join(buildDir, 'icon.svg'), ICON_SVG);
  const svg = Buffer.from(ICON_SVG);
  await sharp(svg, { density: 300 }).resize(512, 512).png().toFile(path.join(buildDir, 'icon.png'));
  for (const size of [512, 256]) {
    await sharp(svg, { density: 300 })
      .resize(size, size)
      .png()
      .toFile(path.join(buildDir, 'icons', `${size}x${size}.png`));
  }
  console.log(`Icons written to ${buildDir}`);
}

await main();
