import type { SanityDocument } from '@/server/content/localDataset';
import type { ImageStorage } from './imageStorage';

/** The part of `@sanity/client` an upload uses. */
export interface SanityAssetsClient {
  assets: {
    upload(type: 'image', body: Buffer, options: { filename?: string; contentType?: string }): Promise<{ _id: string; url: string; [key: string]: unknown }>;
  };
}

/**
 * Uploaded pictures as Sanity assets, served from its CDN (cdn.sanity.io is
 * in next.config's remotePatterns). Sanity dedupes by content itself and
 * answers the asset document, with the same id convention as local uploads.
 */
export function sanityImageStorage(client: SanityAssetsClient): ImageStorage {
  return async ({ bytes, image, filename }) => {
    const asset = await client.assets.upload('image', bytes, { filename, contentType: image.mimeType });
    return { ...asset, _type: 'sanity.imageAsset' } as SanityDocument;
  };
}
