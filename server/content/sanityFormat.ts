import path from 'node:path';
import { uploadedFileOf } from '@/lib/rules/images/uploadedFiles';
import type { SanityDocument } from './localDataset';

/**
 * Conversion between the embedded dataset and the NDJSON that
 * `sanity dataset import` reads. Local image assets become
 * `_sanityAsset: "image@file:///…"` fields (Sanity uploads the file on
 * import); asset documents themselves are left out, as Sanity makes its own.
 * Pictures uploaded in the studio are files in DATA_DIR, not public/: by
 * default they are named as in Sanity's export folder (`./images/<file>`
 * beside the NDJSON), where the content script copies them.
 */

type Json = unknown;

function mapImages(value: Json, map: (image: Record<string, unknown>) => Record<string, unknown>): Json {
  if (Array.isArray(value)) return value.map((v) => mapImages(v, map));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (object._type === 'image') return map(object);
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, mapImages(v, map)]));
}

/** Where an uploaded file is, as a `_sanityAsset` file address. */
export const exportFolderSource = (name: string) => `file://./images/${name}`;

export function toSanityExport(documents: SanityDocument[], publicDir: string, uploadSource: (name: string) => string = exportFolderSource): SanityDocument[] {
  const assets = new Map(documents.filter((d) => d._type === 'sanity.imageAsset').map((d) => [d._id, d]));
  return documents
    .filter((d) => d._type !== 'sanity.imageAsset')
    .map((doc) =>
      mapImages(doc, (image) => {
        const ref = (image.asset as { _ref?: string } | undefined)?._ref;
        const url = ref ? (assets.get(ref)?.url as string | undefined) : undefined;
        if (!url) return image;
        const uploaded = uploadedFileOf(url);
        const source = uploaded ? uploadSource(uploaded) : url.startsWith('/') ? `file://${path.join(publicDir, url)}` : url;
        const rest = { ...image };
        delete rest.asset;
        return { ...rest, _sanityAsset: `image@${source}` };
      }) as SanityDocument,
    );
}

/** The file address of every `_sanityAsset` image, e.g. to store uploaded files before `fromSanityExport`. */
export function sanityAssetSources(documents: SanityDocument[]): string[] {
  const sources = new Set<string>();
  for (const doc of documents) {
    mapImages(doc, (image) => {
      if (typeof image._sanityAsset === 'string') sources.add(image._sanityAsset.replace(/^image@/, ''));
      return image;
    });
  }
  return [...sources];
}

/**
 * The reverse: `_sanityAsset` images become asset documents the site can
 * render. `uploaded` holds the asset documents of files already stored as
 * uploads (by their `_sanityAsset` address); any other file must be in public/.
 */
export function fromSanityExport(documents: SanityDocument[], publicDir: string, uploaded: ReadonlyMap<string, SanityDocument> = new Map()): SanityDocument[] {
  const assets = new Map<string, SanityDocument>();
  const converted = documents.map(
    (doc) =>
      mapImages(doc, (image) => {
        const source = typeof image._sanityAsset === 'string' ? image._sanityAsset.replace(/^image@/, '') : null;
        if (!source) return image;
        const asset = uploaded.get(source) ?? publicAsset(doc._id, source, publicDir);
        assets.set(asset._id, asset);
        const rest = { ...image };
        delete rest._sanityAsset;
        return { ...rest, asset: { _type: 'reference', _ref: asset._id } };
      }) as SanityDocument,
  );
  return [...assets.values(), ...converted];
}

/** The asset document of a file in public/ or of a URL. */
function publicAsset(documentId: string, source: string, publicDir: string): SanityDocument {
  const url = source.startsWith('file://') ? `/${path.relative(publicDir, source.slice('file://'.length)).split(path.sep).join('/')}` : source;
  if (url.startsWith('/..')) throw new Error(`${documentId}: image ${source} is outside public/`);
  const id = `image-${Buffer.from(url).toString('base64url').slice(0, 40)}`;
  return { _id: id, _type: 'sanity.imageAsset', url, path: url.replace(/^\//, ''), originalFilename: path.basename(url) };
}
