import { rmSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '../server/platform/env';
import { onServer } from '../server/testing/postgresAdmin';

/** Removes the run's database templates (test/globalSetup.ts). */
export default async function removeDatabaseTemplates(): Promise<void> {
  const { TEST_PGLITE_TEMPLATE: file, TEST_DATABASE_URL: serverUrl, TEST_POSTGRES_TEMPLATE: template } = serverEnv();
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
  if (serverUrl && template) await onServer(serverUrl, `drop database if exists ${template} with (force)`);
}
