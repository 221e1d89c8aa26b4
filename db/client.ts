import path from 'node:path';
import * as schema from './schema';
import { seedDatabase } from './seed';
import type { Db } from './types';

export type { Db };

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

/**
 * Opens the database, applies pending migrations and seeds an empty one; a
 * failure closes what was opened. Instances starting together take turns
 * (the first migrates and seeds, the others then find nothing to do).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { database, migrate, oneAtATime } = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir ?? 'memory://');
  try {
    await oneAtATime(async () => {
      await migrate();
      if (options.seed !== false) await seedDatabase(database.db);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

interface Opened {
  database: Database;
  migrate(): Promise<void>;
  /** Runs `work` while no other process opening the same database runs its own. */
  oneAtATime(work: () => Promise<void>): Promise<void>;
}

// A session lock on one connection, held while migrating and seeding.
const OPENING_LOCK = "hashtext('homeclean.migrate-and-seed')";

async function openPostgres(url: string): Promise<Opened> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle postgres client error', error.message));
  const db = drizzle(pool, { schema });
  return {
    database: { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() },
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    async oneAtATime(work) {
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(${OPENING_LOCK})`);
        await work();
      } finally {
        await client.query(`select pg_advisory_unlock(${OPENING_LOCK})`).catch(() => undefined);
        client.release();
      }
    },
  };
}

async function openPglite(dataDir: string): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  // PGlite is one process's own database: nobody else opens it.
  return { database: { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }, migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }), oneAtATime: (work) => work() };
}
