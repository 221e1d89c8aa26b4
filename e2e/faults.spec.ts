import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rawRequest, sidePort, startAppServer } from './support';

// Each test starts its own production server (the build e2e.mjs made) with a broken dependency,
// on side ports of E2E_PORT so runs in other checkouts on the same machine do not collide.
const get = (port: number, pathname: string, host = 'www.tidy-nest.com', body?: string) => rawRequest(port, pathname, { host, body });
const startServer = startAppServer;

const NO_DATABASE = sidePort(201);
const BROKEN_CONTENT = sidePort(202);
const BAD_ENVIRONMENT = sidePort(203);

test.describe('faults', () => {
  // Each test opens a new server's embedded database first: on a busy machine that outlasts the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('database unavailable: pages still 200, GraphQL answers a typed error, the server keeps running', async () => {
    const { child } = await startServer(NO_DATABASE, { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', PAYMENTS_MODE: 'test' });
    try {
      for (const p of ['/', '/deal', '/help', '/us/ca', '/checkout']) expect((await get(NO_DATABASE, p)).status, p).toBe(200);
      const graphql = await get(NO_DATABASE, '/api/graphql', 'www.tidy-nest.com', JSON.stringify({ query: '{ lmcPolicy { lmcHours } }' }));
      expect(graphql.status).toBe(200);
      expect(JSON.parse(graphql.text).errors[0]).toMatchObject({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('a bad environment variable stops the server at start with one message that names it', async () => {
    const child = spawn(process.execPath, [path.join('server', 'runtime', 'serve.mjs')], {
      env: { ...process.env, PORT: String(BAD_ENVIRONMENT), GRAPHQL_QUOTES_PER_MINUTE: 'many', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // A server that starts anyway is stopped after 30 s (and then exits with another code than 1).
    const stop = setTimeout(() => child.kill('SIGTERM'), 30_000);
    const code = await exited;
    clearTimeout(stop);
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment configuration:');
    expect(output).toContain('GRAPHQL_QUOTES_PER_MINUTE');
    // The message, not a stack trace under it; and nothing was ever served.
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('ready on');
  });

  test('content source unavailable: the last good pages keep being served', async () => {
    const { child, dataDir } = await startServer(BROKEN_CONTENT, { ISR_REVALIDATE_SECONDS: '1', CONTENT_MANIFEST_TTL_MS: '200' });
    try {
      const first = await get(BROKEN_CONTENT, '/help');
      expect(first.status).toBe(200);
      expect(first.text).toContain('Help center');
      await get(BROKEN_CONTENT, '/deal');
      // The content store breaks: every read now fails.
      // Replaced whole (as the studio writes), so no read sees a half-written file.
      const broken = path.join(dataDir, 'content', 'dataset.ndjson.broken');
      writeFileSync(broken, '{ this is not json\n');
      renameSync(broken, path.join(dataDir, 'content', 'dataset.ndjson'));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (let i = 0; i < 3; i += 1) {
        // Each request after the revalidation window tries (and fails) to regenerate in the background.
        for (const p of ['/help', '/deal']) {
          const again = await get(BROKEN_CONTENT, p);
          expect(again.status, p).toBe(200);
        }
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      expect((await get(BROKEN_CONTENT, '/help')).text).toContain('Help center');
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
  });
});
