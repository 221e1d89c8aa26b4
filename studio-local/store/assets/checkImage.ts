import sharp, { type Metadata } from 'sharp';
import { checkImageHeader, refusalByLength, type ImageCheck, type ImageFormat, type ImageHeader } from '@/lib/rules/images/uploadRules';

/** sharp's names for the accepted types; AVIF is HEIF with AV1 pictures (HEVC ones, HEIC, are not accepted). */
function acceptedFormat({ format, compression }: Metadata): ImageFormat | null {
  if (format === 'jpeg' || format === 'png' || format === 'webp') return format;
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

/** The upload's real type and size, or why it is refused (with the HTTP status to answer). */
export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  return refusalByLength(bytes.length) ?? checkImageHeader(await readHeader(bytes));
}
