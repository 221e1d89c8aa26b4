#!/usr/bin/env node
/**
 * Browser tests: makes sure Chromium is there, builds when needed, starts from
 * a fresh copy of the seed content, then runs Playwright.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureChromium } from './chromium.mjs';

try {
  process.env.CHROME_PATH = ensureChromium();
  buildIfNeeded();
} catch (error) {
  console.error(`[e2e] ${error.message}`);
  process.exit(1);
}
rmSync(path.join('.data', 'e2e'), { recursive: true, force: true });

const result = spawnSync(process.execPath, [path.join('node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: '0', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
