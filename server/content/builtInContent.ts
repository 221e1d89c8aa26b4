import { serverEnv } from '@/server/platform/env';
import { createDatabaseBackend } from './databaseBackend';
import { createFileBackend } from './fileBackend';
import { liveDatasetExists } from './localDataset';
import type { ContentBackend } from './store';

let backend: ContentBackend | undefined;

/**
 * Where the built-in studio's content lives: PostgreSQL when DATABASE_URL is
 * set, so every instance reads and edits the same documents; otherwise one
 * NDJSON file in DATA_DIR. Pages (server/content), the studio and the import/export
 * commands all go through this one backend.
 */
export function builtInContent(): ContentBackend {
  if (backend) return backend;
  const env = serverEnv();
  const files = createFileBackend({ dataDir: env.CONTENT_DATA_DIR });
  backend = env.DATABASE_URL
    ? createDatabaseBackend({
        // Loaded on first use, so the proxy's bundle does not carry the database client.
        database: async () => (await import('@/db')).database(),
        initial: files.documents,
        localCopy: async () => ((await liveDatasetExists(env.CONTENT_DATA_DIR)) ? files.documents() : null),
      })
    : files;
  return backend;
}
