#!/usr/bin/env node
/**
 * Landing pages against an empty page (issue: landing pages as fast as an
 * empty page): Lighthouse mobile preset, median of N, and gzip First Load JS,
 * for the paid-traffic pages and checkout beside an empty Next pages-router app
 * built in the same run with this project's Next, builder and node_modules.
 * Runs are interleaved (reference, page, page, … then again) so that load from
 * other work on the machine falls on every row alike.
 *
 * `npm run bench` calls `landingTable`; `node scripts/bench/landingTable.mjs`
 * runs this table alone (builds if needed, starts its own server).
 */
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadJs } from '../first-load-js.mjs';
import { getWithHost } from './http.mjs';
import { lighthouseOnce, median } from './lighthouse.mjs';
import { verdict } from './load.mjs';
import { buildReferenceApp, removeReferenceApp, startReferenceApp } from './referenceApp.mjs';

const HOST = 'www.sparkle-clean.com';
const KB = 1024;
const signed = (n) => (n < 0 ? `−${-n}` : `+${n}`);

/** The pages paid traffic lands on, and checkout, with their route in the build manifest. */
export const PAGES = [
  { label: '/deal?adgroupid=148203961127', path: '/deal?adgroupid=148203961127', route: '/_sites/[brand]/[variant]/deal', landing: true },
  { label: '/', path: '/', route: '/_sites/[brand]/[variant]', landing: true },
  { label: 'city page /us/il/chicago', path: '/us/il/chicago', route: '/_sites/[brand]/[variant]/us/[state]/[city]' },
  { label: '/checkout', path: '/checkout', route: '/_sites/[brand]/[variant]/checkout', jsBudgetKb: 45 },
];

/**
 * `/deal`'s own HTML, changed by `transform`, served from memory on `port`; its
 * pictures, styles, scripts and data come from the site. It is sent
 * compressed, as the site sends its pages: uncompressed, its 40 KB take an
 * extra round trip in Lighthouse's simulated network that the real page never
 * pays.
 */
async function startDealFromMemory({ port, sitePort, transform }) {
  const page = PAGES[0].path;
  const served = (await getWithHost(`http://127.0.0.1:${sitePort}`, HOST, page)).body.toString('utf8');
  const html = transform(served);
  // A transform that no longer matches the page's markup would measure the page as served under another name.
  if (html === served) throw new Error(`${transform.name} changed nothing in ${page}: has the page's markup changed?`);
  const gzipped = gzipSync(html);
  const server = http.createServer((request, response) => {
    if (request.url === page) {
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', vary: 'accept-encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
        .end(gzip ? gzipped : html);
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: sitePort, path: request.url, method: request.method, headers: { ...request.headers, host: HOST } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://${HOST}:${port}${page}`, stop: () => server.close() };
}

/**
 * The floor for the landing goals: `/deal` with every script tag removed (no
 * hydration, no data). What separates this row from the reference is the HTML
 * and CSS themselves; what separates `/deal` from it is JavaScript.
 */
const withoutScripts = (html) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

/** Issue goals for `/` and `/deal`, each against the reference of the same run. */
export const GOALS = { tbtOverMs: 50, lcpRatio: 1.2, cls: 0, score: 97, landingJsOverKb: 30 };

const summarise = (runs) => ({
  score: median(runs.map((r) => r.score)),
  scoreRange: [Math.min(...runs.map((r) => r.score)), Math.max(...runs.map((r) => r.score))],
  tbt: median(runs.map((r) => r.tbt)),
  tbtRange: [Math.min(...runs.map((r) => r.tbt)), Math.max(...runs.map((r) => r.tbt))],
  lcp: median(runs.map((r) => r.lcp)),
  lcpRange: [Math.min(...runs.map((r) => r.lcp)), Math.max(...runs.map((r) => r.lcp))],
  cls: median(runs.map((r) => r.cls)),
});

const fmt = (label, r, jsKb, extra = '') =>
  `  ${label.padEnd(30)} score ${String(r.score).padStart(3)} (${r.scoreRange.join('–').padEnd(7)})` +
  `  TBT ${String(Math.round(r.tbt)).padStart(4)} ms (${r.tbtRange.map(Math.round).join('–').padEnd(9)})` +
  `  LCP ${(r.lcp / 1000).toFixed(2)} s (${r.lcpRange.map((ms) => (ms / 1000).toFixed(2)).join('–')})  CLS ${r.cls.toFixed(3)}  JS ${jsKb.toFixed(1).padStart(5)} KB${extra}`;

function verdicts(page, r, ref, jsOverKb) {
  const checks = [];
  if (page.landing) {
    checks.push([`TBT ${signed(Math.round(r.tbt - ref.tbt))} ms`, r.tbt <= ref.tbt + GOALS.tbtOverMs]);
    checks.push([`LCP ×${(r.lcp / ref.lcp).toFixed(2)}`, r.lcp <= ref.lcp * GOALS.lcpRatio]);
    checks.push([`CLS ${r.cls.toFixed(3)}`, r.cls <= GOALS.cls]);
    checks.push([`score ${r.score}`, r.score >= GOALS.score]);
  }
  const budget = page.landing ? GOALS.landingJsOverKb : page.jsBudgetKb;
  if (budget !== undefined) checks.push([`JS +${jsOverKb.toFixed(1)} KB`, jsOverKb <= budget]);
  return checks.length ? verdict(checks) : `  | JS +${jsOverKb.toFixed(1)} KB`;
}

/**
 * Prints the table through `print`. `port` is the running site (brand hosts map
 * to loopback in Chromium); the reference app is served on `referencePort`.
 */
export async function landingTable({ port, referencePort, runs = 5, print = console.log }) {
  const referenceDir = buildReferenceApp('empty');
  const reference = await startReferenceApp(referenceDir, referencePort);
  const floorPage = await startDealFromMemory({ port: referencePort + 1, sitePort: port, transform: withoutScripts });
  try {
    const referenceJs = firstLoadJs('/', path.join(referenceDir, '.next'));
    const targets = [
      { label: 'empty page (reference)', url: `http://${HOST}:${referencePort}/` },
      ...PAGES.map((p) => ({ ...p, url: `http://${HOST}:${port}${p.path}` })),
      { label: '/deal HTML without scripts', url: floorPage.url },
    ];
    const results = targets.map(() => []);
    // Warm each URL once (ISR generation, server JIT) before measuring.
    for (const target of targets) await lighthouseOnce(target.url);
    for (let i = 0; i < runs; i += 1) {
      for (const [index, target] of targets.entries()) results[index].push(await lighthouseOnce(target.url));
    }
    const ref = summarise(results[0]);
    print(
      `Landing pages vs an empty Next page, Lighthouse ${runs > 1 ? `mobile preset, median of ${runs}` : 'mobile preset, 1 run'} on ${HOST} (ranges in brackets), gzip First Load JS`,
    );
    print(fmt('empty page (reference)', ref, referenceJs / KB));
    for (const [index, page] of PAGES.entries()) {
      const r = summarise(results[index + 1]);
      const js = firstLoadJs(page.route);
      print(fmt(page.label, r, js / KB, verdicts(page, r, ref, (js - referenceJs) / KB)));
    }
    const floor = summarise(results[PAGES.length + 1]);
    print(
      fmt(
        '/deal HTML without scripts',
        floor,
        0,
        `  | floor for /deal: TBT ${signed(Math.round(floor.tbt - ref.tbt))} ms, LCP ×${(floor.lcp / ref.lcp).toFixed(2)}`,
      ),
    );
    print(
      `  goals for / and /deal: TBT ≤ ref + ${GOALS.tbtOverMs} ms, LCP ≤ ${GOALS.lcpRatio} × ref, CLS ${GOALS.cls}, score ≥ ${GOALS.score}, JS ≤ ref + ${GOALS.landingJsOverKb} KB; /checkout JS ≤ ref + 45 KB`,
    );
    print('');
  } finally {
    floorPage.stop();
    reference.stop();
    removeReferenceApp(referenceDir);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildIfNeeded } = await import('../build-if-needed.mjs');
  const { startServer } = await import('./server.mjs');
  const port = Number(process.env.BENCH_PORT || 3200);
  buildIfNeeded();
  const server = await startServer({ port, dataDir: path.join('.data', 'bench-landing') });
  try {
    await landingTable({ port, referencePort: port + 6, runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) });
  } finally {
    server.stop();
  }
  process.exit(0);
}
