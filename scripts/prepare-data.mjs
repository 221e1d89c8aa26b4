#!/usr/bin/env node
/**
 * Prepares the embedded data directory: on first start the committed seed
 * dataset becomes the live content copy that the studio edits. With
 * DATABASE_URL the content lives in PostgreSQL instead (seeded there on first
 * use), so no copy is made.
 */
import { randomBytes } from 'node:crypto';
import { access, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = process.cwd();
const contentDir = path.resolve(root, process.env.CONTENT_DATA_DIR || path.join(process.env.DATA_DIR || '.data', 'content'));
const live = path.join(contentDir, 'dataset.ndjson');
const seed = path.join(root, 'content', 'seed.ndjson');
const tokenFile = path.resolve(root, process.env.DATA_DIR || '.data', 'studio-token');

export async function prepareData() {
  if (!process.env.DATABASE_URL) await prepareContentCopy();
  await prepareStudioToken();
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
    const token = randomBytes(18).toString('base64url');
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
