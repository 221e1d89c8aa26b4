#!/usr/bin/env node
/**
 * Prepares the embedded data directory: on first start the committed seed
 * dataset becomes the live content copy that the studio edits.
 */
import { copyFile, mkdir, access } from 'node:fs/promises';
import path from 'node:path';

const root = process.cwd();
const contentDir = path.resolve(root, process.env.CONTENT_DATA_DIR || path.join(process.env.DATA_DIR || '.data', 'content'));
const live = path.join(contentDir, 'dataset.ndjson');
const seed = path.join(root, 'content', 'seed.ndjson');

export async function prepareData() {
  await mkdir(contentDir, { recursive: true });
  try {
    await access(live);
  } catch {
    await copyFile(seed, live);
    console.log(`[data] content dataset created from seed at ${path.relative(root, live)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepareData().catch((error) => {
    console.error('[data] could not prepare .data:', error.message);
    process.exit(1);
  });
}
