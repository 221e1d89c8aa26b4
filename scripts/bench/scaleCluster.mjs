/**
 * Content at scale on several instances (`npm run bench`, or alone: `node scripts/bench/scaleCluster.mjs`): two
 * instances of the production build behind Debian's nginx (the balancer, least_conn, no page cache), sharing a fresh
 * Redis (pages, the page-change log) and a fresh PostgreSQL database (content, commerce), first on the seed and then
 * on the generated dataset (scripts/content-scale/generate.ts, 100 brands × 1,000 ad groups by default). For each:
 * N pages warmed through nginx, the probe pages timed at idle, then the footer terms published on one instance and
 * every warmed page asked through nginx until it shows the new text (≤ 30 s), the probe pages timed meanwhile
 * (p99 ≤ 1.5× the seed's idle p99 through the same nginx), and the renders the pages took against their number: a
 * change reaches the cluster once, so each page is rendered once, by whichever instance is asked first.
 * Environment: BENCH_SECONDS (idle probe, default 10), BENCH_SCALE_WARM (default 500), BENCH_SCALE_BRANDS and
 * BENCH_SCALE_AD_GROUPS (the generated size), BENCH_PORT (default 3200) + 140 … + 147 the ports used.
 * PostgreSQL: TEST_DATABASE_URL or DATABASE_URL if set (a database is created there and dropped), else a throwaway
 * server. Do not run it beside another server of the same build whose page cache matters (serverScale.mjs says why).
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { serverRssMb } from './origin.mjs';
import { session } from './publish.mjs';
import { startServer } from './server.mjs';
import { BENCH_STUDIO_TOKEN, dropDatabase, freshDatabase, instanceEnv } from './cluster.mjs';
import {
  datasetShape,
  figure,
  footerPublish,
  idleThenWarm,
  PAGE_CACHE,
  printWhenRun,
  publishFigures,
  troubles,
  WARM_CONCURRENCY,
  warmPlan,
  writeDataset,
} from './scalePages.mjs';
import { startNginx } from '../nginx.mjs';
import { startRedis } from '../sharedServices.mjs';

/** The two instances' environment, with room for the pages this bench warms. */
const scaleEnv = ({ databaseUrl, redisUrl, pageCacheMb }) => ({
  ...instanceEnv({ databaseUrl, redisUrl }),
  // Each warmed page is a new page variant from the one client the bench is.
  FIRST_RENDERS_PER_MINUTE: '100000',
  PAGE_CACHE_MB: String(pageCacheMb),
  PAGE_CACHE_BRAND_MB: String(pageCacheMb),
});

/** One dataset on a fresh cluster: started, warmed, published to, stopped. */
async function measureCluster({ port, name, generated, warm, routeCount, seconds, pageCacheMb }) {
  const stops = [];
  const errors = [];
  const work = path.join('.data', `bench-scale-cluster-${name}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // Both instances import the dataset into the empty database on first read; whichever is first does (under a lock).
  const dataset = path.join(work, 'dataset.ndjson');
  writeDataset(dataset, generated);
  const shape = datasetShape(dataset);
  rmSync(PAGE_CACHE, { recursive: true, force: true });
  let databaseUrl;
  try {
    // Pages are ~45 KB: Redis holds every warmed page of this run without evicting one.
    const redis = startRedis({ port: port + 7, dir: path.join('/tmp', `homeclean-bench-scale-redis-${port}`), maxMemoryMb: Math.max(256, pageCacheMb * 2) });
    stops.push(redis.stop);
    databaseUrl = await freshDatabase(port + 6, stops, `bench_scale_${name}`);
    const env = scaleEnv({ databaseUrl, redisUrl: redis.url, pageCacheMb });
    const instances = [port + 2, port + 3];
    const servers = await Promise.all(
      instances.map((p) =>
        startServer({
          port: p,
          dataDir: path.join(work, `instance-${p}`),
          env,
          prepare: (dir) => {
            mkdirSync(path.join(dir, 'content'), { recursive: true });
            copyFileSync(dataset, path.join(dir, 'content', 'dataset.ndjson'));
          },
        }),
      ),
    );
    stops.push(...servers.map((server) => server.stop));
    const nginx = await startNginx({ port, upstreams: instances, dir: path.resolve(work, 'nginx') });
    stops.push(nginx.stop);
    const base = `http://127.0.0.1:${port}`;

    const { idleProbeP99, pages, warmSeconds } = await idleThenWarm({ base, shape, warm, routeCount, seconds, errors });

    // Published on the first instance, as a studio session would be: the pages are asked through nginx.
    const api = await session(`http://127.0.0.1:${instances[0]}`, null, BENCH_STUDIO_TOKEN);
    const publish = await footerPublish({ api, base, pages, errors });
    const rss = servers.map((server) => Math.round(serverRssMb(server.pid)));
    return {
      documents: shape.documents,
      brands: shape.brands.length,
      warm: pages.length,
      warmSeconds,
      idleProbeP99,
      ...publish,
      rss,
      errors,
      logs: instances.map((p) => path.join(work, `instance-${p}`)),
    };
  } finally {
    for (const stop of stops.reverse()) {
      try {
        stop();
      } catch {
        // already stopped
      }
    }
    if (databaseUrl) await dropDatabase(databaseUrl).catch(() => undefined);
    rmSync(PAGE_CACHE, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function scaleClusterBlock({ port = Number(process.env.BENCH_PORT || 3200) + 140, seconds = Number(process.env.BENCH_SECONDS || 10) } = {}) {
  const { warm, routeCount, seedWarm, pageCacheMb } = warmPlan();
  const common = { port, routeCount, seconds, pageCacheMb };
  const seed = await measureCluster({ ...common, name: 'seed', generated: false, warm: seedWarm });
  const full = await measureCluster({ ...common, name: 'full', generated: true, warm });

  const reached = (run) =>
    `publish answered after ${run.publishSeconds.toFixed(1)} s; ${run.staleOnFirstVisit ?? '?'} of ${run.warm} showed the old footer on their first visit; ` +
    `${run.renders} renders for ${run.warm} pages`;
  return [
    `Content at scale on two instances behind nginx: ${full.brands} brands, ${full.documents} documents (seed ${seed.brands} brands, ${seed.documents}), Redis and PostgreSQL shared`,
    ...publishFigures(seed, full, { warm: full.warm, freshNote: `asked through nginx, ${WARM_CONCURRENCY} at a time`, probeNote: '' }),
    figure(
      'renders per warmed page after the publish',
      (seed.renders / seed.warm).toFixed(2),
      (full.renders / full.warm).toFixed(2),
      full.renders / full.warm / (seed.renders / seed.warm),
      [['≤ 1 (once, not per instance)', full.renders <= full.warm]],
    ),
    '  for reading:',
    `  warming took seed ${seed.warmSeconds.toFixed(1)} s, full ${full.warmSeconds.toFixed(1)} s; RSS at the end seed ${seed.rss.join(' + ')} MB, full ${full.rss.join(' + ')} MB`,
    `  the publish: seed ${reached(seed)}; full ${reached(full)}`,
    troubles('seed', seed.errors, seed.logs),
    troubles('full', full.errors, full.logs),
    '',
  ];
}

printWhenRun(import.meta.url, scaleClusterBlock);
