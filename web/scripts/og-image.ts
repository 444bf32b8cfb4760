/**
 * Draws web/public/og-image.png, the 1200x630 picture link previews show for the site (og:image, twitter:image in
 * web/index.html; shared/site-meta.ts OG_IMAGE). Run it after changing the picture and commit the PNG:
 *
 *   npx tsx web/scripts/og-image.ts
 *
 * Brand colours of the favicon (web/index.html); a generic sans-serif, so any machine with librsvg's default fonts
 * draws the same picture. The QR code on the right is decoration, not a readable code.
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { OG_IMAGE } from '../../shared/site-meta';

const GREEN = '#0B3D2E';
const GREEN_LIGHT = '#14543F';
const ORANGE = '#FF7A00';
const INK_SOFT = '#D5E6DD';
const { width: WIDTH, height: HEIGHT } = OG_IMAGE;

/** A QR-looking 21x21 module grid: three finder squares and a fixed scatter of modules (no randomness: same PNG each run). */
function qrModules(x: number, y: number, size: number): string {
  const n = 21;
  const m = size / n;
  const cells: string[] = [];
  const finder = (cx: number, cy: number) => {
    cells.push(`<rect x="${x + cx * m}" y="${y + cy * m}" width="${7 * m}" height="${7 * m}" fill="${GREEN}"/>`);
    cells.push(`<rect x="${x + (cx + 1) * m}" y="${y + (cy + 1) * m}" width="${5 * m}" height="${5 * m}" fill="#FFFFFF"/>`);
    cells.push(`<rect x="${x + (cx + 2) * m}" y="${y + (cy + 2) * m}" width="${3 * m}" height="${3 * m}" fill="${GREEN}"/>`);
  };
  finder(0, 0);
  finder(14, 0);
  finder(0, 14);
  // mulberry32 with a fixed seed: a pattern that reads as noise, the same on every run.
  let seed = 0x7ab1e7a9;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const inFinder = (i: number, j: number) => (i < 8 && j < 8) || (i > 12 && j < 8) || (i < 8 && j > 12);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (inFinder(i, j)) continue;
      const r = random();
      if (r < 0.45) {
        const fill = r < 0.04 ? ORANGE : GREEN;
        // A hair wider than the module, so neighbours join without a seam of background between them.
        cells.push(`<rect x="${x + i * m}" y="${y + j * m}" width="${m + 0.6}" height="${m + 0.6}" fill="${fill}"/>`);
      }
    }
  }
  return cells.join('');
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${GREEN}"/>
  <circle cx="1080" cy="-40" r="260" fill="${GREEN_LIGHT}"/>
  <circle cx="1150" cy="650" r="180" fill="${GREEN_LIGHT}"/>
  <rect x="0" y="${HEIGHT - 14}" width="${WIDTH}" height="14" fill="${ORANGE}"/>

  <g transform="translate(80 92) scale(3.5)">
    <rect width="32" height="32" rx="8" fill="${GREEN_LIGHT}"/>
    <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="${ORANGE}"/>
  </g>

  <g font-family="DejaVu Sans, Verdana, Arial, sans-serif">
    <text x="76" y="318" font-size="112" font-weight="700" fill="#FFFFFF" letter-spacing="-2">TableTap</text>
    <text x="80" y="392" font-size="44" fill="${INK_SOFT}">QR ordering for restaurants</text>
    <rect x="80" y="438" width="650" height="84" rx="42" fill="${ORANGE}"/>
    <text x="405" y="493" font-size="36" font-weight="700" fill="${GREEN}" text-anchor="middle">5% per order, no monthly fee</text>
  </g>

  <g transform="rotate(-4 985 330)">
    <rect x="830" y="175" width="310" height="310" rx="28" fill="#FFFFFF"/>
    ${qrModules(860, 205, 250)}
  </g>
</svg>`;

const out = fileURLToPath(new URL(`../public${OG_IMAGE.path}`, import.meta.url));
const info = await sharp(Buffer.from(svg)).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toFile(out);
console.log(`${out}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
