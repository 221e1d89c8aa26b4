/**
 * Throwaway Redis and PostgreSQL servers on loopback for `npm run
 * start:cluster` and the bench, started by the same scripts CI uses
 * (scripts/ci-redis.sh, scripts/ci-postgres.sh). Both start empty.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Runs a CI server script and returns the variables it prints (`export NAME=value`). */
function serverScript(script, env) {
  const output = execFileSync('bash', [path.join('scripts', script)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return Object.fromEntries([...output.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
}

/** `maxMemoryMb`: what it may hold before it evicts pages (ci-redis.sh's 256 MB when not given). */
export function startRedis({ port, dir, maxMemoryMb }) {
  const size = maxMemoryMb ? { REDIS_TEST_MAXMEMORY: `${maxMemoryMb}mb` } : {};
  const { TEST_REDIS_URL } = serverScript('ci-redis.sh', { REDIS_TEST_PORT: String(port), REDIS_TEST_DIR: dir, ...size });
  return { url: TEST_REDIS_URL, stop: () => execFileSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave'], { stdio: 'ignore' }) };
}

export function startPostgres({ port, dir }) {
  const { TEST_DATABASE_URL, PG_TEST_DIR } = serverScript('ci-postgres.sh', { PG_TEST_PORT: String(port), PG_TEST_DIR: dir });
  const pgCtl = path.join(execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], { encoding: 'utf8' }).trim(), 'pg_ctl');
  const stopArgs = [pgCtl, '-D', PG_TEST_DIR, '-m', 'fast', 'stop'];
  // As root the server runs as the postgres user (initdb refuses root), as in ci-postgres.sh.
  const [command, ...args] = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...stopArgs] : stopArgs;
  return { url: TEST_DATABASE_URL, stop: () => execFileSync(command, args, { stdio: 'ignore' }) };
}
