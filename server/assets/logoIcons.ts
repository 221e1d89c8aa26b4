import sharp from 'sharp';
import type { CheckedImage } from '@/lib/rules/images/uploadRules';
import type { IconName } from '@/lib/rules/images/brandIcons';
import { icoOf } from './ico';

/**
 * The site's icons made from a brand's logo: the favicon (an ICO of 16, 32
 * and 48 px), a 32 px PNG, the 180 px Apple touch icon and the 192 and 512 px
 * icons of the web manifest. The logo is fitted whole into each square,
 * centred. The touch and manifest icons are on white with a margin, since
 * home screens show transparency as black and crop corners. An SVG is drawn
 * at the density that makes its long side at least 512 px, so no icon is an
 * enlarged bitmap.
 */

const ICO_SIZES = [16, 32, 48] as const;
const MARGIN = 0.1;
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

export interface IconOptions {
  /**
   * Fill every icon edge to edge, without the touch and manifest icons' white margin: for a picture that is itself an
   * opaque square tile with room around what it shows (a monogram), which a margin would only shrink.
   */
  fullBleed?: boolean;
}

export async function logoIcons(
  bytes: Buffer,
  image: Pick<CheckedImage, 'format' | 'width' | 'height'>,
  { fullBleed = false }: IconOptions = {},
): Promise<Record<IconName, Buffer>> {
  const long = Math.max(image.width, image.height);
  const options = image.format === 'svg' ? { density: Math.min(2400, Math.max(72, Math.ceil((72 * 512) / long))) } : {};
  const source = await sharp(bytes, options).ensureAlpha().png().toBuffer();

  const clear = (size: number) => sharp(source).resize(size, size, { fit: 'contain', background: CLEAR }).png().toBuffer();
  async function onWhite(size: number) {
    const inner = Math.round(size * (1 - 2 * MARGIN));
    const before = (size - inner) >> 1;
    const after = size - inner - before;
    const logo = await sharp(source).resize(inner, inner, { fit: 'contain', background: CLEAR }).png().toBuffer();
    return sharp(logo)
      .extend({ top: before, bottom: after, left: before, right: after, background: CLEAR })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  }
  const homeScreen = fullBleed
    ? (size: number) => sharp(source).resize(size, size, { fit: 'contain', background: CLEAR }).flatten({ background: '#ffffff' }).png().toBuffer()
    : onWhite;

  const [ico, icon32, appleTouch, icon192, icon512] = await Promise.all([
    Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await clear(size) }))),
    clear(32),
    homeScreen(180),
    homeScreen(192),
    homeScreen(512),
  ]);
  return { favicon: icoOf(ico), icon32, appleTouch, icon192, icon512 };
}

/** The side a monogram is drawn at: the largest icon's. */
const MONOGRAM_SIDE = 512;

/** A monogram's letters: the first letter or digit of the name's first two words, in capitals. */
export function monogramLetters(name: string): string {
  const initials = name
    .split(/[\s\-_]+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
    .filter(Boolean);
  return initials.slice(0, 2).join('').toUpperCase() || '?';
}

/**
 * The icon of a brand whose logo is too wide to make one: its initials in white, bold and centred on its accent
 * colour. Letters and digits only, and a checked colour, so nothing in it needs escaping.
 */
export function monogramSvg(name: string, accentColor: string): string {
  const letters = monogramLetters(name);
  const fill = /^#[0-9a-fA-F]{6}$/.test(accentColor) ? accentColor : '#0b6e4f';
  const side = MONOGRAM_SIDE;
  // Two capitals side by side must stay clear of the corners a home screen rounds off.
  const fontSize = Math.round(side * (letters.length > 1 ? 0.46 : 0.6));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">` +
    `<rect width="${side}" height="${side}" fill="${fill}"/>` +
    `<text x="${side / 2}" y="${side / 2}" text-anchor="middle" dominant-baseline="central" fill="#ffffff" font-weight="700" font-size="${fontSize}" ` +
    `font-family="'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif">${letters}</text></svg>`
  );
}

/** Every icon of a monogram (monogramSvg), drawn edge to edge. */
export const monogramIcons = (svg: string): Promise<Record<IconName, Buffer>> =>
  logoIcons(Buffer.from(svg), { format: 'svg', width: MONOGRAM_SIDE, height: MONOGRAM_SIDE }, { fullBleed: true });
