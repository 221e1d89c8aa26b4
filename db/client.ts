import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { seedDatabase } from './seed';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string;
  seed?: boolean;
}

const migrationsFolder = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'db', 'migrations');

/** Opens the database, applies pending migrations and seeds an empty one. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir ?? 'memory://');
  try {
    if (options.seed !== false) await seedDatabase(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle postgres client error', error.message));
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
