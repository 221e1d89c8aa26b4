import { openDatabase, type Database } from '@/db';
import { serverEnv } from '@/server/platform/env';
import { databaseUrl, onServer } from './postgresAdmin';

export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
  drop?(): Promise<void>;
}

/**
 * The databases a suite runs on: an in-memory PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set, in a database of the suite's own (`name` plus the
 * process id), so suites running at once leave each other alone. On
 * PostgreSQL `open` may be called again for a second connection pool to the
 * same database, as a second instance would have (each PGlite is its own).
 */
export function testDatabases(name: string): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: 'PGlite', open: () => openDatabase({ dataDir: 'memory://', seed: false }) }];
  const testUrl = serverEnv().TEST_DATABASE_URL;
  if (!testUrl) return databases;
  const database = `${name}_${process.pid}`;
  const admin = (statement: string) => onServer(testUrl, statement);
  let created: Promise<void> | undefined;
  databases.push({
    name: 'PostgreSQL',
    async open() {
      created ??= admin(`drop database if exists ${database} with (force)`).then(() => admin(`create database ${database}`));
      await created;
      return openDatabase({ url: databaseUrl(testUrl, database), seed: false });
    },
    async drop() {
      if (created) await admin(`drop database if exists ${database} with (force)`);
    },
  });
  return databases;
}
