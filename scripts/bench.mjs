#!/usr/bin/env node
/**
 * `npm run bench`: measured figures, each beside a reference measured in the
 * same run on the same machine. Not part of `npm test`.
 *   BENCH_SECONDS (default 10) per load target, 50 connections, loopback only.
 *   BENCH_SOAK_SECONDS (default 300) of mixed load before reading the server's RSS.
 *   BENCH_LIGHTHOUSE_RUNS (default 5; 0 skips), BENCH_BUILDS=0 skips the build timings,
 *   BENCH_CLUSTER=0 skips several instances behind nginx (scripts/bench/cluster.mjs).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { getWithHost } from './bench/http.mjs';
import { load, row } from './bench/load.mjs';
import { buildTimes } from './bench/buildTime.mjs';
import { landingTable } from './bench/landingTable.mjs';
import { clusterThroughput } from './bench/cluster.mjs';
import { publishToLive } from './bench/publish.mjs';
import { startServer } from './bench/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** Resident memory of the Next server process (the child of the start script). */
function serverRssMb(startPid) {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(startPid)], { encoding: 'utf8' }).trim().split(/\s+/).filter(Boolean);
  const pid = children[0] ?? String(startPid);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
const port = Number(process.env.BENCH_PORT || 3200);
const base = `http://127.0.0.1:${port}`;
const json = { 'content-type': 'application/json', host: 'www.sparkle-clean.com' };

const OPERATIONS = {
  trivial: { query: '{ __typename }' },
  dealsHome: {
    operationName: 'DealsHome',
    variables: { first: 10, filter: { sort: 'LOCATION_CLOSEST', zipcode: '60614' } },
    query:
      'query DealsHome($first: Int, $after: String, $adTracking: AdTracking, $filter: ReviewFilter) { publicReviews(first: $first, after: $after, adTracking: $adTracking, filter: $filter) { edges { cursor node { body stars received publicLocation customer { firstName lastName } } } pageInfo { hasNextPage endCursor } } estimatedBrowserLocation(adTracking: $adTracking) { nearbyState memberHourlyRate nonmemberHourlyRate nearbyCities } availableVouchers { numHours price } }',
  },
  voucherPrice: {
    operationName: 'VoucherPriceAndIntent',
    variables: { voucherOption: 'CCF_1', numHours: 3, zipcode: '43206', discount: 5 },
    query:
      'query VoucherPriceAndIntent($voucherOption: PricingPlanKey!, $numHours: Float!, $zipcode: String!, $discount: Float) { voucherPriceAndIntent(voucherOption: $voucherOption, numHours: $numHours, zipcode: $zipcode, discount: $discount) { __typename ... on VoucherPriceQuote { intent price } } }',
  },
};

/**
 * What experiment assignment costs the proxy: the same ISR page with every
 * experiment off (the server above), with all four running at 50 % (built-in
 * bucketing), and with a hosted flag service (a local stub answering at once;
 * every request is a new visitor, so nothing is cached: the worst case).
 */
async function experimentsInProxy() {
  const out = ['Experiments in the proxy (same ISR page; reference: every experiment off)'];
  const page = (p) => ({ url: `http://127.0.0.1:${p}/?adgroupid=148203961127`, headers: { host: 'www.sparkle-clean.com' }, seconds });
  const off = await load(page(port));
  out.push(row('  all experiments off (reference)', off));
  const percents = Object.fromEntries(['MEMBERSHIP_MODEL', 'RESKINNED_LANDING', 'PAYMENT_STEP', 'DEALS_PERFORMANCE'].map((k) => [`EXPERIMENT_${k}_PERCENT`, '50']));
  const builtIn = await startServer({ port: port + 3, dataDir: path.join('.data', 'bench-experiments'), env: percents });
  try {
    await load({ ...page(port + 3), seconds: 2, connections: 10 });
    out.push(row('  4 experiments at 50 %, built-in', await load(page(port + 3)), off));
  } finally {
    builtIn.stop();
  }
  const flags = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { experiments } = JSON.parse(body);
      const answer = experiments.map((id) => ({ experiment_id: id, variant_key: 'control', variant_value: false, is_experiment_active: true, is_qa_tester: false }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ flags: answer }));
    });
  });
  await new Promise((resolve) => flags.listen(port + 4, '127.0.0.1', resolve));
  const hosted = await startServer({ port: port + 5, dataDir: path.join('.data', 'bench-flags'), env: { FLAGS_PROVIDER_URL: `http://127.0.0.1:${port + 4}/flags` } });
  try {
    await load({ ...page(port + 5), seconds: 2, connections: 10 });
    out.push(row('  hosted flag service, new visitor each time', await load(page(port + 5)), off));
  } finally {
    hosted.stop();
    flags.close();
  }
  out.push('');
  return out;
}

async function main() {
  buildIfNeeded();
  const dataDir = path.join('.data', 'bench');
  const server = await startServer({ port, dataDir });
  // Each figure is printed as soon as it is measured, so a late failure loses nothing.
  const lines = { push: (line) => console.log(line) };
  lines.push(`Benchmark: ${seconds} s per target, 50 connections, loopback (${new Date().toISOString()})`);
  lines.push('');
  try {
    const gql = (operation) => ({ url: `${base}/api/graphql`, method: 'POST', headers: json, body: JSON.stringify(operation), seconds });
    // Warm caches and the JIT so the first measured target is not penalised.
    for (const operation of Object.values(OPERATIONS)) await load({ ...gql(operation), seconds: 2, connections: 10 });

    lines.push('GraphQL (reference: trivial { __typename } on the same server)');
    const trivial = await load(gql(OPERATIONS.trivial));
    lines.push(row('  trivial resolver (reference)', trivial));
    lines.push(row('  DealsHome', await load(gql(OPERATIONS.dealsHome)), trivial));
    lines.push(row('  VoucherPriceAndIntent (writes an intent)', await load(gql(OPERATIONS.voucherPrice)), trivial));
    lines.push('');

    lines.push('ISR landing page (reference: plain node:http serving the same bytes from memory)');
    const bytes = (await getWithHost(base, 'www.sparkle-clean.com', '/?adgroupid=148203961127')).body;
    const plain = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': bytes.length });
      res.end(bytes);
    });
    await new Promise((resolve) => plain.listen(port + 1, '127.0.0.1', resolve));
    const reference = await load({ url: `http://127.0.0.1:${port + 1}/`, seconds });
    plain.close();
    lines.push(row('  node:http, same bytes (reference)', reference));
    lines.push(row('  next start, / with ad group (ISR)', await load({ url: `${base}/?adgroupid=148203961127`, headers: { host: 'www.sparkle-clean.com' }, seconds }), reference));
    lines.push('');

    for (const line of await experimentsInProxy()) lines.push(line);

    if (process.env.BENCH_CLUSTER !== '0') for (const line of await clusterThroughput({ port: port + 20, seconds })) lines.push(line);

    const live = await publishToLive({ base, dataDir });
    lines.push(`Publish to live (studio publish → change in the server HTML, ${live.rounds} rounds; target ≤ 5 s)`);
    lines.push(`  ad-group title edit                        median ${live.edit.median.toFixed(2)} s  max ${live.edit.max.toFixed(2)} s`);
    lines.push(`  new brand on its own host                  median ${live.newBrand.median.toFixed(2)} s  max ${live.newBrand.max.toFixed(2)} s`);
    lines.push('');

    if (lighthouseRuns > 0) {
      await landingTable({ port, referencePort: port + 6, runs: lighthouseRuns, print: (line) => lines.push(line) });
    }

    if (soakSeconds > 0) {
      const before = serverRssMb(server.pid);
      const mix = [
        load({ url: `${base}/?adgroupid=148203961127`, headers: { host: 'www.sparkle-clean.com' }, seconds: soakSeconds, connections: 20 }),
        load({ url: `${base}/us/il/chicago`, headers: { host: 'www.tidy-nest.com' }, seconds: soakSeconds, connections: 10 }),
        load({ ...gql(OPERATIONS.dealsHome), seconds: soakSeconds, connections: 10 }),
      ];
      const results = await Promise.all(mix);
      const after = serverRssMb(server.pid);
      const requests = results.reduce((n, r) => n + r.requests, 0);
      const errors = results.reduce((n, r) => n + r.errors + r.non2xx, 0);
      lines.push(`Server memory under ${soakSeconds} s of mixed load (${requests} requests, ${errors} errors)`);
      lines.push(`  RSS before ${before.toFixed(0)} MB, after ${after.toFixed(0)} MB`);
      lines.push('');
    }
  } finally {
    server.stop();
  }

  if (process.env.BENCH_BUILDS !== '0') {
    const builds = buildTimes();
    lines.push('next build (pages are generated on demand, so content size should not matter)');
    lines.push(`  seed content (${builds.seed.documents} documents)          ${builds.seed.seconds.toFixed(1)} s`);
    lines.push(`  10× brands and cities (${builds.tenfold.documents} documents) ${builds.tenfold.seconds.toFixed(1)} s`);
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  process.exit(1);
});
