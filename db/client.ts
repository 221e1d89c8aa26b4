import path from 'node:path';
import * as schema from './schema';
import { lockDataDirectory } from './dataDirLock';
import { seedDatabase } from './seed';
import type { Db } from './types';

export type { Db };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs SQL text as it is, for a library that brings its own statements (the job runner): with values, one
   * statement; without, several may follow each other, and the last one's rows are answered.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as one file, which `template` opens again (the tests' seeded template). */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string;
  /** A PGlite dump (`dumpDataDir`) an in-memory database starts from instead of an empty one: tests' seeded template. */
  template?: Blob;
  seed?: boolean;
}

const migrationsFolder = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'db', 'migrations');

/**
 * Opens the database, applies pending migrations and seeds an empty one; a
 * failure closes what was opened. Instances starting together take turns
 * (the first migrates and seeds, the others then find nothing to do).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const opened = await openAndSetUp(options);
  return opened.settled ? opened.settled() : opened.database;
}

/**
 * Creates, migrates and seeds the database, then closes it. `npm start` runs this in a process of its own before the
 * server starts (scripts/prepare-database.ts), so the server opens a database that is ready and never carries the
 * memory that the setup grew.
 */
export async function setUpDatabase(options: DatabaseOptions): Promise<void> {
  const { database } = await openAndSetUp(options);
  await database.close();
}

async function openAndSetUp(options: DatabaseOptions): Promise<Opened> {
  const opened = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir ?? 'memory://', options.template);
  try {
    await opened.oneAtATime(async () => {
      await opened.migrate();
      if (options.seed !== false) await seedDatabase(opened.database.db);
    });
  } catch (error) {
    await opened.database.close();
    throw error;
  }
  return opened;
}

interface Opened {
  database: Database;
  migrate(): Promise<void>;
  /** Runs `work` while no other process opening the same database runs its own. */
  oneAtATime(work: () => Promise<void>): Promise<void>;
  /** After migrating and seeding: the database to serve with (by default the one that did it). */
  settled?(): Promise<Database>;
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
    database: { db: db as unknown as Db, kind: 'postgres', executeSql: (text, values) => pool.query(text, values), close: () => pool.end() },
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

/**
 * PGlite holds its buffers in the process's own memory: 16 MB of shared buffers (Postgres's default is 128 MB)
 * keeps the embedded database's share of the server small; the local dataset fits in it many times over.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

async function openPglite(dataDir: string, template?: Blob): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // On disk, one process at a time (db/dataDirLock.ts): taken before PGlite reads a file, held until the database closes.
  const release = dataDir.startsWith('memory://') ? async () => undefined : await lockDataDirectory(dataDir);
  const open = async () => {
    const client = await PGlite.create(dataDir, { postgresqlconf: PGLITE_SETTINGS, ...(template ? { loadDataDir: template } : {}) }).catch(
      async (error: unknown) => {
        await release();
        throw error;
      },
    );
    const db = drizzle(client, { schema });
    // Statements without values may be a script with its own BEGIN … COMMIT: run inside a transaction of PGlite's, whose
    // ROLLBACK on an error leaves the one connection usable (a failed plain exec left it in an aborted transaction).
    const executeSql = async (text: string, values?: unknown[]) =>
      values?.length ? client.query(text, values) : ((await client.transaction((tx) => tx.exec(text))).at(-1) ?? { rows: [] });
    return {
      client,
      db,
      database: {
        db: db as unknown as Db,
        kind: 'pglite' as const,
        executeSql,
        close: async () => {
          await client.close();
          await release();
        },
        dump: async () => client.dumpDataDir('none'),
      },
    };
  };
  const first = await open();
  // Creating, migrating and seeding grow PGlite's memory by a few hundred MB, and WebAssembly memory never
  // shrinks: after such work an on-disk database is closed and opened again, so the server keeps only
  // what serving needs. An in-memory database would be lost, so it stays as it is (and is not counted).
  const reopenable = !dataDir.startsWith('memory://');
  let setUp = false;
  return {
    database: first.database,
    migrate: () => migrate(first.db, { migrationsFolder: migrationsFolder() }),
    // PGlite is one process's own database: nobody else opens it.
    async oneAtATime(work) {
      if (!reopenable) return work();
      const before = await appliedMigrations(first.client);
      await work();
      setUp = (await appliedMigrations(first.client)) !== before;
    },
    async settled() {
      if (!setUp) return first.database;
      await first.client.close();
      const serving = await open();
      // The server runs with --expose-gc (scripts/start.mjs) so the closed instance's memory is returned now, not at the next collection.
      (globalThis as { gc?: () => void }).gc?.();
      return serving.database;
    },
  };
}

async function appliedMigrations(client: { query<T>(sql: string): Promise<{ rows: T[] }> }): Promise<number> {
  try {
    return (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]?.n ?? 0;
  } catch {
    return 0;
  }
}
