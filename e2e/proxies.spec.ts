import { expect, test } from '@playwright/test';
import path from 'node:path';
import { rawRequest, sidePort, startAppServer } from './support';

/**
 * Who a client is, for rate limits: the socket address unless trusted proxy
 * hops are configured, and then only what those proxies report. Two servers
 * from the same build: one on the defaults, one behind a real nginx with
 * TRUSTED_PROXY_HOPS=1.
 */
const DIRECT = sidePort(212);
const BEHIND = sidePort(213);
const NGINX = sidePort(214);
const TOKEN = 'proxies-spec-studio-token';

const signIn = (port: number, forwardedFor: string, localAddress?: string) =>
  rawRequest(port, '/api/studio/session', {
    host: 'localhost',
    body: JSON.stringify({ token: 'not the token' }),
    headers: { 'x-forwarded-for': forwardedFor },
    localAddress,
  });

let direct: Awaited<ReturnType<typeof startAppServer>>;
let behind: Awaited<ReturnType<typeof startAppServer>>;
let nginx: { stop(): void };

test.beforeAll(async () => {
  // Two servers open their embedded databases at once: on a busy machine that outlasts one test's time.
  test.setTimeout(120_000);
  [direct, behind] = await Promise.all([
    startAppServer(DIRECT, { STUDIO_TOKEN: TOKEN }),
    startAppServer(BEHIND, { STUDIO_TOKEN: TOKEN, TRUSTED_PROXY_HOPS: '1', PAYMENTS_MODE: 'test' }),
  ]);
  const nginxModule = '../scripts/nginx.mjs';
  const { startNginx } = (await import(nginxModule)) as { startNginx(o: { port: number; upstreams: number[]; dir: string }): Promise<{ stop(): void }> };
  nginx = await startNginx({ port: NGINX, upstreams: [BEHIND], dir: path.resolve('.data', 'e2e-nginx') });
});
test.afterAll(() => {
  nginx?.stop();
  direct?.stop();
  behind?.stop();
});

test('a forged X-Forwarded-For gets no fresh sign-in attempts (no trusted proxy)', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i += 1) statuses.push((await signIn(DIRECT, `203.0.113.${i}`)).status);
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
});

test('behind nginx, the real client address counts: forged headers change nothing, another client has its own limit', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) statuses.push((await signIn(NGINX, `198.51.100.${i}`)).status);
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
  // Another machine (another loopback address) is another client.
  expect((await signIn(NGINX, '198.51.100.1', '127.0.0.2')).status).toBe(401);
  const answer = await rawRequest(NGINX, '/api/health', { host: 'localhost' });
  expect(answer.headers['x-upstream']).toBe(`127.0.0.1:${BEHIND}`);
});
