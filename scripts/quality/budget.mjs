#!/usr/bin/env node
/**
 * Size budget (issue: quality gates): gzip First Load JS of the landing pages at
 * most 35 KB above the framework floor, checkout at most 90 KB above it. The
 * floor is measured, not assumed: an empty pages-router page built by the same
 * Next version with the same builder, in a throwaway project beside this one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadJs } from '../first-load-js.mjs';

const root = process.cwd();
const KB = 1024;
const BUDGETS = [
  { route: '/_sites/[brand]/[variant]', label: '/', over: 35 },
  { route: '/_sites/[brand]/[variant]/deal', label: '/deal', over: 35 },
  { route: '/_sites/[brand]/[variant]/services/[slug]', label: 'service page', over: 35 },
  { route: '/_sites/[brand]/[variant]/us/[state]/[city]', label: 'city page', over: 35 },
  { route: '/_sites/[brand]/[variant]/checkout', label: '/checkout', over: 90 },
];

function floor() {
  const dir = path.join(os.tmpdir(), `next-floor-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'floor', private: true }));
  writeFileSync(path.join(dir, 'pages', 'index.js'), 'export default function Empty() {\n  return null;\n}\n');
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', '--webpack'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`building the empty page failed:\n${result.stdout}\n${result.stderr}`);
  const bytes = firstLoadJs('/', path.join(dir, '.next'));
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

if (!existsSync(path.join(root, '.next', 'build-manifest.json'))) {
  console.error('[budget] build the site first (npm start or scripts/build-if-needed.mjs)');
  process.exit(1);
}
const base = floor();
console.log(`framework floor (empty pages-router page, same Next and builder): ${(base / KB).toFixed(1)} KB`);
let failed = 0;
for (const { route, label, over } of BUDGETS) {
  const size = firstLoadJs(route);
  const delta = (size - base) / KB;
  const ok = delta <= over;
  if (!ok) failed += 1;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(14)} ${(size / KB).toFixed(1).padStart(6)} KB  (+${delta.toFixed(1)} KB, budget +${over} KB)`);
}
console.log(`${BUDGETS.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
