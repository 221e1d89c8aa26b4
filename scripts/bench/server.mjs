/**
 * Starts the production server for a benchmark on its own port and DATA_DIR,
 * and stops it afterwards. `prepare(dataDir)` runs once the directory is
 * emptied and before the server is spawned: what the server should find there
 * on start (a content dataset, a ready database).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';

export async function startServer({ port, dataDir, env = {}, prepare }) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await prepare?.(dataDir);
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [path.join('scripts', 'start.mjs')], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: '1',
      GRAPHQL_MUTATIONS_PER_MINUTE: '100000',
      GRAPHQL_QUOTES_PER_MINUTE: '100000',
      STUDIO_TOKEN: '',
      ...env,
    },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  process.on('exit', stop);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited; see ${dataDir}/server.log`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { pid: child.pid, stop, spawnedAt };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`server did not start; see ${dataDir}/server.log`);
}
