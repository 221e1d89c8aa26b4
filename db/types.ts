import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A Drizzle database over the commerce schema, PGlite or PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
