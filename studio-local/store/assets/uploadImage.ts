import type { SanityDocument } from '@/server/content/localDataset';
import { checkImage } from './checkImage';
import type { ImageStorage } from './imageStorage';

/** The content store's part an upload writes to. */
export interface AssetWriter {
  importDocuments(documents: SanityDocument[], mode: 'replace' | 'missing'): Promise<unknown>;
}

export type UploadResult = { ok: true; asset: SanityDocument } | { ok: false; status: number; error: string };

/**
 * Checks an upload's bytes, stores the file and records its asset document.
 * Assets are not drafts: the document is added as it is (never replacing an
 * existing one, so a re-upload keeps the first name), and a picture goes on
 * the site only when a document that shows it is published.
 */
export async function uploadImage(bytes: Buffer, filename: string, storage: ImageStorage, store: AssetWriter): Promise<UploadResult> {
  const check = await checkImage(bytes);
  if (!check.ok) return check;
  const asset = await storage({ bytes, image: check.image, filename: cleanFilename(filename) });
  await store.importDocuments([asset], 'missing');
  return { ok: true, asset };
}

/** A display name only: the last path segment, printable, at most 200 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 200) || 'image';
}
