/**
 * Content at scale, through the server (`npm run bench`, or alone: `node scripts/bench/serverScale.mjs`): the same
 * production build started twice, one after the other, on the seed (content/seed.ndjson) and on the seed plus the
 * brands and ad groups of scripts/content-scale/generate.ts (100 brands × 1,000 ad groups by default), each figure
 * printed beside the seed's with the goal met or NOT MET:
 * - first 200 after start: from spawning the server to the first 200 of a landing page (≤ 2× seed);
 * - RSS after start and after the landing load (≤ 1.3× seed);
 * - uncached landing p50: ad-group landing URLs never requested before, one at a time (≤ 1.5× seed);
 * - cached landing p99: one landing URL under autocannon after warming (≤ 1.2× seed);
 * - footer publish: N pages warmed across brands, the footer terms published through the studio API, then seconds
 *   until every warmed page's HTML has the new text (≤ 30 s), and the p99 of a second loop on other pages meanwhile
 *   against the seed's p99 for the same loop at idle (≤ 1.5×);
 * - an ad-group title published, until its landing page shows it (≤ 2 s);
 * - the studio: the ad-group list, searches by id, title and brand, one ad group opened and the coverage screen,
 *   each the slowest of three tries (≤ 300 ms).
 * Environment: BENCH_SECONDS (default 10) for the cached load and the idle probe, BENCH_SCALE_WARM (default 500, up to
 * 5,000) pages warmed before the publish, BENCH_SCALE_BRANDS and BENCH_SCALE_AD_GROUPS the generated size,
 * BENCH_PORT (default 3200) + 100 and + 101 the two servers' ports.
 *
 * Next keeps rendered pages on disk in .next/server/route-cache, shared by every server started from the build and
 * kept across runs, so each server here starts with that directory emptied (as a fresh deploy does): a page an earlier
 * server rendered would otherwise be answered from disk and "uncached" would not be. Do not run it beside another
 * server of the same build whose page cache matters.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { load } from './load.mjs';
import { serverRssMb } from './origin.mjs';
import { secondsUntil, session } from './publish.mjs';
import { startServer } from './server.mjs';
import {
  datasetShape,
  figure,
  FIRST,
  fmt,
  footerPublish,
  idleThenWarm,
  PAGE_CACHE,
  pair,
  pairCount,
  printWhenRun,
  PROBE,
  publishFigures,
  quantile,
  sleep,
  SLOW_MS,
  timedGet,
  troubles,
  WARM_CONCURRENCY,
  warmPlan,
  withAdGroup,
  writeDataset,
} from './scalePages.mjs';

const GOALS = { firstOk: 2, rss: 1.3, uncachedP50: 1.5, cachedP99: 1.2, adGroupEditSeconds: 2, studioMs: 300 };
const UNCACHED_SAMPLES = 40;

/**
 * The studio's answers at this size, each the slowest of three tries: the ad-group list's first page, a search by an
 * ad group's id, by words of its title and by a brand's key, one ad group opened, and the coverage screen.
 */
async function studioTimings(api, shape) {
  const id = shape.adGroups[0];
  const brand = shape.brands[0];
  const asks = {
    'ad-group list, first page of 50': '/api/studio/documents?type=adGroupWording&limit=50',
    'search by ad-group id': `/api/studio/documents?type=adGroupWording&limit=50&q=${id}`,
    'search by title words': '/api/studio/documents?type=adGroupWording&limit=50&q=apartment%20cleaning',
    'search by brand': `/api/studio/documents?type=adGroupWording&limit=50&q=${brand}`,
    'coverage screen': '/api/studio/ad-groups/coverage',
  };
  const { documents } = await api(asks['search by ad-group id']);
  if (documents?.length) asks['one ad group opened'] = `/api/studio/documents/${documents[0].id}`;
  const out = {};
  for (const [name, url] of Object.entries(asks)) {
    let slowest = 0;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await api(url);
      slowest = Math.max(slowest, performance.now() - started);
    }
    out[name] = slowest;
  }
  return out;
}

/** Seconds from an ad-group title's publish to the new title on its landing page (FIRST's ad group). */
async function adGroupEditSeconds(api, base) {
  const adGroupId = new URLSearchParams(FIRST.path.split('?')[1]).get('adgroupid');
  const { documents } = await api(`/api/studio/documents?type=adGroupWording&limit=5&q=${adGroupId}`);
  const docId = documents.find((d) => d.subtitle === adGroupId)?.id ?? documents[0].id;
  const { published, draft } = await api(`/api/studio/documents/${docId}`);
  const current = draft ?? published;
  const title = `Bench Title ${Date.now()} From {price}`;
  const saved = await api(`/api/studio/documents/${docId}`, 'PUT', { document: { ...current, title }, ifRevision: current._rev });
  const started = Date.now();
  await api(`/api/studio/documents/${docId}?action=publish`, 'POST', { ifRevision: saved.draft._rev });
  return secondsUntil(base, FIRST.host, FIRST.path, title.replace(' From {price}', ''), started);
}
/** A ready PGlite directory to copy into each server's DATA_DIR, made once by the start script's own data step. */
function databaseTemplate() {
  const dir = path.join('.data', 'bench-scale-template');
  rmSync(dir, { recursive: true, force: true });
  const made = spawnSync(process.execPath, [path.join('scripts', 'prepare-data.mjs')], { encoding: 'utf8', env: { ...process.env, DATA_DIR: dir } });
  if (made.status !== 0) throw new Error(`could not prepare the embedded database: ${made.stderr.trim().split('\n').pop()}`);
  return dir;
}

/**
 * Writes the dataset where the server reads its live content (DATA_DIR/content/dataset.ndjson, which the start script
 * leaves alone when it exists) and copies in a ready database: creating one is a first start's one-off (a child
 * process of several seconds) and would weigh the same in both, hiding what content costs at start.
 */
function prepareDataDir(dataDir, { generated, template }) {
  const content = path.join(dataDir, 'content');
  mkdirSync(content, { recursive: true });
  const file = path.join(content, 'dataset.ndjson');
  writeDataset(file, generated);
  cpSync(path.join(template, 'pg'), path.join(dataDir, 'pg'), { recursive: true });
  copyFileSync(path.join(template, 'pg.migrated'), path.join(dataDir, 'pg.migrated'));
  rmSync(PAGE_CACHE, { recursive: true, force: true });
  return datasetShape(file);
}

/** Every figure of one server: started on its dataset, measured, stopped. */
async function measureServer({ port, dataDir, generated, template, warm, routeCount, seconds, env }) {
  const base = `http://127.0.0.1:${port}`;
  const errors = [];
  let shape;
  // Polled from before the spawn, so the first 200 is seen within 100 ms of it. startServer polls /api/health
  // meanwhile, as any deploy's health check would (each call there builds the routing manifest from content).
  let serverUp = true;
  const firstOk = (async () => {
    for (;;) {
      const answer = await timedGet(base, FIRST, SLOW_MS);
      if (answer.status === 200) return { at: performance.now(), cache: answer.cache };
      if (!serverUp) return { at: NaN };
      if (answer.status !== 0) errors.push(`first ${FIRST.path}: ${answer.status}`);
      await sleep(100);
    }
  })();
  let server;
  try {
    server = await startServer({
      port,
      dataDir,
      // Each landing request here is a new page variant from one client: the per-client limit would answer 429.
      env: { FIRST_RENDERS_PER_MINUTE: '100000', ...env },
      prepare: (dir) => {
        shape = prepareDataDir(dir, { generated, template });
      },
    });
  } catch (error) {
    serverUp = false;
    throw error;
  }
  try {
    const healthy = performance.now() - server.spawnedAt;
    const firstAnswer = await firstOk;
    const first = firstAnswer.at - server.spawnedAt;
    // Read once the server has settled after its first page, as the main bench reads it after start.
    await sleep(5000);
    const rssStart = serverRssMb(server.pid);

    const seen = `${FIRST.host}${FIRST.path}`;
    const uncachedPages = [];
    for (let j = 0; uncachedPages.length < UNCACHED_SAMPLES && j < pairCount(shape); j += 1) {
      const { host, adGroupId } = pair(shape, j);
      if (`${host}${withAdGroup('/deal', adGroupId)}` !== seen) uncachedPages.push({ host, path: withAdGroup('/deal', adGroupId) });
    }
    const uncached = [];
    let misses = 0;
    for (const page of uncachedPages) {
      const answer = await timedGet(base, page);
      if (answer.status !== 200) errors.push(`uncached ${page.host}${page.path}: ${answer.status}`);
      // Next's own word that the page was rendered for this request, not found in its page cache.
      if (answer.cache === 'MISS') misses += 1;
      uncached.push(answer.ms);
    }
    // That a generated brand's host is served as that brand, not the fallback: the page names it.
    const named = generated ? /Scale Brand \d+/.exec((await timedGet(base, uncachedPages[0])).html)?.[0] : null;

    const cachedTarget = { url: `${base}${FIRST.path}`, headers: { host: FIRST.host }, connections: 10 };
    await load({ ...cachedTarget, seconds: 2 });
    const cached = await load({ ...cachedTarget, seconds });
    if (cached.errors + cached.non2xx) errors.push(`cached load: ${cached.errors} errors, ${cached.non2xx} non-2xx`);
    const rssLoad = serverRssMb(server.pid);

    const { idleProbeP99, pages, warmSeconds } = await idleThenWarm({ base, shape, warm, routeCount, seconds, errors });

    const api = await session(base, dataDir);
    const publish = await footerPublish({ api, base, pages, errors });
    const rssEnd = serverRssMb(server.pid);
    const adGroupEdit = await adGroupEditSeconds(api, base);
    const studio = await studioTimings(api, shape);

    return {
      documents: shape.documents,
      brands: shape.brands.length,
      named,
      namedHost: uncachedPages[0].host,
      healthy,
      first,
      firstCache: firstAnswer.cache,
      rssStart,
      rssLoad,
      rssEnd,
      uncachedP50: quantile(uncached, 0.5),
      uncachedMax: Math.max(...uncached),
      uncachedCount: uncached.length,
      misses,
      cached,
      idleProbeP99,
      warmSeconds,
      ...publish,
      warm,
      adGroupEdit,
      studio,
      errors,
    };
  } finally {
    serverUp = false;
    server.stop();
    await firstOk.catch(() => undefined);
    // Not left for the next server of this build: its pages carry the bench's footer.
    rmSync(PAGE_CACHE, { recursive: true, force: true });
    // Its log is read once it has stopped writing.
    await sleep(500);
  }
}

/** A figure whose goal is a ratio to the seed. */
function againstSeed(label, seed, full, digits, unit, goal, note) {
  const r = full / seed;
  return figure(label, fmt(seed, digits, unit), fmt(full, digits, unit), r, [[`≤ ${goal}×`, Number.isFinite(r) && r <= goal]], note);
}

export async function serverScaleBlock({ port = Number(process.env.BENCH_PORT || 3200) + 100, seconds = Number(process.env.BENCH_SECONDS || 10) } = {}) {
  // The dataset file is the content only on the built-in store: PostgreSQL or Sanity would serve their own.
  const elsewhere = ['DATABASE_URL', 'SANITY_PROJECT_ID', 'CONTENT_DATA_DIR'].filter((name) => process.env[name]);
  if (elsewhere.length) return [`Server at content scale: not measured (${elsewhere.join(', ')} set: content would not come from DATA_DIR)`, ''];
  const { warm, routeCount, seedWarm, pageCacheMb } = warmPlan();
  const template = databaseTemplate();
  const dirs = { seed: path.join('.data', 'bench-scale-seed'), full: path.join('.data', 'bench-scale-full') };
  const common = { template, routeCount, seconds, env: { PAGE_CACHE_MB: String(pageCacheMb), PAGE_CACHE_BRAND_MB: String(pageCacheMb) } };
  let seed;
  let full;
  try {
    seed = await measureServer({ ...common, warm: seedWarm, port, dataDir: dirs.seed, generated: false });
    full = await measureServer({ ...common, warm, port: port + 1, dataDir: dirs.full, generated: true });
  } finally {
    rmSync(template, { recursive: true, force: true });
  }

  const published = (run) =>
    `draft saved in ${run.saveSeconds.toFixed(1)} s, publish answered after ${run.publishSeconds.toFixed(1)} s with ` +
    `${run.revalidated?.pages ?? '?'} served pages reached; ${run.staleOnFirstVisit ?? '?'} of ${run.warm} warmed pages showed the old footer on their first visit after it`;
  return [
    `Server at content scale: ${full.brands} brands, ${full.documents} documents (seed ${seed.brands} brands, ${seed.documents}), one server after the other`,
    againstSeed(
      `first 200 after start (spawn → ${FIRST.path})`,
      seed.first / 1000,
      full.first / 1000,
      1,
      's',
      GOALS.firstOk,
      `healthy after seed ${fmt(seed.healthy / 1000, 1, 's')}, full ${fmt(full.healthy / 1000, 1, 's')}; first page ${seed.firstCache ?? '?'} / ${full.firstCache ?? '?'}`,
    ),
    againstSeed('RSS after start (5 s after the first 200)', seed.rssStart, full.rssStart, 0, 'MB', GOALS.rss),
    againstSeed(
      `uncached landing p50 (${full.uncachedCount} new ad-group URLs, in turn)`,
      seed.uncachedP50,
      full.uncachedP50,
      0,
      'ms',
      GOALS.uncachedP50,
      `max seed ${fmt(seed.uncachedMax, 0, 'ms')}, full ${fmt(full.uncachedMax, 0, 'ms')}; MISS seed ${seed.misses}/${seed.uncachedCount}, full ${full.misses}/${full.uncachedCount}`,
    ),
    againstSeed(
      `cached landing p99 (one URL, 10 connections, ${seconds} s)`,
      seed.cached.p99,
      full.cached.p99,
      0,
      'ms',
      GOALS.cachedP99,
      `${seed.cached.rps.toFixed(0)} vs ${full.cached.rps.toFixed(0)} req/s`,
    ),
    againstSeed(
      'RSS after the landing load',
      seed.rssLoad,
      full.rssLoad,
      0,
      'MB',
      GOALS.rss,
      `after the publish below: seed ${fmt(seed.rssEnd, 0, 'MB')}, full ${fmt(full.rssEnd, 0, 'MB')}`,
    ),
    ...publishFigures(seed, full, {
      warm,
      freshNote: `${routeCount} routes × ${Math.ceil(warm / routeCount)} brand/ad-group pairs, PAGE_CACHE_MB=${pageCacheMb}`,
      probeNote: `${PROBE.length} brand default pages in one loop, `,
    }),
    figure('ad-group title publish → on its landing page', fmt(seed.adGroupEdit, 1, 's'), fmt(full.adGroupEdit, 1, 's'), full.adGroupEdit / seed.adGroupEdit, [
      [`≤ ${GOALS.adGroupEditSeconds} s`, full.adGroupEdit <= GOALS.adGroupEditSeconds],
    ]),
    ...Object.keys(full.studio).map((name) =>
      figure(
        `studio: ${name}`,
        fmt(seed.studio[name], 0, 'ms'),
        fmt(full.studio[name], 0, 'ms'),
        full.studio[name] / seed.studio[name],
        [[`≤ ${GOALS.studioMs} ms`, full.studio[name] <= GOALS.studioMs]],
        'slowest of 3',
      ),
    ),
    '  for reading:',
    `  warming took seed ${seed.warmSeconds.toFixed(1)} s, full ${full.warmSeconds.toFixed(1)} s (${WARM_CONCURRENCY} at a time)`,
    `  the publish: seed ${published(seed)}; full ${published(full)}`,
    `  a generated brand's host (${full.namedHost}) shows ${full.named ? `"${full.named}"` : 'no generated brand: served as the fallback?'}`,
    troubles('seed', seed.errors, [dirs.seed]),
    troubles('full', full.errors, [dirs.full]),
    '',
  ];
}

printWhenRun(import.meta.url, serverScaleBlock);
