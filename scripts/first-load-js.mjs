#!/usr/bin/env node
/**
 * First Load JS per page, gzip, as `next build` used to print it: the runtime
 * chunks, _app and the page's own chunks (CSS and nomodule polyfills excluded).
 * Usage: node scripts/first-load-js.mjs [route …]  (after a build)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.cwd();

export function firstLoadJs(route, nextDir = path.join(root, '.next')) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const pageFiles = manifest.pages[route];
  if (!pageFiles) throw new Error(`no page ${route} in the build manifest`);
  const files = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? []), ...pageFiles].filter((f) => f.endsWith('.js')));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length;
  return bytes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2);
  const wanted = routes.length
    ? routes
    : [
        '/_sites/[brand]/[variant]',
        '/_sites/[brand]/[variant]/deal',
        '/_sites/[brand]/[variant]/services/[slug]',
        '/_sites/[brand]/[variant]/us/[state]/[city]',
      ];
  for (const route of wanted) console.log(`${(firstLoadJs(route) / 1024).toFixed(1).padStart(7)} KB  ${route}`);
}
