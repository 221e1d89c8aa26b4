import { imageDimensions } from './imageSize';
import { EXTENSIONS, MIME_TYPES, sniffImageFormat, type ImageFormat } from './imageType';

/**
 * What the studio accepts as an uploaded picture. The bounds keep the image
 * optimizer's work sane (it decodes the whole picture for every size it
 * makes) while leaving room for a sharp 2× hero (1080 px frames).
 */

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 8000;
export const MIN_IMAGE_SIDE = 200;

export const IMAGE_MESSAGES = {
  notImage: 'This file is not a JPEG, PNG, WebP or AVIF image.',
  tooLarge: 'Images can be at most 10 MB.',
  empty: 'The file is empty.',
  unreadable: 'The image’s size could not be read; the file may be damaged. Save it again and upload that.',
  tooBig: (width: number, height: number) => `This image is ${width} × ${height} px; images can be at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} px.`,
  tooSmall: (width: number, height: number) => `This image is ${width} × ${height} px; images must be at least ${MIN_IMAGE_SIDE} × ${MIN_IMAGE_SIDE} px.`,
};

export interface CheckedImage {
  format: ImageFormat;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; status: 413 | 415 | 422; error: string };

/** The upload's real type and size, or why it is refused (with the HTTP status to answer). */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, status: 422, error: IMAGE_MESSAGES.empty };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, status: 413, error: IMAGE_MESSAGES.tooLarge };
  const format = sniffImageFormat(bytes);
  if (!format) return { ok: false, status: 415, error: IMAGE_MESSAGES.notImage };
  const size = imageDimensions(bytes, format);
  if (!size) return { ok: false, status: 422, error: IMAGE_MESSAGES.unreadable };
  const { width, height } = size;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return { ok: false, status: 422, error: IMAGE_MESSAGES.tooBig(width, height) };
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) return { ok: false, status: 422, error: IMAGE_MESSAGES.tooSmall(width, height) };
  return { ok: true, image: { format, mimeType: MIME_TYPES[format], extension: EXTENSIONS[format], width, height } };
}
