#!/usr/bin/env node
/**
 * `npm run bench`: measured figures, each beside a reference measured in the
 * same run on the same machine. Not part of `npm test`.
 *   BENCH_SECONDS (default 10) per load target, 50 connections, loopback only.
 *   BENCH_SOAK_SECONDS (default 300; 0 skips) per round of mixed load, 3 rounds, reading the server's RSS after each.
 *   BENCH_POSTGRES=0 skips GraphQL on PostgreSQL (otherwise a throwaway server is started as in CI).
 *   BENCH_LIGHTHOUSE_RUNS (default 5; 0 skips), BENCH_BUILDS=0 skips the build timings,
 *   BENCH_CLUSTER=0 skips several instances behind nginx (scripts/bench/cluster.mjs).
 *   BENCH_SCALE=0 skips content at 100 brands × 1,000 ad groups (scripts/bench/contentScale.ts; BENCH_SCALE_BRANDS,
 *   BENCH_SCALE_AD_GROUPS set its size), in one process and then through the server, seed and generated content on
 *   ports BENCH_PORT + 100 and + 101 (scripts/bench/serverScale.mjs, about 4 minutes; BENCH_SCALE_WARM, default 500,
 *   up to 5,000, sets how many pages are warmed before the footer publish), then the same publish on two instances
 *   behind nginx with Redis and PostgreSQL (scripts/bench/scaleCluster.mjs, ports BENCH_PORT + 140 … + 147; skipped
 *   with BENCH_CLUSTER=0).
 *   BENCH_ONLY=origin measures the origin goals alone: GraphQL, the ISR landing page and memory.
 *   --quick (`npm run bench -- --quick`): the GraphQL block on PGlite alone, 2 s per target, about a minute: a check
 *   that the bench and its references run, not a measurement to quote.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { load, row } from './bench/load.mjs';
import { buildTimes } from './bench/buildTime.mjs';
import { landingTable } from './bench/landingTable.mjs';
import { clusterThroughput } from './bench/cluster.mjs';
import { graphqlBlock, graphqlOnPostgres, isrBlock, memoryBlock, serverRssMb } from './bench/origin.mjs';
import { publishToLive } from './bench/publish.mjs';
import { scaleClusterBlock } from './bench/scaleCluster.mjs';
import { serverScaleBlock } from './bench/serverScale.mjs';
import { startServer } from './bench/server.mjs';

const quick = process.argv.includes('--quick');
const seconds = quick ? 2 : Number(process.env.BENCH_SECONDS || 10);
const soakSeconds = quick ? 0 : Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT || 3200);
const originOnly = process.env.BENCH_ONLY === 'origin';
const base = `http://127.0.0.1:${port}`;

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
  const percents = Object.fromEntries(
    ['MEMBERSHIP_MODEL', 'RESKINNED_LANDING', 'PAYMENT_STEP', 'DEALS_PERFORMANCE'].map((k) => [`EXPERIMENT_${k}_PERCENT`, '50']),
  );
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
      const answer = experiments.map((id) => ({
        experiment_id: id,
        variant_key: 'control',
        variant_value: false,
        is_experiment_active: true,
        is_qa_tester: false,
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ flags: answer }));
    });
  });
  await new Promise((resolve) => flags.listen(port + 4, '127.0.0.1', resolve));
  const hosted = await startServer({
    port: port + 5,
    dataDir: path.join('.data', 'bench-flags'),
    env: { FLAGS_PROVIDER_URL: `http://127.0.0.1:${port + 4}/flags` },
  });
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
  // Read once the server has settled after start, before any load.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const startMb = serverRssMb(server.pid);
  // Each figure is printed as soon as it is measured, so a late failure loses nothing.
  const lines = { push: (line) => console.log(line) };
  lines.push(`Benchmark: ${seconds} s per target, loopback (${new Date().toISOString()})`);
  lines.push('');
  try {
    for (const line of await graphqlBlock({ base, kind: 'pglite', seconds })) lines.push(line);
    if (quick) return;
    if (process.env.BENCH_POSTGRES !== '0') for (const line of await graphqlOnPostgres({ port: port + 30, seconds })) lines.push(line);
    for (const line of await isrBlock({ base, referencePort: port + 8, seconds })) lines.push(line);

    if (!originOnly) {
      for (const line of await experimentsInProxy()) lines.push(line);

      if (process.env.BENCH_CLUSTER !== '0') for (const line of await clusterThroughput({ port: port + 20, seconds })) lines.push(line);

      const live = await publishToLive({ base, dataDir });
      lines.push(`Publish to live (studio publish → change in the server HTML, ${live.rounds} rounds; target ≤ 5 s)`);
      lines.push(`  ad-group title edit                        median ${live.edit.median.toFixed(2)} s  max ${live.edit.max.toFixed(2)} s`);
      lines.push(`  new brand on its own host                  median ${live.newBrand.median.toFixed(2)} s  max ${live.newBrand.max.toFixed(2)} s`);
      lines.push('');
    }

    if (lighthouseRuns > 0 && !originOnly) {
      await landingTable({ port, referencePort: port + 6, runs: lighthouseRuns, print: (line) => lines.push(line) });
    }

    if (soakSeconds > 0) for (const line of await memoryBlock({ base, pid: server.pid, startMb, roundSeconds: soakSeconds })) lines.push(line);
  } finally {
    server.stop();
  }

  if (process.env.BENCH_SCALE !== '0' && !originOnly && !quick) {
    // In a process of its own: TypeScript through tsx, and its 100,000 documents apart from this one's memory.
    const scale = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench', 'contentScale.ts')], { encoding: 'utf8' });
    lines.push(...(scale.status === 0 ? scale.stdout.trimEnd().split('\n') : [`Content at scale: failed (${scale.stderr.trim().split('\n').pop()})`]), '');
    try {
      for (const line of await serverScaleBlock({ port: port + 100, seconds })) lines.push(line);
    } catch (error) {
      lines.push(`Server at content scale: failed (${error.message})`, '');
    }
    if (process.env.BENCH_CLUSTER !== '0') {
      try {
        for (const line of await scaleClusterBlock({ port: port + 140, seconds })) lines.push(line);
      } catch (error) {
        lines.push(`Content at scale on two instances: failed (${error.message})`, '');
      }
    }
  }

  if (process.env.BENCH_BUILDS !== '0' && !originOnly && !quick) {
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
