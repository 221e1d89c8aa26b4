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

export async function logoIcons(bytes: Buffer, image: Pick<CheckedImage, 'format' | 'width' | 'height'>): Promise<Record<IconName, Buffer>> {
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

  const [ico, icon32, appleTouch, icon192, icon512] = await Promise.all([
    Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await clear(size) }))),
    clear(32),
    onWhite(180),
    onWhite(192),
    onWhite(512),
  ]);
  return { favicon: icoOf(ico), icon32, appleTouch, icon192, icon512 };
}
