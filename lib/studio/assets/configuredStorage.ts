import { createClient } from '@sanity/client';
import { dataPath } from '@/lib/platform/dataDir';
import { serverEnv } from '@/lib/platform/env/server';
import type { ImageStorage } from './imageStorage';
import { localImageStorage } from './localImageStorage';
import { sanityImageStorage } from './sanityImageStorage';

/** Where uploaded files live without Sanity. */
export const uploadsDir = () => dataPath('assets');

let storage: ImageStorage | undefined;

/**
 * Sanity assets when the site reads its content from Sanity (SANITY_PROJECT_ID)
 * and a write token is set; otherwise files in DATA_DIR/assets.
 */
export function configuredImageStorage(): ImageStorage {
  if (storage) return storage;
  const env = serverEnv();
  storage =
    env.SANITY_PROJECT_ID && env.SANITY_API_WRITE_TOKEN
      ? sanityImageStorage(createClient({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, apiVersion: env.SANITY_API_VERSION, token: env.SANITY_API_WRITE_TOKEN, useCdn: false }))
      : localImageStorage(uploadsDir());
  return storage;
}
