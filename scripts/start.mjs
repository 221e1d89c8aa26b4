#!/usr/bin/env node
/**
 * `npm start`: build when needed, prepare the embedded data, then serve on
 * PORT (default 3000) with server/runtime/serve.mjs (Next's request handler).
 * With several instances (INSTANCE_COUNT > 1 or REDIS_URL) it never
 * builds: instances starting together would race to build, and they must all
 * serve one build (docs/deploy.md).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { prepareData } from './prepare-data.mjs';

const port = process.env.PORT || '3000';
if (!/^\d{1,5}$/.test(port)) {
  console.error(`[start] PORT must be a number, got "${port}"`);
  process.exit(1);
}

const scaledOut = Number(process.env.INSTANCE_COUNT || 1) > 1 || !!process.env.REDIS_URL;

try {
  if (!scaledOut) buildIfNeeded();
  else if (!existsSync(path.join('.next', 'BUILD_ID')))
    throw new Error('several instances serve one build: run `npm run build` once, then start each instance');
  await prepareData();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

/**
 * How the server's memory is held (measured in docs/quality.md, "Where the server's memory goes"):
 * - --heap-growing-percent=30: under load V8 let the old generation grow to about four times what was live (400 MB of
 *   mostly garbage for ~100 MB live) before collecting; growing it by 30 % at a time keeps it near what is live, for
 *   more frequent but short collections.
 * - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own arena of native memory; two are plenty for a
 *   server whose work is on one JavaScript thread, and save about 40 MB.
 * - --expose-gc: if the server itself had to create the embedded database (no tsx, see prepare-data.mjs) it drops the
 *   instance that did it and collects it at once (db/client.ts).
 */
const NODE_FLAGS = ['--expose-gc', '--heap-growing-percent=30'];
const server = spawn(process.execPath, [...NODE_FLAGS, path.join('server', 'runtime', 'serve.mjs')], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
