import { dataPath } from '@/lib/dataDir';
import { openDatabase, type Database } from './client';

export type { Database, Db } from './client';
export { openDatabase } from './client';
export * as tables from './schema';

let shared: Promise<Database> | undefined;

/**
 * The process-wide database: PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite in PGLITE_DATA_DIR (default DATA_DIR/pg). A failed open is not cached,
 * so the next request tries again once the database is back.
 */
export function database(): Promise<Database> {
  shared ??= openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DATA_DIR || dataPath('pg'),
  }).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Lets tests run the API on a database of their own. */
export function setDatabase(next: Promise<Database> | undefined): void {
  shared = next;
}
