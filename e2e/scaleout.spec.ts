import { expect, test } from '@playwright/test';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import type { JobView } from '../studio-local/store/types';
import { freshTestCard } from '../server/payments/testing/testCards';
import { rawRequest, seed, sidePort, startAppServer } from './support';

/**
 * Several instances for real: two `next start` instances of one build behind
 * Debian's nginx (least_conn, unprivileged), sharing a real Redis (ISR pages,
 * rate limits, served-page sets) and a real PostgreSQL (commerce, the
 * studio's content and uploads, jobs), each with a data directory of its own. Needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run
 * starts both: scripts/ci-postgres.sh, scripts/ci-redis.sh); the suite runs
 * its own redis-server so it can stop and restart it. Last, a second nginx with
 * a page cache shows what a shared cache in front keys pages on.
 */
const A = sidePort(221);
const B = sidePort(222);
const NGINX = sidePort(223);
const NEXT_RELEASE = sidePort(224);
const REDIS = sidePort(225);
const SHARED_CACHE = sidePort(226);
const MANIFEST_TTL_MS = 1000;
const STUDIO_TOKEN = 'scale-out-studio-token';
const WEBHOOK_SECRET = 'scale-out-webhook-secret';
const work = path.resolve('.data', 'e2e-scaleout');

const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
test.skip(
  missing.length > 0,
  `The scale-out suite needs a PostgreSQL and a Redis server: ${missing.join(' and ')} not set (.ci/run starts both with scripts/ci-postgres.sh and scripts/ci-redis.sh).`,
);
test.describe.configure({ mode: 'serial' });

/** The suite's own Redis, without persistence, like production's cache. */
class RedisServer {
  private child: ChildProcess | null = null;
  async start() {
    mkdirSync(path.join(work, 'redis'), { recursive: true });
    this.child = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(REDIS), '--save', '', '--appendonly', 'no', '--dir', path.join(work, 'redis')],
      { stdio: 'ignore' },
    );
    await expect.poll(() => spawnSync('redis-cli', ['-p', String(REDIS), 'ping'], { encoding: 'utf8' }).stdout.trim(), { timeout: 10_000 }).toBe('PONG');
  }
  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function admin(statement: string) {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseName = `scaleout_${A}`;
const databaseUrl = () => {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${databaseName}`;
  return url.toString();
};

/**
 * The next release: the same sources built again get a new build id. Its own
 * directory holds a copy of the build under a new id (the sources and
 * node_modules are linked), as a deploy would put it beside the running one.
 */
function nextRelease(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync('.')) if (!['.next', '.data', '.git'].includes(entry)) symlinkSync(path.resolve(entry), path.join(dir, entry));
  const build = path.resolve('.next');
  cpSync(build, path.join(dir, '.next'), {
    recursive: true,
    filter: (source) => !['cache', 'trace'].includes(path.relative(build, source).split(path.sep)[0] ?? ''),
  });
  const oldId = readFileSync(path.join(build, 'BUILD_ID'), 'utf8').trim();
  const newId = randomBytes(16).toString('base64url');
  const rewrite = (file: string) => {
    if (statSync(file).isDirectory()) return readdirSync(file).forEach((name) => rewrite(path.join(file, name)));
    if (!/\.(json|js|html)$|BUILD_ID$/.test(file)) return;
    const text = readFileSync(file, 'utf8');
    if (text.includes(oldId)) writeFileSync(file, text.split(oldId).join(newId));
  };
  rewrite(path.join(dir, '.next'));
  cpSync(path.join(dir, '.next', 'static', oldId), path.join(dir, '.next', 'static', newId), { recursive: true });
  rmSync(path.join(dir, '.next', 'static', oldId), { recursive: true });
  return newId;
}

const redis = new RedisServer();
const instanceEnv = () => ({
  INSTANCE_COUNT: '2',
  DATABASE_URL: databaseUrl(),
  REDIS_URL: `redis://127.0.0.1:${REDIS}`,
  STUDIO_TOKEN,
  SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  SESSION_SECRET: 'scale-out-session-secret-of-32-characters',
  // Behind one nginx: its X-Forwarded-For names the client.
  TRUSTED_PROXY_HOPS: '1',
  CONTENT_MANIFEST_TTL_MS: String(MANIFEST_TTL_MS),
  // A deployment's shape on purpose, with test cards (server/platform/testGateway.ts).
  PAYMENTS_MODE: 'test',
  // A billing period a minute long, so the suite sees several periods' runs.
  BILLING_INTERVAL_MINUTES: '1',
});
async function startNginx(options: { port: number; upstreams: number[]; dir: string; cache?: boolean }): Promise<{ stop(): void }> {
  const nginxModule = '../scripts/nginx.mjs';
  return ((await import(nginxModule)) as { startNginx(o: typeof options): Promise<{ stop(): void }> }).startNginx(options);
}

const servers: { stop(): void }[] = [];
let nginx: { stop(): void } | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(work, { recursive: true, force: true });
  await redis.start();
  await admin(`drop database if exists ${databaseName} with (force)`);
  await admin(`create database ${databaseName}`);
  await Promise.all([A, B].map(async (port) => servers.push(await startAppServer(port, instanceEnv()))));
  nginx = await startNginx({ port: NGINX, upstreams: [A, B], dir: path.join(work, 'nginx') });
});

test.afterAll(async () => {
  nginx?.stop();
  for (const server of servers) server.stop();
  await redis.stop();
  await admin(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
});

const get = (port: number, pathname: string, host = 'www.tidy-nest.com', headers: Record<string, string> = {}) => rawRequest(port, pathname, { host, headers });

let probes = 0;
/**
 * Whether the instance on `port` now routes pages with `experiment` running. The studio's list answers from the
 * content; pages follow the instance's routing table, which keeps serving its last build while the next one is made
 * (the request that finds it old is answered from it), so a publish reaches the two at different moments. A visit
 * that brings a cohorts cookie is told its cohorts; each probe is another browser (another visit bucket), since one
 * in the holdout is in no experiment.
 */
async function routesWith(port: number, experiment: string): Promise<boolean> {
  probes += 1;
  const answer = await rawRequest(port, '/', { headers: { cookie: 'fecohorts=', 'user-agent': `Mozilla/5.0 routing-probe-${probes}` } });
  const cohorts =
    (answer.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('fecohorts='))
      ?.split(';')[0]
      ?.slice('fecohorts='.length) ?? '';
  // experiment=group|experiment=group
  return decodeURIComponent(cohorts)
    .split('|')
    .some((cohort) => cohort.split('=')[0] === experiment);
}
const cacheState = (answer: { headers: Record<string, unknown> }) => answer.headers['x-nextjs-cache'];

/** The suite's studio admin, signed in once: the setup token makes the first admin of this fresh database, and only once. */
let studioSession: Promise<{ cookies: string[]; csrf: string }> | undefined;

async function studio(port: number) {
  studioSession ??= (async () => {
    const signIn = await rawRequest(port, '/api/studio/session', {
      host: 'localhost',
      body: JSON.stringify({ token: STUDIO_TOKEN, email: 'admin@scale-out.example' }),
    });
    expect(signIn.status).toBe(200);
    const cookies = (signIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] as string);
    return { cookies, csrf: cookies.find((c) => c.startsWith('studio_csrf='))?.split('=')[1] ?? '' };
  })();
  const { cookies, csrf } = await studioSession;
  return async (pathname: string, method = 'GET', body?: unknown) => {
    const answer = await rawRequest(port, pathname, {
      host: 'localhost',
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { cookie: cookies.join('; '), 'x-studio-csrf': csrf },
    });
    expect(answer.status, `${method} ${pathname}: ${answer.text}`).toBeLessThan(300);
    return JSON.parse(answer.text);
  };
}

const redisState = async (port: number) => JSON.parse((await get(port, '/api/health', 'localhost')).text).redis;

const reportError = (port: number, client: string, localAddress?: string) =>
  rawRequest(port, '/api/client-errors', {
    host: 'localhost',
    body: JSON.stringify({ message: 'render failed' }),
    headers: { 'x-forwarded-for': client },
    localAddress,
  });

test('nginx balances over both instances and names the one that answered', async () => {
  const upstreams = new Set<string>();
  for (let i = 0; i < 6; i += 1) {
    const answer = await get(NGINX, '/api/health', 'localhost');
    expect(answer.status).toBe(200);
    upstreams.add(String(answer.headers['x-upstream']));
  }
  expect(upstreams).toEqual(new Set([`127.0.0.1:${A}`, `127.0.0.1:${B}`]));
});

test('a page rendered only by A is a cache HIT on B (not STALE), byte for byte', async () => {
  const onA = await get(A, '/vs');
  expect(onA.status).toBe(200);
  expect(cacheState(onA)).toBe('MISS');
  // Next gives a page whose lifetime it does not know 1 s: B reads it later than that, well within its 300 s.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const onB = await get(B, '/vs');
  expect(cacheState(onB)).toBe('HIT');
  expect(onB.text).toBe(onA.text);
});

test('a page warmed only through B is refreshed by a signed webhook on A: B and A serve the new content, rendered once', async () => {
  const warmed = await get(B, '/help');
  expect(warmed.text).toContain('Help center');
  // The content changes (an import, as from Sanity) without any page being refreshed…
  const help = seed.find((doc) => doc._type === 'page' && doc.path === 'help') as Record<string, unknown>;
  const changed = { ...help, title: 'Help centre, shared' };
  const file = path.join(work, 'help.ndjson');
  writeFileSync(file, `${JSON.stringify(changed)}\n`);
  const imported = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'content.ts'), 'import', file], {
    env: { ...process.env, ...instanceEnv() },
    encoding: 'utf8',
  });
  expect(imported.status, imported.stderr).toBe(0);
  expect((await get(B, '/help')).text).not.toContain('Help centre, shared');
  // …then the CMS webhook reaches A only.
  const body = JSON.stringify({ _id: help._id, _type: 'page', path: 'help' });
  const hook = await rawRequest(A, '/api/revalidate', {
    host: 'localhost',
    body,
    headers: { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET) },
  });
  expect(hook.status, hook.text).toBe(200);
  expect(JSON.parse(hook.text).revalidated).toMatchObject({ pages: 1 });

  // The change is in the page cache's shared log: B reads it within 200 ms, and its next visitor gets the page afresh.
  await expect.poll(async () => (await get(B, '/help')).text, { timeout: 5_000 }).toContain('Help centre, shared');
  const onB = await get(B, '/help');
  expect(cacheState(onB)).toBe('HIT');
  const onA = await get(A, '/help');
  expect(cacheState(onA)).toBe('HIT');
  expect(onB.text).toBe(onA.text);
});

test('a studio edit and a new brand published on A are served by B and through nginx within the manifest refresh + 2 s', async () => {
  const api = await studio(A);
  const landing = '/?adgroupid=160934275518';
  await get(B, landing, 'www.sparkle-clean.com');
  const { published } = await api('/api/studio/documents/adGroup.160934275518');
  const saved = await api('/api/studio/documents/adGroup.160934275518', 'PUT', {
    document: { ...published, title: 'Maids On Every Instance' },
    ifRevision: published._rev,
  });
  await api('/api/studio/documents/adGroup.160934275518?action=publish', 'POST', { ifRevision: saved.draft._rev });
  for (const port of [B, NGINX]) {
    await expect
      .poll(async () => (await get(port, landing, 'www.sparkle-clean.com')).text, { timeout: MANIFEST_TTL_MS + 2000, intervals: [100] })
      .toContain('>Maids On Every Instance</h1>');
  }

  // A brand launched the growth team's way: cloned on A (drafts), published, then served by B and through nginx with
  // its own icon, no deploy.
  const clone = await api('/api/studio/brands/tidy-nest/clone', 'POST', { key: 'shared-shine', appName: 'Shared Shine', domain: 'shared-shine.com' });
  const { draft } = await api(`/api/studio/documents/${clone.brandId}`);
  await api(`/api/studio/documents/${clone.brandId}?action=publish`, 'POST', { ifRevision: draft._rev });
  for (const port of [B, NGINX]) {
    await expect
      .poll(async () => (await get(port, '/', 'www.shared-shine.com')).text, { timeout: MANIFEST_TTL_MS + 2000, intervals: [100] })
      .toContain('alt="Shared Shine"');
    const icon = await get(port, '/favicon.ico', 'www.shared-shine.com');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  }
});

test('a scheduled publish runs once across both instances, and both serve it', async () => {
  test.setTimeout(60_000);
  const api = await studio(A);
  const id = 'adGroup.160934276358';
  const landing = '/?adgroupid=160934276358';
  // Both instances have served the page before the schedule is made.
  const before = await get(A, landing, 'www.sparkle-clean.com');
  expect(await get(B, landing, 'www.sparkle-clean.com')).toMatchObject({ status: 200 });
  const { published } = await api(`/api/studio/documents/${id}`);
  await api(`/api/studio/documents/${id}`, 'PUT', { document: { ...published, title: 'Maids, Right On Time' }, ifRevision: published._rev });
  const { schedule } = await api('/api/studio/schedules', 'POST', { documentId: id, action: 'publish', runAt: new Date(Date.now() + 3_000).toISOString() });
  expect(before.text).not.toContain('Maids, Right On Time');
  // Its job is due then; whichever instance's runner takes it publishes it.
  await expect
    .poll(
      async () =>
        ((await api(`/api/studio/schedules?documentId=${id}`)).schedules as { id: number; status: string }[]).find((s) => s.id === schedule.id)?.status,
      { timeout: 20_000, intervals: [500] },
    )
    .toBe('done');
  const { history } = await api(`/api/studio/documents/${id}`);
  expect((history as { action: string; by?: string }[]).filter((h) => h.action === 'publish').map((h) => h.by)).toEqual([
    'admin@scale-out.example (scheduled)',
  ]);
  const runs = ((await (await studio(B))('/api/studio/jobs')).jobs as JobView[]).filter((job) => job.title === `Scheduled publishing: publish ${id}`);
  expect(runs.map((job) => ({ state: job.state, attempts: job.attempts, result: job.result }))).toEqual([
    { state: 'done', attempts: 1, result: 'Published; pages show it from their next visit.' },
  ]);
  expect([`${hostname()}:${A}`, `${hostname()}:${B}`]).toContain(runs[0]?.ranOn);
  // The cached copies ended at the schedule's time: the next visits on each instance regenerate them.
  for (const port of [A, B]) {
    await expect
      .poll(async () => (await get(port, landing, 'www.sparkle-clean.com')).text, { timeout: MANIFEST_TTL_MS + 4000, intervals: [250] })
      .toContain('>Maids, Right On Time</h1>');
  }
});

test('a picture uploaded through A is served by B, whose data directory never had it, as a file and through the image optimizer', async () => {
  await studio(A);
  const { cookies, csrf } = await (studioSession as Promise<{ cookies: string[]; csrf: string }>);
  const picture = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 12, g: 140, b: 90 } } })
    .png()
    .toBuffer();
  const upload = await fetch(`http://127.0.0.1:${A}/api/studio/assets`, {
    method: 'POST',
    headers: { cookie: cookies.join('; '), 'x-studio-csrf': csrf, 'content-type': 'image/png', 'x-filename': 'shared-hero.png' },
    body: picture,
  });
  expect(upload.status, await upload.clone().text()).toBe(201);
  const { asset } = (await upload.json()) as { asset: { url: string } };
  expect(asset.url).toMatch(/^\/api\/assets\/[0-9a-f]{40}-480x320\.png$/);

  const onB = await fetch(`http://127.0.0.1:${B}${asset.url}`);
  expect(onB.status).toBe(200);
  expect(onB.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await onB.arrayBuffer())).toEqual(picture);
  const optimized = await fetch(`http://127.0.0.1:${B}/_next/image?url=${encodeURIComponent(asset.url)}&w=640&q=75`, { headers: { accept: 'image/webp' } });
  expect(optimized.status).toBe(200);
  expect(optimized.headers.get('content-type')).toBe('image/webp');
  for (const port of [A, B]) expect(existsSync(path.resolve('.data', `e2e-server-${port}`, 'assets'))).toBe(false);
});

/** Limits either instance took from its own memory since it started: Redis did not answer one in time (rateLimit.ts). */
const fallbacks = async () => {
  let total = 0;
  for (const port of [A, B]) total += Number(JSON.parse((await get(port, '/api/health', 'localhost')).text).redisFallbacks);
  return total;
};

/**
 * What a run of limits allowed while Redis answered each in time. A limit Redis is too slow for is the documented
 * fallback (each instance counts alone), which a loaded machine can hit mid-run: that run is taken again, with a new client.
 */
async function whileShared(run: (attempt: number) => Promise<number[]>): Promise<number[]> {
  for (let attempt = 0; ; attempt += 1) {
    const before = await fallbacks();
    const statuses = await run(attempt);
    if ((await fallbacks()) === before || attempt === 2) return statuses;
  }
}

test('one limit across instances: 6 reports to A and 6 to B, exactly 10 allowed; a forged X-Forwarded-For through nginx gets no fresh limit', async () => {
  const statuses = await whileShared(async (attempt) => {
    const answers: number[] = [];
    for (const port of [A, A, A, A, A, A, B, B, B, B, B, B]) answers.push((await reportError(port, `198.51.100.${20 + attempt}`)).status);
    return answers;
  });
  expect(statuses.filter((s) => s === 204)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(2);

  // Through nginx the client is the address nginx saw, whatever the request claims.
  const forged = await whileShared(async (attempt) => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await reportError(NGINX, `203.0.113.${i}`, `127.0.0.${3 + attempt}`)).status);
    return answers;
  });
  expect(forged.slice(0, 10)).toEqual(Array(10).fill(204));
  expect(forged.slice(10)).toEqual([429, 429]);
});

test('Redis stopped mid-run: pages still render (misses), limits fall back to memory, nothing answers 5xx; Redis back: sharing resumes', async () => {
  await redis.stop();
  await expect.poll(() => redisState(A), { timeout: 5_000, intervals: [100] }).toBe('unreachable');
  for (const port of [A, B, NGINX]) {
    for (const pathname of ['/', '/deal', '/us/ca', '/help', '/reviews']) {
      const answer = await get(port, pathname);
      expect(answer.status, `${port} ${pathname}`).toBe(200);
      expect(cacheState(answer), `${port} ${pathname}`).not.toBe('HIT');
    }
    const graphql = await rawRequest(port, '/api/graphql', { body: JSON.stringify({ query: '{ lmcPolicy { lmcHours } }' }) });
    expect(graphql.status).toBe(200);
  }
  // Each instance now limits on its own: A stops this client after 10, B still has its own 10.
  const onA: number[] = [];
  for (let i = 0; i < 11; i += 1) onA.push((await reportError(A, '198.51.100.30')).status);
  expect(onA).toEqual([...Array(10).fill(204), 429]);
  expect((await reportError(B, '198.51.100.30')).status).toBe(204);

  await redis.start();
  for (const port of [A, B]) await expect.poll(() => redisState(port), { timeout: 15_000, intervals: [250] }).toBe('connected');
  // Once the instances have reconnected, a page rendered by A is served by B from the shared cache again…
  expect(cacheState(await get(A, '/us/il/chicago'))).toBe('MISS');
  expect(cacheState(await get(B, '/us/il/chicago'))).toBe('HIT');
  // …and limits are shared again.
  const statuses: number[] = [];
  for (const port of [A, A, A, A, A, A, B, B, B, B, B, B]) statuses.push((await reportError(port, '198.51.100.40')).status);
  expect(statuses.filter((s) => s === 204)).toHaveLength(10);
});

test("a second build's instances never serve the first build's pages", async () => {
  test.setTimeout(120_000);
  const first = await get(A, '/deal');
  expect(cacheState(await get(B, '/deal'))).toBe('HIT');
  const newId = nextRelease(path.join(work, 'next-release'));
  const release = await startAppServer(NEXT_RELEASE, instanceEnv(), { projectDir: path.join(work, 'next-release') });
  servers.push(release);
  const rendered = await get(NEXT_RELEASE, '/deal');
  expect(rendered.status).toBe(200);
  expect(cacheState(rendered)).toBe('MISS');
  expect(rendered.text).toContain(`"buildId":"${newId}"`);
  expect(cacheState(await get(NEXT_RELEASE, '/deal'))).toBe('HIT');
  // The running build keeps its own pages.
  const again = await get(A, '/deal');
  expect(cacheState(again)).toBe('HIT');
  expect(again.text).toBe(first.text);
  expect(again.text).not.toContain(newId);
});

test('membership billing runs once a period with both instances running it', async () => {
  test.setTimeout(120_000);
  const api = await studio(B);
  const billing = async () => ((await api('/api/studio/jobs')).jobs as JobView[]).filter((job) => job.title === 'Membership billing');
  // The instances have been up for over a minute by now: each period has had both instances send its job many times.
  // One finished period shows that as well as two, and waits half as long for the minute to turn.
  await expect
    .poll(async () => (await billing()).filter((job) => job.state === 'done').length, { timeout: 90_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(1);
  const runs = await billing();
  const periods = runs.map((job) => job.periodFrom);
  expect(periods.every((period) => period !== null && new Date(period).getUTCSeconds() === 0)).toBe(true);
  expect(new Set(periods).size).toBe(runs.length);
  for (const run of runs.filter((job) => job.state === 'done')) expect(run).toMatchObject({ attempts: 1, result: '0 charged, 0 failed' });
});

test('a shared cache in front keys pages on page_variant: each group gets its own copy, returning visitors of a group hit it', async () => {
  test.setTimeout(90_000);
  const shared = await startNginx({ port: SHARED_CACHE, upstreams: [A, B], dir: path.join(work, 'nginx-cache'), cache: true });
  const api = await studio(A);
  const reskin = '/api/studio/documents/experiment.reskinned_landing_v1';
  const setExperiment = async (fields: Record<string, unknown>) => {
    const { published } = await api(reskin);
    const saved = await api(reskin, 'PUT', { document: { ...published, ...fields }, ifRevision: published._rev });
    await api(`${reskin}?action=publish`, 'POST', { ifRevision: saved.draft._rev });
    return published as Record<string, unknown>;
  };
  // The reskin changes the home page's HTML; it runs for this test only (the other tests expect one page per URL).
  const seeded = await setExperiment({ status: 'running', trafficPercent: 100 });
  try {
    for (const port of [A, B]) {
      await expect.poll(() => routesWith(port, 'reskinned_landing_v1'), { timeout: MANIFEST_TTL_MS + 5000, intervals: [100] }).toBe(true);
    }

    type Answer = Awaited<ReturnType<typeof rawRequest>>;
    type Cookies = Record<string, string>;
    type Visitor = { cookies: Cookies; first: Answer };
    const visit = (cookies: Cookies, pathname = '/') => {
      const cookie = Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
      return rawRequest(SHARED_CACHE, pathname, { headers: cookie ? { cookie } : {} });
    };
    const setCookies = (answer: Answer): Cookies =>
      Object.fromEntries((answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!.split(/=(.*)/s).slice(0, 2)));
    const skins = (answer: Answer) => [...new Set([...answer.text.matchAll(/data-skin="(\w+)"/g)].map((m) => m[1]))];
    const cacheStatus = (answer: Answer) => answer.headers['x-cache-status'];
    const isPrivate = (answer: Answer) => answer.headers['cache-control'] === 'private, no-store';

    const isShared = (answer: Answer) => /^public, s-maxage=\d+/.test(answer.headers['cache-control'] ?? '');
    const firstVisit = (agent: string) => rawRequest(SHARED_CACHE, '/', { headers: { 'user-agent': agent } });
    const establish = (agent: string) =>
      rawRequest(SHARED_CACHE, '/api/visit', {
        method: 'POST',
        headers: { 'user-agent': agent, 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/' }),
      });

    // A first visit is keyed on its visit bucket, which nginx draws from the address and user agent: the app answers
    // with the bucket's page, publicly and with no cookie, so the same browser's next first visit is a HIT. Once the
    // page has loaded, it establishes the visit (POST /api/visit): that answer is the visitor's own.
    const groups: Record<string, Visitor[]> = { classic: [], reskin: [] };
    for (let i = 0; groups.classic!.length < 2 || groups.reskin!.length < 2; i += 1) {
      expect(i, 'candidate browsers, in both groups').toBeLessThan(64);
      const agent = `cache-visitor-${i}`;
      const first = await firstVisit(agent);
      const again = await firstVisit(agent);
      for (const answer of [first, again]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['set-cookie']).toBeUndefined();
        expect(isShared(answer)).toBe(true);
      }
      expect(cacheStatus(again)).toBe('HIT');
      expect(again.text).toBe(first.text);
      expect(skins(first)).toHaveLength(1);
      const visit = await establish(agent);
      expect(visit.status).toBe(200);
      expect(isPrivate(visit)).toBe(true);
      expect(Object.keys(setCookies(visit))).toEqual(expect.arrayContaining(['sid', 'page_variant', 'offer']));
      groups[skins(first)[0]!]!.push({ cookies: setCookies(visit), first });
    }
    const [a, otherA] = groups.classic as [Visitor, Visitor];
    const [b, otherB] = groups.reskin as [Visitor, Visitor];
    // One value per group, a different one for the other group.
    expect(otherA.cookies.page_variant).toBe(a.cookies.page_variant);
    expect(otherB.cookies.page_variant).toBe(b.cookies.page_variant);
    expect(a.cookies.page_variant).not.toBe(b.cookies.page_variant);

    // A brings B's page_variant (stale, or copied): the app shows A's own group and sets A's value, privately, and
    // the cache keeps nothing under the key it was asked with.
    const crossed = await visit({ ...a.cookies, page_variant: b.cookies.page_variant! });
    expect([cacheStatus(crossed), isPrivate(crossed), skins(crossed), setCookies(crossed)]).toEqual([
      'MISS',
      true,
      ['classic'],
      { page_variant: a.cookies.page_variant },
    ]);

    // Each returning visitor: the app agrees with every cookie and sets none, so the page is public and stored under
    // its variant; the next request with those cookies is a HIT, with the bytes that visitor was first shown.
    const returns = async (visitor: Visitor, skin: string) => {
      const stored = await visit(visitor.cookies);
      const hit = await visit(visitor.cookies);
      for (const answer of [stored, hit]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['set-cookie']).toBeUndefined();
        expect(answer.headers['cache-control']).toMatch(/^s-maxage=\d+/);
        expect(skins(answer)).toEqual([skin]);
        expect(answer.text).toBe(visitor.first.text);
      }
      return [cacheStatus(stored), cacheStatus(hit)];
    };
    expect(await returns(a, 'classic')).toEqual(['MISS', 'HIT']);
    // B's group has its own copy: a MISS, not A's page (nor A's private answer above).
    expect(await returns(b, 'reskin')).toEqual(['MISS', 'HIT']);
    // Another visitor of each group has that group's page_variant and gets the group's copy from the cache.
    expect(await returns(otherB, 'reskin')).toEqual(['HIT', 'HIT']);
    expect(await returns(otherA, 'classic')).toEqual(['HIT', 'HIT']);

    // A studio person's preview or pinned QA groups are never served from the cache nor stored.
    for (const name of ['fe_qa', '__prerender_bypass', 'studio_preview']) {
      expect(cacheStatus(await visit({ ...a.cookies, [name]: 'studio' })), name).toBe('BYPASS');
    }
    // A cached-deal page is the same for every visitor without cookies; with their id, a visitor gets their own group.
    expect([cacheStatus(await visit({}, '/cached-deal')), cacheStatus(await visit({}, '/cached-deal'))]).toEqual(['MISS', 'HIT']);
    const dealForB = await visit(b.cookies, '/cached-deal');
    expect([cacheStatus(dealForB), skins(dealForB)]).toEqual(['BYPASS', ['reskin']]);
    expect(skins(await visit({}, '/cached-deal'))).toEqual(['classic']);
    // The key's host is the Host header the app is sent, not one an absolute request line names.
    const named = await rawRequest(SHARED_CACHE, 'http://www.sparkle-clean.com/cached-deal?named=1', { host: 'www.tidy-nest.com' });
    expect(named.text).toContain('alt="Tidy Nest"');
    const sparkle = await rawRequest(SHARED_CACHE, '/cached-deal?named=1', { host: 'www.sparkle-clean.com' });
    expect([cacheStatus(sparkle), sparkle.text.includes('alt="Sparkle Clean"'), sparkle.text.includes('alt="Tidy Nest"')]).toEqual(['MISS', true, false]);
  } finally {
    shared.stop();
    await setExperiment({ status: seeded.status, trafficPercent: seeded.trafficPercent });
    // The tests after this one expect one page per URL again, from either instance.
    for (const port of [A, B]) {
      await expect.poll(() => routesWith(port, 'reskinned_landing_v1'), { timeout: MANIFEST_TTL_MS + 5000, intervals: [100] }).toBe(false);
    }
  }
});

test('first visits through nginx, 3 brands × 2 ad groups × 2 pricing groups: the second is a cache HIT, at the price quoted and charged', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const FIRST_VISITS = sidePort(227);
  const cache = await startNginx({ port: FIRST_VISITS, upstreams: [A, B], dir: path.join(work, 'nginx-first-visits'), cache: true });
  const api = await studio(A);
  const pricing = '/api/studio/documents/experiment.pricing';
  const { published: seeded } = await api(pricing);
  // A pricing experiment runs only once an admin other than its author approves it: a second admin, signed in by the
  // link the studio leaves in the outbox (no SMTP server here).
  const approverEmail = 'approver@scale-out.example';
  await api('/api/studio/people', 'POST', { email: approverEmail, role: 'admin' });
  await rawRequest(A, '/api/studio/session', { host: 'localhost', body: JSON.stringify({ email: approverEmail }) });
  // The studio sends the link after it answers: the outbox has it a moment later.
  const linkInOutbox = async () => {
    const outbox = new Client({ connectionString: databaseUrl() });
    await outbox.connect();
    const { rows } = await outbox
      .query<{ text_body: string }>(`select text_body from email_outbox where to_address = $1 order by id desc limit 1`, [approverEmail])
      .finally(() => outbox.end());
    return /\/studio\/sign-in\?token=([\w-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
  };
  await expect.poll(linkInOutbox, { timeout: 10_000, intervals: [200] }).toBeDefined();
  const link = await linkInOutbox();
  const approverSession = await rawRequest(A, '/api/studio/session', { host: 'localhost', body: JSON.stringify({ link }) });
  expect(approverSession.status).toBe(200);
  const approverCookies = (approverSession.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] as string);
  const approve = (ifRevision: string) =>
    rawRequest(A, `${pricing}?action=approve`, {
      host: 'localhost',
      body: JSON.stringify({ ifRevision }),
      headers: {
        cookie: approverCookies.join('; '),
        'x-studio-csrf': approverCookies.find((c) => c.startsWith('studio_csrf='))?.split('=')[1] ?? '',
      },
    });
  const setPricing = async (fields: Record<string, unknown>) => {
    const { published } = await api(pricing);
    const saved = await api(pricing, 'PUT', { document: { ...published, ...fields }, ifRevision: published._rev });
    if (fields.status === 'running') expect((await approve(saved.draft._rev)).status).toBe(200);
    await api(`${pricing}?action=publish`, 'POST', { ifRevision: saved.draft._rev });
  };
  // Two pricing groups for everyone: control ($49 a month) and $39 a month.
  const variants = (seeded.variants as { key: string }[]).filter((v) => v.key === 'control' || v.key === 'monthly_39');
  await setPricing({ status: 'running', trafficPercent: 100, variants });
  try {
    for (const port of [A, B]) {
      await expect.poll(() => routesWith(port, 'pricing'), { timeout: MANIFEST_TTL_MS + 5000, intervals: [100] }).toBe(true);
    }

    const HOSTS = ['www.sparkle-clean.com', 'www.tidy-nest.com', 'bright-maids.com'];
    const AD_GROUPS = ['148203961127', '152718340741'];
    const monthlyOf = (html: string) => /The membership is charged at \$(\d+)\/month/.exec(html)?.[1];
    const pricesOf = (html: string) => [...html.matchAll(/data-testid="price-(\d+)">\$([\d.]+)</g)].map((m) => [Number(m[1]), Math.round(Number(m[2]) * 100)]);
    // A browser per group: nginx draws a first visit's bucket from the address and user agent.
    const agents = new Map<string, string>();
    for (let i = 0; agents.size < 2; i += 1) {
      expect(i, 'user agents in both pricing groups').toBeLessThan(64);
      const agent = `Mozilla/5.0 (X11; Linux x86_64) first-visit-${i}`;
      const probe = await rawRequest(FIRST_VISITS, '/deal', { host: HOSTS[0], headers: { 'user-agent': agent } });
      const monthly = monthlyOf(probe.text)!;
      if (!agents.has(monthly)) agents.set(monthly, agent);
    }
    expect([...agents.keys()].sort()).toEqual(['39', '49']);

    const ledger = () =>
      [A, B].flatMap((port) => {
        const file = path.resolve('.data', `e2e-server-${port}`, 'test-gateway', 'ledger.json');
        return existsSync(file) ? Object.entries((JSON.parse(readFileSync(file, 'utf8')) as { charges: Record<string, { amountCents: number }> }).charges) : [];
      });
    let checked = 0;
    for (const host of HOSTS) {
      for (const adGroup of AD_GROUPS) {
        for (const [monthly, agent] of agents) {
          const url = `http://${host}:${FIRST_VISITS}/deal?adgroupid=${adGroup}`;
          const label = `${host} ${adGroup} $${monthly}/month`;
          const visits = [];
          for (let visit = 0; visit < 2; visit += 1) {
            const context = await browser.newContext({ userAgent: agent });
            const page = await context.newPage();
            const response = (await page.goto(url))!;
            const headers = await response.allHeaders();
            const html = await response.text();
            visits.push({ context, page, headers, html });
            // Nothing of the visitor's own in a page a cache may share.
            expect(headers['set-cookie'], label).toBeUndefined();
            expect(headers['cache-control'], label).toMatch(/^public, s-maxage=\d+/);
            expect(monthlyOf(html), label).toBe(monthly);
          }
          const [first, second] = visits as [(typeof visits)[number], (typeof visits)[number]];
          expect(second.headers['x-cache-status'], label).toBe('HIT');
          expect(second.html, label).toBe(first.html);
          await first.context.close();

          // The second visitor's page establishes the visit; the server then quotes and charges what the page showed.
          const { page, context } = second;
          await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'page_variant'), { timeout: 10_000 }).toBe(true);
          const [hours, shown] = pricesOf(second.html)[0]!;
          // From the page itself, as its scripts call the server: same origin, the visit's cookies.
          const post = <T>(pathname: string, body: unknown) =>
            page.evaluate(
              async ([to, data]) =>
                (await fetch(to as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })).json(),
              [pathname, body] as const,
            ) as Promise<T>;
          const gql = async <T>(query: string, variables: Record<string, unknown>) => (await post<{ data: T }>('/api/graphql', { query, variables })).data;
          const plan = monthly === '39' ? 'FOREVERCLEAN_39_1_6_99' : 'CCF_1';
          const email = `first-visit-${checked}-${Date.now()}@example.com`;
          const { voucherPriceAndIntent: quote } = await gql<{
            voucherPriceAndIntent: { __typename: string; intent: string; price: number; priceBeforeSalesTax: number };
          }>(
            `query ($o: PricingPlanKey!, $h: Float!, $z: String!, $e: String) { voucherPriceAndIntent(voucherOption: $o, numHours: $h, zipcode: $z, email: $e) { __typename ... on VoucherPriceQuote { intent price priceBeforeSalesTax } } }`,
            { o: plan, h: hours, z: '43206', e: email },
          );
          expect(quote.__typename, `${label}: ${plan} for ${hours} h`).toBe('VoucherPriceQuote');
          expect(Math.round(quote.priceBeforeSalesTax * 100), label).toBe(shown);
          const { token } = await post<{ token: string }>('/api/payments/test-tokens', { ccNumber: freshTestCard(), ccExpiration: '12/39', cvc: '123' });
          // Both groups' plans sell a voucher first.
          const field = 'purchaseVoucher';
          const bought = await gql<Record<string, { success: boolean; message: string | null }>>(
            `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success message } }`,
            { input: { intent: quote.intent, paymentToken: token, hours, email, zipcode: '43206', phone: '6145550100' } },
          );
          expect(bought[field], label).toMatchObject({ success: true });
          expect(ledger().find(([intent]) => intent === quote.intent)?.[1].amountCents, label).toBe(Math.round(quote.price * 100));
          await context.close();
          checked += 1;
        }
      }
    }
    expect(checked).toBe(12);
  } finally {
    cache.stop();
    await setPricing({ status: seeded.status, trafficPercent: seeded.trafficPercent, variants: seeded.variants });
  }
});
