import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

// Each test starts its own production server (the build e2e.mjs made) with a broken dependency.

function get(port: number, pathname: string, host = 'www.tidy-nest.com', body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname: '127.0.0.1', port, path: pathname, method: body ? 'POST' : 'GET', headers: { host, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function startServer(port: number, env: Record<string, string>): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = path.join('.data', `e2e-fault-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(path.join(dataDir, 'content'), { recursive: true });
  cpSync(path.join('content', 'seed.ndjson'), path.join(dataDir, 'content', 'dataset.ndjson'));
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)], {
    stdio: ['ignore', log, log],
    env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  await expect
    .poll(async () => (await get(port, '/api/health').catch(() => ({ status: 0 }))).status, { timeout: 60_000, intervals: [250] })
    .toBeGreaterThan(0);
  return { child, dataDir };
}

test.describe('faults', () => {
  test('database unavailable: pages still 200, GraphQL answers a typed error, the server keeps running', async () => {
    const { child } = await startServer(3301, { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
    try {
      for (const p of ['/', '/deal', '/help', '/us/ca', '/checkout']) expect((await get(3301, p)).status, p).toBe(200);
      const graphql = await get(3301, '/api/graphql', 'www.tidy-nest.com', JSON.stringify({ query: '{ lmcPolicy { lmcHours } }' }));
      expect(graphql.status).toBe(200);
      expect(JSON.parse(graphql.text).errors[0]).toMatchObject({ message: 'The service is temporarily unavailable. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('content source unavailable: the last good pages keep being served', async () => {
    const { child, dataDir } = await startServer(3302, { ISR_REVALIDATE_SECONDS: '1', CONTENT_MANIFEST_TTL_MS: '200' });
    try {
      const first = await get(3302, '/help');
      expect(first.status).toBe(200);
      expect(first.text).toContain('Help center');
      await get(3302, '/deal');
      // The content store breaks: every read now fails.
      writeFileSync(path.join(dataDir, 'content', 'dataset.ndjson'), '{ this is not json\n');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (let i = 0; i < 3; i += 1) {
        // Each request after the revalidation window tries (and fails) to regenerate in the background.
        for (const p of ['/help', '/deal']) {
          const again = await get(3302, p);
          expect(again.status, p).toBe(200);
        }
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      expect((await get(3302, '/help')).text).toContain('Help center');
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
  });
});
