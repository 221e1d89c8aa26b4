import { dataPath } from '@/lib/platform/dataDir';
import { serverEnv } from '@/lib/platform/env/server';
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
    url: serverEnv().DATABASE_URL,
    dataDir: serverEnv().PGLITE_DATA_DIR ?? dataPath('pg'),
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

/** A unique index refused the write (Postgres 23505), however the driver wraps the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
