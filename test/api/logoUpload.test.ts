/**
 * @jest-environment node
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STUDIO_SETUP_TOKEN } from '@/server/testing/studioEnv';
import { setServerEnvForTests } from '@/server/platform/env';
import assetsRoute from '@/studio-local/api/assets';
import sessionRoute from '@/studio-local/api/session';
import { callApi } from '@/server/testing/apiRoute';
import { harnessWithOutbox } from '@/server/testing/harness';

harnessWithOutbox();

let dataDir: string;
let session: { cookies: Record<string, string>; headers: Record<string, string> };
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'logo-api-'));
  setServerEnvForTests({ DATA_DIR: dataDir });
  const signedIn = (await callApi(sessionRoute, { method: 'POST', body: { token: STUDIO_SETUP_TOKEN, email: 'lead@example.com' } })).setCookies;
  session = { cookies: { studio_session: signedIn.studio_session! }, headers: { 'x-studio-csrf': signedIn.studio_csrf!, origin: 'http://localhost:3000' } };
});

const post = (bytes: Buffer, type: string, headers: Record<string, string> = {}) =>
  callApi(assetsRoute, {
    method: 'POST',
    rawBody: bytes,
    cookies: session.cookies,
    headers: { ...session.headers, 'content-type': type, 'content-length': String(bytes.length), 'x-filename': 'logo.svg', ...headers },
  });

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" onload="alert(1)"><script>alert(2)</script><rect width="200" height="40" fill="#0b6e4f"/></svg>',
);

describe('POST /api/studio/assets for a logo', () => {
  it('stores a cleaned SVG logo and answers what was taken out', async () => {
    const answer = await post(svg, 'image/svg+xml', { 'x-image-use': 'logo' });
    expect(answer.status).toBe(201);
    expect(answer.body.removed).toEqual(['the event attribute onload', '<script>']);
    const url = (answer.body.asset as { url: string }).url;
    expect(url).toMatch(/^\/api\/assets\/[0-9a-f]{40}-200x40\.svg$/);
    const stored = await readFile(path.join(dataDir, 'assets', url.split('/').pop()!), 'utf8');
    expect(stored).not.toMatch(/onload|script|alert/);
  });

  it('refuses the same SVG for any other image field', async () => {
    const answer = await post(svg, 'image/svg+xml');
    expect(answer.status).toBe(415);
    expect(answer.body.error).toBe('This file is not a JPEG, PNG, WebP or AVIF image.');
  });
});
