import { dataPath } from '@/server/platform/dataDir';
import { serverEnv } from '@/server/platform/env';
import { openDatabase, type Database } from './client';

export type { Database, Db } from './client';
export { openDatabase } from './client';
export { sqlRows } from './sqlRows';
export * as tables from './schema';

// Instrumentation, the API routes and the pages are separate server bundles, each with its own copy of this
// module: the open database lives on globalThis so a process opens one. Three PGlite instances on one data
// directory would each keep their own buffers (and memory) and overwrite each other's files; three Postgres
// pools would triple the connections.
const SHARED = Symbol.for('homeclean.database');
type Holder = { [SHARED]?: Promise<Database> };
const holder = globalThis as Holder;

/**
 * The process-wide database: PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite in PGLITE_DATA_DIR (default DATA_DIR/pg). A failed open is not cached,
 * so the next request tries again once the database is back.
 */
export function database(): Promise<Database> {
  const opening = (holder[SHARED] ??= openDatabase({
    url: serverEnv().DATABASE_URL,
    dataDir: serverEnv().PGLITE_DATA_DIR ?? dataPath('pg'),
  }).catch((error: unknown) => {
    if (holder[SHARED] === opening) delete holder[SHARED];
    throw error;
  }));
  return opening;
}

/**
 * The process-wide database if something has opened it (the server does at start, instrumentation.ts), else null:
 * for background writers that must never be the ones to open it (a test that routes pages has no database).
 */
export function openedDatabase(): Promise<Database> | null {
  return holder[SHARED] ?? null;
}

/** Lets tests run the API on a database of their own. */
export function setDatabase(next: Promise<Database> | undefined): void {
  if (next) holder[SHARED] = next;
  else delete holder[SHARED];
}

/** A unique index refused the write (Postgres 23505), however the driver wraps the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
