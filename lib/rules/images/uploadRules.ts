/**
 * What the studio accepts as an uploaded picture, per use. The bounds keep the
 * image optimizer's work sane (it decodes the whole picture for every size it
 * makes) while leaving room for a sharp 2× hero (1080 px frames). A logo is a
 * wordmark as often as a mark: any reasonable aspect ratio, small sizes, and
 * SVG (cleaned first, server/assets/svg/cleanSvg.ts); the site's
 * icons are made from it. The type is what the file's bytes say
 * (server/assets/checkImage.ts), never the browser's Content-Type
 * or the file name: a renamed program or page must never be stored or served
 * as a picture.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';

/** What a picture is uploaded for: a photograph or illustration (heroes), or a brand's logo. */
export type ImageUse = 'picture' | 'logo';

export const MIME_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', svg: 'image/svg+xml' };
export const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', svg: 'svg' };

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** An SVG is parsed and rewritten as text: a logo's fits many times over. */
export const MAX_SVG_BYTES = 1024 * 1024;
export const MAX_IMAGE_SIDE = 8000;
export const MIN_IMAGE_SIDE = 200;
/** A logo's short side, long side and how many times longer the long one may be. */
export const MIN_LOGO_SHORT_SIDE = 16;
export const MIN_LOGO_LONG_SIDE = 64;
export const MAX_LOGO_ASPECT = 10;

interface UseRules {
  formats: readonly ImageFormat[];
  /** The browser's types a file input offers (a first check only). */
  types: readonly string[];
  hint: string;
  /** Why a file of another type is refused. */
  notAccepted: string;
}

const RASTER: readonly ImageFormat[] = ['jpeg', 'png', 'webp', 'avif'];

export const IMAGE_USES: Record<ImageUse, UseRules> = {
  picture: {
    formats: RASTER,
    types: RASTER.map((f) => MIME_TYPES[f]),
    hint: `JPEG, PNG, WebP or AVIF; up to 10 MB, ${MIN_IMAGE_SIDE}–${MAX_IMAGE_SIDE} px a side.`,
    notAccepted: 'This file is not a JPEG, PNG, WebP or AVIF image.',
  },
  logo: {
    formats: [...RASTER, 'svg'],
    types: [...RASTER, 'svg'].map((f) => MIME_TYPES[f as ImageFormat]),
    hint: `JPEG, PNG, WebP, AVIF or SVG; up to 10 MB (SVG 1 MB), at least ${MIN_LOGO_LONG_SIDE} px wide or tall, at most ${MAX_LOGO_ASPECT}:1. The site’s icons are made from it.`,
    notAccepted: 'This file is not a JPEG, PNG, WebP, AVIF or SVG image.',
  },
};

/** The use an image field's upload is for, from the types the field accepts (its schema `options.accept`). */
export const imageUseOf = (accept: string | undefined): ImageUse => (accept?.includes(MIME_TYPES.svg) ? 'logo' : 'picture');

export const IMAGE_MESSAGES = {
  notImage: IMAGE_USES.picture.notAccepted,
  notLogo: IMAGE_USES.logo.notAccepted,
  tooLarge: 'Images can be at most 10 MB.',
  svgTooLarge: 'SVG logos can be at most 1 MB.',
  empty: 'The file is empty.',
  unreadable: 'The image’s size could not be read; the file may be damaged. Save it again and upload that.',
  tooBig: (width: number, height: number) => `This image is ${width} × ${height} px; images can be at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} px.`,
  tooSmall: (width: number, height: number) => `This image is ${width} × ${height} px; images must be at least ${MIN_IMAGE_SIDE} × ${MIN_IMAGE_SIDE} px.`,
  logoTooSmall: (width: number, height: number) =>
    `This logo is ${width} × ${height} px; logos must be at least ${MIN_LOGO_LONG_SIDE} px on the long side and ${MIN_LOGO_SHORT_SIDE} px on the short side.`,
  logoTooNarrow: (width: number, height: number) =>
    `This logo is ${width} × ${height} px; a logo’s long side can be at most ${MAX_LOGO_ASPECT} times its short side.`,
};

export interface CheckedImage {
  format: ImageFormat;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
}

export type ImageRefusal = { ok: false; status: 413 | 415 | 422; error: string };
export type ImageCheck = { ok: true; image: CheckedImage } | ImageRefusal;

/** What the file's header says: a picture and its size, another kind of file, or a picture whose header is damaged. */
export type ImageHeader = { format: ImageFormat; width: number; height: number } | 'notImage' | 'unreadable';

/** Why a file of this many bytes is refused before anything reads it, or null. */
export function refusalByLength(length: number): ImageRefusal | null {
  if (length === 0) return { ok: false, status: 422, error: IMAGE_MESSAGES.empty };
  if (length > MAX_IMAGE_BYTES) return { ok: false, status: 413, error: IMAGE_MESSAGES.tooLarge };
  return null;
}

/** The upload's real type and size, or why it is refused for this use (with the HTTP status to answer). */
export function checkImageHeader(header: ImageHeader, use: ImageUse = 'picture'): ImageCheck {
  const { formats, notAccepted } = IMAGE_USES[use];
  if (header === 'notImage' || (header !== 'unreadable' && !formats.includes(header.format))) return { ok: false, status: 415, error: notAccepted };
  if (header === 'unreadable') return { ok: false, status: 422, error: IMAGE_MESSAGES.unreadable };
  const { format, width, height } = header;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return { ok: false, status: 422, error: IMAGE_MESSAGES.tooBig(width, height) };
  const refusal =
    use === 'logo' ? logoRefusal(width, height) : width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE ? IMAGE_MESSAGES.tooSmall(width, height) : null;
  if (refusal) return { ok: false, status: 422, error: refusal };
  return { ok: true, image: { format, mimeType: MIME_TYPES[format], extension: EXTENSIONS[format], width, height } };
}

function logoRefusal(width: number, height: number): string | null {
  const [short, long] = width < height ? [width, height] : [height, width];
  if (short < MIN_LOGO_SHORT_SIDE || long < MIN_LOGO_LONG_SIDE) return IMAGE_MESSAGES.logoTooSmall(width, height);
  return long > short * MAX_LOGO_ASPECT ? IMAGE_MESSAGES.logoTooNarrow(width, height) : null;
}
