import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { serverEnv, setServerEnvForTests } from '../server/platform/env';
import { databaseUrl, onServer } from '../server/testing/postgresAdmin';

/**
 * Once per test run: a migrated and seeded database that every database suite's harness starts from
 * (server/testing/harness.ts): a PGlite dump in a file, and with TEST_DATABASE_URL a template database on that server.
 * Migrating and seeding took 4–5 s per suite; starting from the template takes about one. Made anew each run, so it
 * always holds today's migrations and seed. The names reach the test workers Jest starts after this through their
 * environment (server/platform/env.ts).
 */
export default async function makeDatabaseTemplates(): Promise<void> {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'homeclean-pglite-template-')), 'seeded.tar');
    writeFileSync(file, Buffer.from(await (await pglite.dump!()).arrayBuffer()));
    setServerEnvForTests({ TEST_PGLITE_TEMPLATE: file });
  } finally {
    await pglite.close();
  }
  const serverUrl = serverEnv().TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `harness_template_${process.pid}`;
  await onServer(serverUrl, `drop database if exists ${name} with (force)`, `create database ${name}`);
  const postgres = await openDatabase({ url: databaseUrl(serverUrl, name) });
  await postgres.close();
  setServerEnvForTests({ TEST_POSTGRES_TEMPLATE: name });
}
