#!/usr/bin/env node
/**
 * `npm start`: build when needed, prepare the embedded data, then serve on
 * PORT (default 3000).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { prepareData } from './prepare-data.mjs';

const port = process.env.PORT || '3000';
if (!/^\d{1,5}$/.test(port)) {
  console.error(`[start] PORT must be a number, got "${port}"`);
  process.exit(1);
}

try {
  buildIfNeeded();
  await prepareData();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', port], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
