#!/usr/bin/env node
/**
 * `npm run start:cluster`: the production topology on one machine, to try it.
 * nginx on PORT (default 3000), a shared page cache (scripts/nginx.mjs), balances two instances of one build (PORT+1,
 * PORT+2) that share a Redis (PORT+3390) and a PostgreSQL: DATABASE_URL if
 * set, otherwise a throwaway server on PORT+2442 (Debian's postgresql,
 * installed when missing and allowed). Redis and the local PostgreSQL start
 * empty each time. Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { startNginx } from './nginx.mjs';
import { keptSecret } from './secrets.mjs';
import { startPostgres, startRedis } from './sharedServices.mjs';

const port = Number(process.env.PORT || 3000);
const instances = [port + 1, port + 2];
const dir = path.resolve(process.env.DATA_DIR || '.data', 'cluster');
mkdirSync(dir, { recursive: true });

const children = [];
const cleanups = [];
const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  for (const cleanup of cleanups.reverse()) cleanup();
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

/** A secret kept in the cluster folder, so a restart keeps studio sessions and the webhook secret. */
const secret = (name) => keptSecret(path.join(dir, name));

async function healthy(instancePort, child, log) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on ${instancePort} exited; see ${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${instancePort}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the instance on ${instancePort} did not start; see ${log}`);
}

async function main() {
  // One build for every instance, made before any of them starts.
  buildIfNeeded();

  const redis = startRedis({ port: port + 3390, dir: path.join('/tmp', `homeclean-cluster-redis-${port}`) });
  cleanups.push(redis.stop);
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const postgres = startPostgres({ port: port + 2442, dir: path.join('/tmp', `homeclean-cluster-pg-${port}`) });
    cleanups.push(postgres.stop);
    databaseUrl = postgres.url;
  }

  const env = {
    ...process.env,
    INSTANCE_COUNT: String(instances.length),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    STUDIO_TOKEN: process.env.STUDIO_TOKEN || secret('studio-token'),
    SANITY_WEBHOOK_SECRET: process.env.SANITY_WEBHOOK_SECRET || secret('webhook-secret'),
    SESSION_SECRET: process.env.SESSION_SECRET || secret('session-secret'),
    TRUSTED_PROXY_HOPS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    // A local cluster takes test cards unless Stripe keys are given (server/platform/testGateway.ts).
    ...(process.env.STRIPE_SECRET_KEY ? {} : { PAYMENTS_MODE: 'test' }),
  };
  await Promise.all(
    instances.map((instancePort) => {
      const dataDir = path.join(dir, `instance-${instancePort}`);
      mkdirSync(dataDir, { recursive: true });
      const log = path.join(dataDir, 'server.log');
      const out = openSync(log, 'a');
      const child = spawn(process.execPath, [path.join('scripts', 'start.mjs')], {
        env: { ...env, PORT: String(instancePort), DATA_DIR: dataDir },
        stdio: ['ignore', out, out],
        detached: true,
      });
      children.push(child);
      return healthy(instancePort, child, log);
    }),
  );
  const nginx = await startNginx({ port, upstreams: instances, dir: path.join(dir, 'nginx'), cache: true });
  cleanups.push(nginx.stop);

  console.log(
    `[cluster] http://localhost:${port} → nginx → instances on ${instances.join(', ')} (logs in ${path.relative(process.cwd(), dir)}/instance-*/server.log)`,
  );
  console.log(`[cluster] Redis ${redis.url}, PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`);
  console.log(`[cluster] studio: http://localhost:${port}/studio, token ${env.STUDIO_TOKEN}`);
  console.log('[cluster] Ctrl-C stops everything');
  await new Promise(() => {});
}

main().catch((error) => {
  console.error(`[cluster] ${error.message}`);
  process.exit(1);
});
