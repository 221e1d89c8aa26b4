/**
 * Several instances: req/s of an ISR landing page through nginx in front of
 * two instances, beside one instance of the same configuration (shared Redis
 * cache, PostgreSQL) asked directly, and nginx in front of that one instance
 * (what the balancer itself costs). All on this machine's cores, so two
 * instances compete with nginx and the load generator for them: the figure
 * shows what a second instance adds here, not on a second machine.
 */
import path from 'node:path';
import pg from 'pg';
import { bestOfRounds, load, row } from './load.mjs';
import { startServer } from './server.mjs';
import { startNginx } from '../nginx.mjs';
import { startPostgres, startRedis } from '../sharedServices.mjs';

/** A fresh database `name` on the test server (TEST_DATABASE_URL or DATABASE_URL), or on a throwaway one. */
export async function freshDatabase(port, stops, name = 'bench_cluster') {
  let admin = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!admin) {
    const postgres = startPostgres({ port, dir: path.join('/tmp', `homeclean-bench-pg-${port}`) });
    stops.push(postgres.stop);
    admin = postgres.url;
  }
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The studio's setup token the bench's instances share. */
export const BENCH_STUDIO_TOKEN = 'bench-cluster-studio-token';

/** Two instances' environment: what several instances must share (docs/deploy.md), behind one nginx, with test cards. */
export const instanceEnv = ({ databaseUrl, redisUrl }) => ({
  INSTANCE_COUNT: '2',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  STUDIO_TOKEN: BENCH_STUDIO_TOKEN,
  SANITY_WEBHOOK_SECRET: 'bench-cluster-webhook-secret',
  SESSION_SECRET: 'bench-cluster-session-secret-of-32-characters',
  TRUSTED_PROXY_HOPS: '1',
  PAYMENTS_MODE: 'test',
});

/** Drops a database freshDatabase made (its server still running). */
export async function dropDatabase(url) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

export async function clusterThroughput({ port, seconds }) {
  const stops = [];
  const out = ['Several instances (ISR page /?adgroupid=…; reference: one instance of the same configuration, asked directly)'];
  try {
    const redis = startRedis({ port: port + 10, dir: path.join('/tmp', `homeclean-bench-redis-${port}`) });
    stops.push(redis.stop);
    const env = instanceEnv({ databaseUrl: await freshDatabase(port + 11, stops), redisUrl: redis.url });
    const [one, two] = await Promise.all([port + 12, port + 13].map((p) => startServer({ port: p, dataDir: path.join('.data', `bench-cluster-${p}`), env })));
    stops.push(one.stop, two.stop);
    const balanced = await startNginx({ port: port + 14, upstreams: [port + 12, port + 13], dir: path.join(process.cwd(), '.data', 'bench-cluster-nginx-2') });
    stops.push(balanced.stop);
    const single = await startNginx({ port: port + 15, upstreams: [port + 12], dir: path.join(process.cwd(), '.data', 'bench-cluster-nginx-1') });
    stops.push(single.stop);

    const page = (p) => ({ url: `http://127.0.0.1:${p}/?adgroupid=148203961127`, headers: { host: 'www.sparkle-clean.com' }, seconds });
    const targets = { direct: page(port + 12), single: page(port + 15), balanced: page(port + 14) };
    for (const target of Object.values(targets)) await load({ ...target, seconds: 2 });
    const best = await bestOfRounds(targets);
    out.push(row('  one instance, directly (reference)', best.direct));
    out.push(row('  nginx → the same one instance', best.single, best.direct));
    out.push(row('  nginx → two instances (least_conn)', best.balanced, best.direct));
  } finally {
    for (const stop of stops.reverse()) {
      try {
        stop();
      } catch {
        // already stopped
      }
    }
  }
  out.push('');
  return out;
}
