/**
 * What the studio accepts as an uploaded picture. The bounds keep the image
 * optimizer's work sane (it decodes the whole picture for every size it
 * makes) while leaving room for a sharp 2× hero (1080 px frames). The type is
 * what the file's bytes say (studio-local/store/assets/checkImage.ts), never the
 * browser's Content-Type or the file name: a renamed program or page must
 * never be stored or served as a picture.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const MIME_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };
export const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

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

export type ImageRefusal = { ok: false; status: 413 | 415 | 422; error: string };
export type ImageCheck = { ok: true; image: CheckedImage } | ImageRefusal;

/** What the file's header says: a picture of an accepted type and its size, another kind of file, or a picture whose header is damaged. */
export type ImageHeader = { format: ImageFormat; width: number; height: number } | 'notImage' | 'unreadable';

/** Why a file of this many bytes is refused before anything reads it, or null. */
export function refusalByLength(length: number): ImageRefusal | null {
  if (length === 0) return { ok: false, status: 422, error: IMAGE_MESSAGES.empty };
  if (length > MAX_IMAGE_BYTES) return { ok: false, status: 413, error: IMAGE_MESSAGES.tooLarge };
  return null;
}

/** The upload's real type and size, or why it is refused (with the HTTP status to answer). */
export function checkImageHeader(header: ImageHeader): ImageCheck {
  if (header === 'notImage') return { ok: false, status: 415, error: IMAGE_MESSAGES.notImage };
  if (header === 'unreadable') return { ok: false, status: 422, error: IMAGE_MESSAGES.unreadable };
  const { format, width, height } = header;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return { ok: false, status: 422, error: IMAGE_MESSAGES.tooBig(width, height) };
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) return { ok: false, status: 422, error: IMAGE_MESSAGES.tooSmall(width, height) };
  return { ok: true, image: { format, mimeType: MIME_TYPES[format], extension: EXTENSIONS[format], width, height } };
}
