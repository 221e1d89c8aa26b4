/**
 * Lighthouse (mobile preset) with Debian's Chromium, median of N runs per URL.
 * Brand hosts map to loopback through Chromium's host resolver rules.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --host-resolver-rules='MAP * 127.0.0.1'";

const run = promisify(execFile);

// Async on purpose: the reference page is served from this same process.
export async function lighthouseOnce(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        path.join('node_modules', 'lighthouse', 'cli', 'index.js'),
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcp: report.audits['largest-contentful-paint'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
