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
import { clusterPlan, instanceEnv, untilHealthy } from './clusterPlan.mjs';

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

async function main() {
  const { port, instances, redisPort, postgresPort } = clusterPlan(process.env);
  // One build for every instance, made before any of them starts.
  buildIfNeeded();

  const redis = startRedis({ port: redisPort, dir: path.join('/tmp', `homeclean-cluster-redis-${port}`) });
  cleanups.push(redis.stop);
  let databaseUrl = process.env.DATABASE_URL;
  if (postgresPort !== null) {
    const postgres = startPostgres({ port: postgresPort, dir: path.join('/tmp', `homeclean-cluster-pg-${port}`) });
    cleanups.push(postgres.stop);
    databaseUrl = postgres.url;
  }

  const env = instanceEnv(process.env, { instanceCount: instances.length, databaseUrl, redisUrl: redis.url, secret });
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
      return untilHealthy(instancePort, child, log);
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
