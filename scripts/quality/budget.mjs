#!/usr/bin/env node
/**
 * Size budget: gzip First Load JS of the landing pages (where paid traffic
 * arrives) at most 30 KB above the framework floor, checkout at most 45 KB
 * above it. The floor is measured, not assumed: an empty pages-router page
 * built by the same Next version with the same builder, in a throwaway project
 * beside this one.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildReferenceApp, removeReferenceApp } from '../bench/referenceApp.mjs';
import { firstLoadJs } from '../first-load-js.mjs';

const root = process.cwd();
const KB = 1024;
const BUDGETS = [
  { route: '/_sites/[brand]/[variant]', label: '/', over: 30 },
  { route: '/_sites/[brand]/[variant]/deal', label: '/deal', over: 30 },
  { route: '/_sites/[brand]/[variant]/services/[slug]', label: 'service page', over: 30 },
  { route: '/_sites/[brand]/[variant]/us/[state]/[city]', label: 'city page', over: 30 },
  { route: '/_sites/[brand]/[variant]/checkout', label: '/checkout', over: 45 },
];

function floor() {
  const dir = buildReferenceApp('empty');
  try {
    return firstLoadJs('/', path.join(dir, '.next'));
  } finally {
    removeReferenceApp(dir);
  }
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
