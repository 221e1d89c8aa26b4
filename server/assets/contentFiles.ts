import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { uploadedFileOf } from '@/lib/rules/images/uploadedFiles';
import type { SanityDocument } from '@/server/content/localDataset';
import { checkImage } from './checkImage';
import { imageAssetDocument, storeIconFiles, storeImageFile } from './localImageStorage';
import { logoIcons } from './logoIcons';
import type { UploadedFiles } from './uploadedFiles';

/**
 * Uploaded pictures in `content:export` / `content:import`. An export with a
 * file copies them into `images/` beside it (the folder layout of a Sanity
 * dataset export, which `sanity dataset import` reads too); an import stores
 * the files it names again, checked as an upload is, under the same names.
 */

/** Copies every uploaded file the documents' assets point at from `files` into the folder `to`; answers how many. */
export async function exportUploads(documents: SanityDocument[], files: UploadedFiles, to: string): Promise<number> {
  const names = documents
    .flatMap((d) => (d._type === 'sanity.imageAsset' && typeof d.url === 'string' ? [uploadedFileOf(d.url)] : []))
    .filter((n): n is string => n !== null);
  if (!names.length) return 0;
  await mkdir(to, { recursive: true });
  for (const name of names) {
    const file = await files.find(name);
    if (!file) throw new Error(`The uploaded image ${name} is missing from where uploads are kept.`);
    await pipeline(file.open(), createWriteStream(path.join(to, name)));
  }
  return names.length;
}

/**
 * Stores the files among `sources` (`_sanityAsset` addresses) that are not in
 * public/: relative ones (`file://./images/…`) from the imported file's
 * folder, absolute ones only from the uploads folder itself. Answers their
 * asset documents by address, for `fromSanityExport`.
 */
export async function importUploads(
  sources: string[],
  options: { folder: string; uploadsDir: string; publicDir: string; files: UploadedFiles },
): Promise<Map<string, SanityDocument>> {
  const uploaded = new Map<string, SanityDocument>();
  for (const source of sources) {
    const file = uploadFileOf(source, options);
    if (!file) continue;
    const bytes = await readFile(file);
    // A stored file passed as a picture or as a logo (SVG, small or narrow sizes); either is fine again.
    const asPicture = await checkImage(bytes);
    const check = asPicture.ok ? asPicture : await checkImage(bytes, 'logo');
    if (!check.ok) throw new Error(`${source}: ${check.error}`);
    const upload = { bytes: check.bytes, image: check.image, filename: path.basename(file) };
    uploaded.set(source, imageAssetDocument(await storeImageFile(options.files, upload), upload));
  }
  return uploaded;
}

/**
 * Makes the icons of every brand logo and logo mark among `documents` that is
 * an uploaded file, and names them on its asset (as uploading it did): an
 * export carries pictures, not the icons made from them. Answers how many.
 */
export async function addLogoIcons(documents: SanityDocument[], files: UploadedFiles): Promise<number> {
  const refOf = (image: unknown) => (image as { asset?: { _ref?: string } } | undefined)?.asset?._ref;
  const logoIds = new Set(documents.flatMap((d) => (d._type === 'brand' ? [refOf(d.logo), refOf(d.logoMark)] : [])));
  let made = 0;
  for (const asset of documents) {
    const name = asset._type === 'sanity.imageAsset' && logoIds.has(asset._id) && typeof asset.url === 'string' ? uploadedFileOf(asset.url) : null;
    const file = name ? await files.find(name) : null;
    if (!file) continue;
    const check = await checkImage(Buffer.concat(await file.open().toArray()), 'logo');
    if (!check.ok) continue;
    asset.icons = await storeIconFiles(files, await logoIcons(check.bytes, check.image));
    made += 1;
  }
  return made;
}

const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..') && !path.isAbsolute(path.relative(dir, file));

/** The file to store for an address, or null when it is not an uploaded picture (a public/ file, a URL). */
function uploadFileOf(source: string, { folder, uploadsDir, publicDir }: { folder: string; uploadsDir: string; publicDir: string }): string | null {
  if (!source.startsWith('file://')) return null;
  const address = source.slice('file://'.length);
  if (address.startsWith('./')) {
    const file = path.resolve(folder, address);
    if (!inside(folder, file)) throw new Error(`${source} is outside the imported file's folder`);
    return file;
  }
  const file = path.resolve(address);
  return inside(uploadsDir, file) && !inside(publicDir, file) ? file : null;
}
