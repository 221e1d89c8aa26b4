#!/usr/bin/env node
/**
 * Prepares the embedded data directory: on first start the committed seed
 * dataset becomes the live content copy that the studio edits, and the
 * embedded database is created, migrated and seeded in a process of its own.
 * With DATABASE_URL the content and the data live in PostgreSQL instead
 * (migrated and seeded there on first use), so neither is made here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { access, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedSecret } from './secrets.mjs';

const root = process.cwd();
const contentDir = path.resolve(root, process.env.CONTENT_DATA_DIR || path.join(process.env.DATA_DIR || '.data', 'content'));
const live = path.join(contentDir, 'dataset.ndjson');
const seed = path.join(root, 'content', 'seed.ndjson');
const tokenFile = path.resolve(root, process.env.DATA_DIR || '.data', 'studio-token');
const pgliteDir = process.env.PGLITE_DATA_DIR || path.join(process.env.DATA_DIR || '.data', 'pg');

export async function prepareData() {
  if (!process.env.DATABASE_URL) {
    await prepareContentCopy();
    await prepareEmbeddedDatabase();
  }
  await prepareStudioToken();
}

/**
 * Creates, migrates and seeds the PGlite directory in a child process
 * (scripts/prepare-database.ts) when it is new or a migration has been added
 * since the last time. That work grows PGlite's WebAssembly memory by a few
 * hundred MB, which never shrinks: done here, it leaves with the child, and the
 * server opens a ready database. A stamp beside the directory names the last
 * migration applied this way, so later starts skip the child. Without tsx (an
 * install without dev dependencies) the server does the work itself and then
 * reopens the database (db/client.ts).
 */
async function prepareEmbeddedDatabase() {
  if (pgliteDir.startsWith('memory://')) return;
  const full = path.resolve(root, pgliteDir);
  const stamp = `${full}.migrated`;
  const latest = latestMigration();
  const current = existsSync(path.join(full, 'PG_VERSION')) ? await readFile(stamp, 'utf8').catch(() => '') : '';
  if (current.trim() === latest) return;
  if (!existsSync(path.join(root, 'node_modules', 'tsx'))) return;
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'prepare-database.ts'), full], { cwd: root, stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`setting up the embedded database in ${path.relative(root, full)} failed (exit code ${child.status})`);
  await writeFile(stamp, `${latest}\n`);
  console.log(`[data] embedded database ready at ${path.relative(root, full)} (migrated to ${latest})`);
}

function latestMigration() {
  const journal = JSON.parse(readFileSync(path.join(root, 'db', 'migrations', 'meta', '_journal.json'), 'utf8'));
  return journal.entries.at(-1)?.tag ?? '';
}

async function prepareContentCopy() {
  await mkdir(contentDir, { recursive: true });
  try {
    await access(live);
  } catch {
    await copyFile(seed, live);
    console.log(`[data] content dataset created from seed at ${path.relative(root, live)}`);
  }
}

/** Without STUDIO_TOKEN, the first start creates the studio's setup token (it makes the first admin) and prints it. */
async function prepareStudioToken() {
  if (process.env.STUDIO_TOKEN) return;
  try {
    await readFile(tokenFile, 'utf8');
    console.log(`[studio] setup token (makes the first admin) is in ${path.relative(root, tokenFile)} (set STUDIO_TOKEN to choose your own)`);
  } catch {
    const token = generatedSecret();
    await writeFile(tokenFile, `${token}\n`, { mode: 0o600 });
    console.log(`[studio] open /studio and enter your email and this setup token to become the first admin: ${token}`);
    console.log(`[studio] (saved in ${path.relative(root, tokenFile)}; set STUDIO_TOKEN to choose your own)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepareData().catch((error) => {
    console.error('[data] could not prepare .data:', error.message);
    process.exit(1);
  });
}
