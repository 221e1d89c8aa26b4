import type { SQL } from 'drizzle-orm';
import type { Db } from './types';

/**
 * The rows of a statement written in SQL (`db.execute`), for what the query builder has no form for. PGlite and
 * node-postgres both answer with `rows`; Drizzle's type for the answer is the driver's, so it is read here once.
 */
export async function sqlRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
