#!/usr/bin/env node
/**
 * The seed brands' logos (public/brands/{brand}/logo.svg): the brand's mark
 * and its name, the name drawn as outlines rather than as SVG text.
 * - A logo is artwork: as text it took whatever system font each device had,
 *   so one brand looked different on every phone.
 * - A browser draws an SVG <img> as a document of its own on the page's main
 *   thread; text in it first has to find and shape a font, which in traces of
 *   `/deal` was most of that document's cost (docs/decisions.md, "Brand logos").
 * The letters are Liberation Sans Bold (Debian's fonts-liberation); its licence
 * lets documents and artwork embed its glyphs. Editors replace logos in the studio.
 *   node scripts/art/brand-logos.mjs [path/to/font.ttf]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';

const FONT = process.argv[2] ?? '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf';

/** Folder under public/brands, the name written, the mark's colour, and the width the brand's content gives its logo. */
const BRANDS = [
  { folder: 'sparkle-clean', name: 'Sparkle Clean', color: '#0b6e4f', width: 200 },
  { folder: 'local', name: 'Sparkle Clean', color: '#0b6e4f', width: 200 },
  { folder: 'bright-maids', name: 'Bright Maids', color: '#7a2d84', width: 190 },
  { folder: 'tidy-nest', name: 'Tidy Nest', color: '#1e4fa3', width: 180 },
];

const HEIGHT = 40;
const TEXT_X = 46;
const BASELINE = 27;
const FONT_SIZE = 20;
const INK = '#1b1f24';

/** The round mark with the four-point sparkle every seed brand shares. */
const mark = (color) => `<circle cx="20" cy="20" r="18" fill="${color}"/><path d="M20 8l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill="#fff"/>`;

const font = opentype.loadSync(FONT);

for (const brand of BRANDS) {
  const letters = font.getPath(brand.name, TEXT_X, BASELINE, FONT_SIZE);
  const { width } = brand;
  if (TEXT_X + font.getAdvanceWidth(brand.name, FONT_SIZE) > width) throw new Error(`"${brand.name}" does not fit in ${width} px`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${brand.name}">${mark(brand.color)}<path d="${letters.toPathData(1)}" fill="${INK}"/></svg>\n`;
  const file = path.join('public', 'brands', brand.folder, 'logo.svg');
  writeFileSync(file, svg);
  console.log(`${file}: ${width} × ${HEIGHT}, ${svg.length} bytes`);
}
