import sharp, { type Metadata } from 'sharp';
import {
  checkImageHeader,
  IMAGE_MESSAGES,
  MAX_SVG_BYTES,
  refusalByLength,
  type CheckedImage,
  type ImageFormat,
  type ImageHeader,
  type ImageRefusal,
  type ImageUse,
} from '@/lib/rules/images/uploadRules';
import { cleanSvg } from './svg/cleanSvg';

/** sharp's names for the accepted types; AVIF is HEIF with AV1 pictures (HEVC ones, HEIC, are not accepted). */
function acceptedFormat({ format, compression }: Metadata): ImageFormat | null {
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'svg') return format;
  return format === 'heif' && compression === 'av1' ? 'avif' : null;
}

/**
 * The file's type and size from its header alone: libvips reads no pixels for
 * metadata. Its pixel limit is off here because the bounds in uploadRules
 * refuse an oversized picture with its size in the message.
 */
async function readHeader(bytes: Uint8Array): Promise<ImageHeader> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    // sharp names a file none of its loaders claims; anything else is a known type whose header is damaged.
    return /unsupported image format/.test((error as Error).message) ? 'notImage' : 'unreadable';
  }
  const format = acceptedFormat(metadata);
  if (!format) return 'notImage';
  return metadata.width > 0 && metadata.height > 0 ? { format, width: metadata.width, height: metadata.height } : 'unreadable';
}

/** An upload that passed: its real type and size, and the bytes to store (an SVG's cleaned copy, with what was taken out). */
export type CheckedUpload = { ok: true; image: CheckedImage; bytes: Buffer; removed: string[] } | ImageRefusal;

/** Text that opens like XML or SVG markup (after a byte-order mark and white space), in UTF-8. */
function svgText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return /^\uFEFF?\s*<(\?xml|svg[\s>/]|!--|!DOCTYPE\s+svg)/i.test(text) ? text : null;
}

/** The upload's real type and size for its use, or why it is refused (with the HTTP status to answer). */
export async function checkImage(bytes: Buffer, use: ImageUse = 'picture'): Promise<CheckedUpload> {
  const refusal = refusalByLength(bytes.length);
  if (refusal) return refusal;
  const text = use === 'logo' ? svgText(bytes) : null;
  if (text === null) {
    const check = checkImageHeader(await readHeader(bytes), use);
    return check.ok && check.image.format === 'svg'
      ? { ok: false, status: 415, error: IMAGE_MESSAGES.notLogo }
      : check.ok
        ? { ...check, bytes, removed: [] }
        : check;
  }
  if (bytes.length > MAX_SVG_BYTES) return { ok: false, status: 413, error: IMAGE_MESSAGES.svgTooLarge };
  const cleaned = cleanSvg(text);
  if (!cleaned.ok) return { ok: false, status: 422, error: cleaned.error };
  const svg = Buffer.from(cleaned.svg);
  const check = checkImageHeader(await readHeader(svg), use);
  if (!check.ok) return check;
  return check.image.format === 'svg' ? { ...check, bytes: svg, removed: cleaned.removed } : { ok: false, status: 415, error: IMAGE_MESSAGES.notLogo };
}
