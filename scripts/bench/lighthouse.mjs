/**
 * Lighthouse (mobile preset) with Debian's Chromium, median of N runs per URL.
 * Brand hosts map to loopback through Chromium's host resolver rules.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --host-resolver-rules='MAP * 127.0.0.1'";

const run = promisify(execFile);

// Async on purpose: the reference page is served from this same process.
async function once(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [path.join('node_modules', 'lighthouse', 'cli', 'index.js'), url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`, `--chrome-flags=${FLAGS}`],
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouse(url, runs = 5) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await once(url));
  return {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}

export const lighthouseRow = (label, r) =>
  `  ${label.padEnd(40)} score ${String(r.score).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2).padStart(5)} s  TBT ${String(Math.round(r.tbt)).padStart(4)} ms  CLS ${r.cls.toFixed(3)}`;
