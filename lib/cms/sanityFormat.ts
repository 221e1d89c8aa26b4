import path from 'node:path';
import type { SanityDocument } from './localDataset';

/**
 * Conversion between the embedded dataset and the NDJSON that
 * `sanity dataset import` reads. Local image assets become
 * `_sanityAsset: "image@file:///…"` fields (Sanity uploads the file on
 * import); asset documents themselves are left out, as Sanity makes its own.
 */

type Json = unknown;

function mapImages(value: Json, map: (image: Record<string, unknown>) => Record<string, unknown>): Json {
  if (Array.isArray(value)) return value.map((v) => mapImages(v, map));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (object._type === 'image') return map(object);
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, mapImages(v, map)]));
}

export function toSanityExport(documents: SanityDocument[], publicDir: string): SanityDocument[] {
  const assets = new Map(documents.filter((d) => d._type === 'sanity.imageAsset').map((d) => [d._id, d]));
  return documents
    .filter((d) => d._type !== 'sanity.imageAsset')
    .map((doc) =>
      mapImages(doc, (image) => {
        const ref = (image.asset as { _ref?: string } | undefined)?._ref;
        const url = ref ? (assets.get(ref)?.url as string | undefined) : undefined;
        if (!url) return image;
        const source = url.startsWith('/') ? `file://${path.join(publicDir, url)}` : url;
        const rest = { ...image };
        delete rest.asset;
        return { ...rest, _sanityAsset: `image@${source}` };
      }) as SanityDocument,
    );
}

/** The reverse: `_sanityAsset` images become asset documents the site can render. */
export function fromSanityExport(documents: SanityDocument[], publicDir: string): SanityDocument[] {
  const assets = new Map<string, SanityDocument>();
  const converted = documents.map(
    (doc) =>
      mapImages(doc, (image) => {
        const source = typeof image._sanityAsset === 'string' ? image._sanityAsset.replace(/^image@/, '') : null;
        if (!source) return image;
        const url = source.startsWith('file://') ? `/${path.relative(publicDir, source.slice('file://'.length)).split(path.sep).join('/')}` : source;
        if (url.startsWith('/..')) throw new Error(`${doc._id}: image ${source} is outside public/`);
        const id = `image-${Buffer.from(url).toString('base64url').slice(0, 40)}`;
        assets.set(id, { _id: id, _type: 'sanity.imageAsset', url, path: url.replace(/^\//, ''), originalFilename: path.basename(url) });
        const rest = { ...image };
        delete rest._sanityAsset;
        return { ...rest, asset: { _type: 'reference', _ref: id } };
      }) as SanityDocument,
  );
  return [...assets.values(), ...converted];
}
