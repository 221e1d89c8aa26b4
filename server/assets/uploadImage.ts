import type { ImageUse } from '@/lib/rules/images/uploadRules';
import type { SanityDocument } from '@/server/content/localDataset';
import { checkImage } from './checkImage';
import type { ImageStorage } from './imageStorage';
import { storeIconFiles } from './localImageStorage';
import { logoIcons } from './logoIcons';
import type { UploadedFiles } from './uploadedFiles';

/** The content store's part an upload writes to. */
export interface AssetWriter {
  importDocuments(documents: SanityDocument[], mode: 'replace' | 'missing'): Promise<unknown>;
}

export type UploadResult = { ok: true; asset: SanityDocument; removed: string[] } | { ok: false; status: number; error: string };

/** What the upload is for; a logo's icons are kept where the site serves its own files from (configuredUploadedFiles). */
export type UploadUse = { use: 'picture' } | { use: Extract<ImageUse, 'logo'>; iconFiles: UploadedFiles };

/**
 * Checks an upload's bytes for its use, stores the file (an SVG's cleaned
 * copy) and records its asset document. Assets are not drafts: the document
 * is added as it is, and a picture goes on the site only when a document that
 * shows it is published. A logo's asset also names the icons made from it;
 * it replaces the same picture's earlier asset, which may have none, while
 * any other upload never replaces one (a re-upload keeps the first name).
 */
export async function uploadImage(
  bytes: Buffer,
  filename: string,
  storage: ImageStorage,
  store: AssetWriter,
  purpose: UploadUse = { use: 'picture' },
): Promise<UploadResult> {
  const check = await checkImage(bytes, purpose.use);
  if (!check.ok) return check;
  const upload = { bytes: check.bytes, image: check.image, filename: cleanFilename(filename) };
  const stored = await storage(upload);
  if (purpose.use !== 'logo') {
    await store.importDocuments([stored], 'missing');
    return { ok: true, asset: stored, removed: check.removed };
  }
  const asset = { ...stored, icons: await storeIconFiles(purpose.iconFiles, await logoIcons(upload.bytes, upload.image)) };
  await store.importDocuments([asset], 'replace');
  return { ok: true, asset, removed: check.removed };
}

/** A display name only: the last path segment, printable, at most 200 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 200) || 'image';
}
