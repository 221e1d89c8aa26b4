import { createClient } from '@sanity/client';
import { database } from '@/db';
import { dataPath } from '@/server/platform/dataDir';
import { serverEnv } from '@/server/platform/env';
import { databaseFiles } from './databaseFiles';
import type { ImageStorage } from './imageStorage';
import { localImageStorage } from './localImageStorage';
import { sanityImageStorage } from './sanityImageStorage';
import { folderFiles, type UploadedFiles } from './uploadedFiles';

/** This host's folder of uploaded files (the embedded default keeps them there). */
export const uploadsDir = () => dataPath('assets');

let files: UploadedFiles | undefined;
let storage: ImageStorage | undefined;

/**
 * Where the site keeps the files it serves from /api/assets/: PostgreSQL when
 * DATABASE_URL is set (several instances share it), otherwise DATA_DIR/assets.
 */
export function configuredUploadedFiles(): UploadedFiles {
  files ??= serverEnv().DATABASE_URL ? databaseFiles(database, folderFiles(uploadsDir())) : folderFiles(uploadsDir());
  return files;
}

/**
 * Sanity assets when the site reads its content from Sanity (SANITY_PROJECT_ID)
 * and a write token is set; otherwise the site's own files.
 */
export function configuredImageStorage(): ImageStorage {
  if (storage) return storage;
  const env = serverEnv();
  storage =
    env.SANITY_PROJECT_ID && env.SANITY_API_WRITE_TOKEN
      ? sanityImageStorage(
          createClient({
            projectId: env.SANITY_PROJECT_ID,
            dataset: env.SANITY_DATASET,
            apiVersion: env.SANITY_API_VERSION,
            token: env.SANITY_API_WRITE_TOKEN,
            useCdn: false,
          }),
        )
      : localImageStorage(configuredUploadedFiles());
  return storage;
}
