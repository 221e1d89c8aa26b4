import { serverEnv } from '@/server/platform/env';
import { createDatabaseBackend } from './databaseBackend';
import { createFileBackend } from './fileBackend';
import { liveDatasetExists } from './localDataset';
import type { ContentBackend } from './store';

// Next loads the pages, the API routes, the proxy and instrumentation as separate bundles, each with its own copy of
// this module. The backend lives on globalThis so a process keeps one: with PostgreSQL, each copy held the whole
// dataset and read it all again on first use (a studio publish read 100,000 documents in its transaction).
const BACKEND = Symbol.for('homeclean.contentBackend');
const holder = globalThis as { [BACKEND]?: ContentBackend };

/**
 * Where the built-in studio's content lives: PostgreSQL when DATABASE_URL is
 * set, so every instance reads and edits the same documents; otherwise one
 * NDJSON file in DATA_DIR. Pages (server/content), the studio and the import/export
 * commands all go through this one backend.
 */
export function builtInContent(): ContentBackend {
  if (holder[BACKEND]) return holder[BACKEND];
  const env = serverEnv();
  const files = createFileBackend({ dataDir: env.CONTENT_DATA_DIR });
  const backend = env.DATABASE_URL
    ? createDatabaseBackend({
        // Loaded on first use, so the proxy's bundle does not carry the database client.
        database: async () => (await import('@/db')).database(),
        initial: files.documents,
        localCopy: async () => ((await liveDatasetExists(env.CONTENT_DATA_DIR)) ? files.documents() : null),
      })
    : files;
  holder[BACKEND] = backend;
  return backend;
}
