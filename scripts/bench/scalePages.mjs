/**
 * The pages of a content-scale run, shared by the one-server and the two-instance benches (serverScale.mjs,
 * scaleCluster.mjs): what a dataset's pages are, how they are asked for and timed, and the footer publish that must
 * reach every warmed page.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getWithHost } from './http.mjs';
import { verdict } from './load.mjs';

/** The landing page both servers are timed to at start and loaded as the cached page: in both datasets alike. */
export const FIRST = { host: 'www.sparkle-clean.com', path: '/deal?adgroupid=148203961127' };
/** Pages every visitor of a brand gets (no ad group): never among the warmed pages, so they stand for "other requests". */
export const PROBE = [
  { host: 'www.sparkle-clean.com', path: '/' },
  { host: 'www.tidy-nest.com', path: '/us/il/chicago' },
  { host: 'www.bright-maids.com', path: '/deal' },
];
export const WARM_CONCURRENCY = 4;
export const FRESH_LIMIT_MS = 120_000;
/** A first render of the large dataset took over 10 s (getWithHost's default) while the server was starting. */
export const SLOW_MS = 120_000;

/** Next's own page cache on disk, shared by every server started from the build: emptied before each server starts. */
export const PAGE_CACHE = path.join('.next', 'server', 'route-cache');

/** Writes the seed, or the seed plus scripts/content-scale/generate.ts's brands and ad groups, to `file`. */
export function writeDataset(file, generated) {
  if (!generated) return copyFileSync(path.join('content', 'seed.ndjson'), file);
  const made = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'content-scale', 'generate.ts'), file], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`generating the dataset failed: ${made.stderr.trim().split('\n').pop()}`);
}

/** Log lines at error level or above (pino's 50, 60) and anything that reads as an unhandled error. */
export function logErrors(dataDir) {
  const lines = readFileSync(path.join(dataDir, 'server.log'), 'utf8').split('\n');
  return lines.filter((line) => /"level":(50|60)\b/.test(line) || /^(Error|TypeError|RangeError|Unhandled)|⨯/.test(line.trim()));
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};

/**
 * What the bench needs to know of a dataset to address its pages: the brands a host resolves to (the fallback and dev
 * brands have no host of their own), every ad-group id, and the routes whose page is cut per ad group.
 * Lists are newest first, so the generated dataset is addressed through its generated brands and ad groups.
 */
export function datasetShape(file) {
  const brands = [];
  const brandKeys = new Map();
  const adGroups = [];
  const owners = new Map();
  const states = [];
  const cities = [];
  let documents = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    documents += 1;
    const doc = JSON.parse(line);
    if (doc._id.startsWith('drafts.')) continue;
    if (doc._type === 'brand' && doc.key?.current) brandKeys.set(doc._id, doc.key.current);
    if (doc._type === 'brand' && doc.key?.current && !doc.isFallback && !doc.isDev) brands.push(doc.key.current);
    else if (doc._type === 'adGroupWording' && doc.adGroupId) {
      adGroups.push(doc.adGroupId);
      // An ad group that names its brand is a landing on that brand only (the others serve their organic page).
      if (doc.brands?.length === 1) owners.set(doc.adGroupId, doc.brands[0]._ref);
    } else if (doc._type === 'usState' && doc.slug?.current) states.push({ id: doc._id, slug: doc.slug.current });
    else if (doc._type === 'city' && doc.slug?.current) cities.push({ state: doc.state?._ref, slug: doc.slug.current });
  }
  const stateSlug = new Map(states.map((s) => [s.id, s.slug]));
  // Not the service pages: one shows an ad group's wording only where its family fits (server/site/routing/proxyDecision.ts),
  // so with another ad group it is the brand's one default page.
  const routes = [
    '/deal',
    '/',
    ...cities.flatMap((c) => (stateSlug.has(c.state) ? [`/us/${stateSlug.get(c.state)}/${c.slug}`] : [])),
    ...states.map((s) => `/us/${s.slug}`),
  ];
  const ownerKeys = new Map([...owners].map(([id, ref]) => [id, brandKeys.get(ref)]));
  return { documents, brands: brands.reverse(), adGroups: adGroups.reverse(), owners: ownerKeys, routes };
}

/**
 * The j-th (brand, ad group) pair: every ad group once, each on the next brand, then every ad group again, each on the
 * brand after that, and so on, so consecutive pairs spread over the brands and none repeats below brands × ad groups.
 */
export function pair(shape, j) {
  const group = j % shape.adGroups.length;
  const pass = Math.floor(j / shape.adGroups.length);
  const adGroupId = shape.adGroups[group];
  return { host: `www.${shape.owners.get(adGroupId) ?? shape.brands[(group + pass) % shape.brands.length]}.com`, adGroupId };
}
export const pairCount = (shape) => shape.brands.length * shape.adGroups.length;
export const withAdGroup = (route, adGroupId) => `${route}?adgroupid=${adGroupId}`;

/**
 * The warmed pages: `routeCount` routes for each of ceil(n / routeCount) pairs. The route count is chosen on the seed
 * (the fewest pairs) and used for both datasets, so both warm the same mix of page kinds.
 */
export function warmPages(shape, n, routeCount) {
  return Array.from({ length: n }, (_, i) => {
    const { host, adGroupId } = pair(shape, Math.floor(i / routeCount));
    return { host, path: withAdGroup(shape.routes[i % routeCount], adGroupId) };
  });
}

/** One GET, timed; a refused connection or a timeout is status 0, so callers retry or count it rather than stop. */
export async function timedGet(base, { host, path: pathname }, timeoutMs = SLOW_MS) {
  const started = performance.now();
  try {
    const response = await getWithHost(base, host, pathname, { timeoutMs });
    return { status: response.status, cache: response.headers['x-nextjs-cache'], html: response.body.toString('utf8'), ms: performance.now() - started };
  } catch {
    return { status: 0, cache: undefined, html: '', ms: performance.now() - started };
  }
}

export async function inParallel(items, workers, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** Requests the probe pages in turn until `done()` says stop (checked between requests); every latency in ms. */
export async function probeLoop(base, done, errors, phase) {
  const latencies = [];
  for (let i = 0; !done(); i += 1) {
    const page = PROBE[i % PROBE.length];
    const answer = await timedGet(base, page, 30_000);
    if (answer.status !== 200) errors.push(`${phase} probe ${page.host}${page.path}: ${answer.status} after ${answer.ms.toFixed(0)} ms`);
    latencies.push(answer.ms);
  }
  return latencies;
}

/**
 * The footer terms published through the studio API (`api`, signed in on one instance), then every warmed page asked
 * again through `base`, pass after pass, until each shows the new text or FRESH_LIMIT_MS passes, while a second loop
 * times the probe pages. Asking also starts a regeneration of a stale page, as a visitor's request would.
 */
export async function footerPublish({ api, base, pages, errors }) {
  const { published } = await api('/api/studio/documents/footerTerms');
  const marker = `Bench footer ${Date.now()}`;
  const saveStarted = performance.now();
  const saved = await api('/api/studio/documents/footerTerms', 'PUT', { document: { ...published, heading: marker }, ifRevision: published._rev });
  const saveSeconds = (performance.now() - saveStarted) / 1000;
  let stale = pages;
  // Of the warmed pages, how many were still the old copy on their first visit after the publish (0 when a publish
  // reaches every page at once, whatever the time it takes to visit them all).
  let staleOnFirstVisit = null;
  // Renders the pages took after the publish (Next's MISS or STALE), against the pages: one each when every instance
  // shares the page cache and the change, two when each instance renders its own.
  let renders = 0;
  let finished = false;
  const publishStarted = performance.now();
  const during = probeLoop(base, () => finished, errors, 'publish');
  const report = await api('/api/studio/documents/footerTerms?action=publish', 'POST', { ifRevision: saved.draft._rev });
  const publishSeconds = (performance.now() - publishStarted) / 1000;
  while (stale.length && performance.now() - publishStarted < FRESH_LIMIT_MS) {
    const still = [];
    await inParallel(stale, WARM_CONCURRENCY, async (page) => {
      const answer = await timedGet(base, page, 30_000);
      if (answer.status !== 200) errors.push(`fresh ${page.host}${page.path}: ${answer.status}`);
      if (answer.cache === 'MISS' || answer.cache === 'STALE') renders += 1;
      if (!answer.html.includes(marker)) still.push(page);
    });
    stale = still;
    staleOnFirstVisit ??= still.length;
    if (stale.length) await sleep(100);
  }
  const freshSeconds = stale.length ? NaN : (performance.now() - publishStarted) / 1000;
  finished = true;
  const duringProbe = await during;
  return {
    saveSeconds,
    publishSeconds,
    revalidated: report.revalidated,
    freshSeconds,
    staleOnFirstVisit,
    staleLeft: stale.length,
    renders,
    duringProbeP99: quantile(duringProbe, 0.99),
    duringProbeCount: duringProbe.length,
  };
}

/** The probe pages timed at idle for `seconds`, then `warm` pages asked once each (4 at a time) so they are cached. */
export async function idleThenWarm({ base, shape, warm, routeCount, seconds, errors }) {
  for (const page of PROBE) await timedGet(base, page);
  const idleUntil = performance.now() + seconds * 1000;
  const idleProbe = await probeLoop(base, () => performance.now() > idleUntil, errors, 'idle');
  const pages = warmPages(shape, warm, routeCount);
  const warmStarted = performance.now();
  await inParallel(pages, WARM_CONCURRENCY, async (page) => {
    const answer = await timedGet(base, page);
    if (answer.status !== 200) errors.push(`warm ${page.host}${page.path}: ${answer.status}`);
  });
  return { idleProbeP99: quantile(idleProbe, 0.99), pages, warmSeconds: (performance.now() - warmStarted) / 1000 };
}

export const fmt = (value, digits, unit) => (Number.isFinite(value) ? `${value.toFixed(digits)} ${unit}` : 'n/a');
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');

/** One figure: the seed's, the generated dataset's and its ratio to the seed, then the verdict and any note. */
export const figure = (label, seed, full, r, checks, note = '') =>
  `  ${label.padEnd(50)} seed ${seed.padStart(9)}   full ${full.padStart(9)}   ${times(r).padStart(7)} seed${verdict(checks)}${note ? `  (${note})` : ''}`;

/**
 * How many pages each dataset warms (BENCH_SCALE_WARM, default 500): as few routes as let the seed's pairs give every
 * warmed page its own URL, the same mix on both datasets; the seed has only so many pages of this kind, the generated
 * dataset warms as many as asked. Each process keeps its pages in memory (PAGE_CACHE_MB, default 96): enough for them
 * at ~64 KB each.
 */
export function warmPlan() {
  const warm = Number(process.env.BENCH_SCALE_WARM || 500);
  const seedShape = datasetShape(path.join('content', 'seed.ndjson'));
  const routeCount = Math.min(seedShape.routes.length, Math.max(2, Math.ceil(warm / pairCount(seedShape))));
  return { warm, routeCount, seedWarm: Math.min(warm, routeCount * pairCount(seedShape)), pageCacheMb: Math.max(96, Math.ceil((warm * 64) / 1024)) };
}

/** Seconds until every warmed page was fresh, or that they were not within FRESH_LIMIT_MS. */
export const freshText = (run) => (Number.isFinite(run.freshSeconds) ? `${run.freshSeconds.toFixed(1)} s` : `> ${FRESH_LIMIT_MS / 1000} s`);

/** What servers did that no figure says: failed requests and error lines in their logs (`dirs`), the first of each shown. */
export function troubles(name, errors, dirs) {
  const logs = dirs.map((dir) => `${dir}/server.log`).join(', ');
  const logged = dirs.flatMap((dir) => logErrors(dir));
  if (!errors.length && !logged.length) return `  ${name}: no failed request, no error in ${logs}`;
  const first = (list) => (list.length ? ` (first: ${list[0].slice(0, 200)})` : '');
  const count = (n, what) => `${n} ${what}${n === 1 ? '' : 's'}`;
  return `  ${name}: ${count(errors.length, 'failed request')}${first(errors)}; ${count(logged.length, 'error line')} in ${logs}${first(logged)}`;
}

/** Runs `block` and prints its lines when the module at `moduleUrl` is the script node was started with. */
export function printWhenRun(moduleUrl, block) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== path.resolve(new URL(moduleUrl).pathname)) return;
  block().then(
    (lines) => console.log(lines.join('\n')),
    (error) => {
      console.error(`[bench] ${error.message}`);
      process.exit(1);
    },
  );
}

/** The publish's goals: every warmed page fresh within 30 s, other pages' p99 meanwhile within 1.5× the seed's idle p99. */
export const PUBLISH_GOALS = { freshSeconds: 30, othersP99: 1.5 };

/** The two figures of a footer publish (footerPublish) on the seed and the full dataset, each with its own note. */
export function publishFigures(seed, full, { warm, freshNote, probeNote }) {
  const othersRatio = full.duringProbeP99 / seed.idleProbeP99;
  return [
    figure(
      `footer publish → all ${warm} warmed pages fresh`,
      freshText(seed),
      freshText(full),
      full.freshSeconds / seed.freshSeconds,
      [[`≤ ${PUBLISH_GOALS.freshSeconds} s`, full.freshSeconds <= PUBLISH_GOALS.freshSeconds]],
      freshNote +
        (seed.warm < full.warm ? `; the seed ${seed.warm}: it has no more pages of this kind` : '') +
        (full.staleLeft ? `; ${full.staleLeft} still stale` : ''),
    ),
    figure(
      `others' p99 meanwhile (vs seed idle ${fmt(seed.idleProbeP99, 0, 'ms')})`,
      fmt(seed.duringProbeP99, 0, 'ms'),
      fmt(full.duringProbeP99, 0, 'ms'),
      othersRatio,
      [[`≤ ${PUBLISH_GOALS.othersP99}× seed idle`, Number.isFinite(othersRatio) && othersRatio <= PUBLISH_GOALS.othersP99]],
      `${probeNote}${seed.duringProbeCount} and ${full.duringProbeCount} requests; full idle ${fmt(full.idleProbeP99, 0, 'ms')}`,
    ),
  ];
}
