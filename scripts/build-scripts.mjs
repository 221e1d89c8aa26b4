#!/usr/bin/env node
/**
 * Builds the site's standalone first-party scripts in public/scripts/ from
 * their TypeScript sources, so their rules come from the same modules as the
 * rest of the site. `--check` fails when a committed script is stale (a step
 * of `npm test`, like the GraphQL codegen check).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const SCRIPTS = [{ entry: 'lib/growth/paidSearch/boot.ts', out: 'public/scripts/paid-search.js' }];
const check = process.argv.includes('--check');
let stale = 0;

for (const { entry, out } of SCRIPTS) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    target: ['es2018'],
    minify: true,
    legalComments: 'none',
    write: false,
    tsconfig: 'tsconfig.json',
    logLevel: 'error',
  });
  const code = `/* Built from ${entry} by scripts/build-scripts.mjs; do not edit. */\n${result.outputFiles[0].text}`;
  const target = path.join(process.cwd(), out);
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // not built yet
  }
  if (current === code) continue;
  if (check) {
    console.error(`${out} is stale: run npm run build:scripts`);
    stale += 1;
  } else {
    writeFileSync(target, code);
    console.log(`wrote ${out} (${code.length} bytes)`);
  }
}
process.exit(stale ? 1 : 0);
