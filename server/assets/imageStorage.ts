import type { SanityDocument } from '@/server/content/localDataset';
import type { CheckedImage } from '@/lib/rules/images/uploadRules';

/** An upload that passed the checks, ready to store. */
export interface ImageUpload {
  bytes: Buffer;
  image: CheckedImage;
  /** The name the editor's file had, for the asset list; never used as a path. */
  filename: string;
}

/** Keeps an uploaded picture somewhere the site can serve it from; answers its `sanity.imageAsset` document. */
export type ImageStorage = (upload: ImageUpload) => Promise<SanityDocument>;
