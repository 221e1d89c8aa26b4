/**
 * Creates, migrates and seeds the embedded PGlite database in the directory
 * given, then exits. `npm start` runs it in a process of its own before the
 * server starts (scripts/prepare-data.mjs): PGlite's WebAssembly memory grows
 * by a few hundred MB during that work and never shrinks, and this way the
 * process that grew it is gone before the server opens the directory.
 */
import { setUpDatabase } from '../db/client';

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: prepare-database.ts <PGlite data directory>');
  await setUpDatabase({ dataDir });
}

main().catch((error: unknown) => {
  console.error('[data] could not set up the embedded database:', error instanceof Error ? error.message : error);
  process.exit(1);
});
