/**
 * Names and addresses of pictures uploaded to the built-in studio. A file is
 * named by its content (as Sanity names its CDN files), so uploading the same
 * picture twice stores it once, and a name can be checked by its shape alone
 * before it touches the file system.
 */

export const UPLOADS_URL_PREFIX = '/api/assets/';

const FILE_NAME = /^([0-9a-f]{40})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(jpg|png|webp|avif|svg|ico)$/;

export interface UploadedFile {
  hash: string;
  width: number;
  height: number;
  extension: string;
}

export const uploadedFileName = ({ hash, width, height, extension }: UploadedFile) => `${hash}-${width}x${height}.${extension}`;

/** The parts of a stored file's name, or null for anything else (paths, dots, other names). */
export function parseUploadedFileName(name: string): UploadedFile | null {
  const [, hash, width, height, extension] = FILE_NAME.exec(name) ?? [];
  return hash && width && height && extension ? { hash, width: Number(width), height: Number(height), extension } : null;
}

export const uploadedFileUrl = (name: string) => `${UPLOADS_URL_PREFIX}${name}`;

/** The stored file behind an uploaded picture's address, or null when the address is not one. */
export function uploadedFileOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return parseUploadedFileName(name) ? name : null;
}

/** Sanity's asset id convention, image-<hash>-<w>x<h>-<ext>, so references read like Sanity's own. */
export const imageAssetId = ({ hash, width, height, extension }: UploadedFile) => `image-${hash}-${width}x${height}-${extension}`;
