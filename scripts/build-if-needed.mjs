#!/usr/bin/env node
/**
 * Runs `next build` only when the sources changed since the last build, so
 * `npm start` is fast on every start after the first.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
// Variables the build depends on: the third-party tag and Stripe settings (their origins go
// into the CSP, server/growth/tagConfig.ts, server/site/paymentConfig.ts) and public client settings.
export const BUILD_ENV = /^(TAG_|WEB_ANALYTICS|NEXT_PUBLIC_|STRIPE_JS_URL$)/;
const STAMP = path.join(root, '.next', 'source-hash');
const INPUTS = [
  'pages',
  'components',
  'lib',
  'studio-local',
  'styles',
  'public',
  'cms-schema',
  'server',
  'db',
  'types',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-if-needed.mjs',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (name.endsWith('.test.tsx') || name.endsWith('.test.ts')) continue;
    yield* files(path.join(entry, name));
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  // The CSP names the configured third-party tag origins and the GraphQL origin, so those variables are part of the build.
  for (const key of Object.keys(process.env)
    .filter((name) => BUILD_ENV.test(name) && process.env[name])
    .sort())
    hash.update(`${key}=${process.env[key]}\n`);
  return hash.digest('hex');
}

export function buildIfNeeded({ force = false } = {}) {
  const current = sourceHash();
  const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (!force && built === current) {
    console.log('[build] sources unchanged since the last build; skipping next build');
    return;
  }
  console.log('[build] building the site (next build)…');
  const started = Date.now();
  // Webpack: Turbopack writes an inline chunk bootstrap into every page, which a strict CSP (no inline scripts) blocks.
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', '--webpack'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    throw new Error(`next build failed with exit code ${result.status}`);
  }
  writeFileSync(STAMP, current);
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildIfNeeded({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  }
}
