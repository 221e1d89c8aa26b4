/**
 * @jest-environment node
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import visitRoute from '@/pages/api/visit';
import { setContentSource } from '@/server/content';
import { readDataset } from '@/server/content/localDataset';
import { createLocalSource } from '@/server/content/localSource';
import { verifiedVisitorId } from '../domain/experiments/visitorId';
import { callApi, type ApiCall } from '../testing/apiRoute';

// Exposures go to the database in the site; this test is about what the visitor is answered.
jest.mock('@/server/domain/experiments/exposures', () => ({ recordShown: () => undefined }));

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'visit-route-'));
  setContentSource(createLocalSource(() => readDataset(dataDir)));
});
afterAll(() => setContentSource(undefined));

const visit = (body: unknown, call: ApiCall = {}) =>
  callApi(visitRoute, {
    method: 'POST',
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    ...call,
    headers: { host: 'www.sparkle-clean.com', 'user-agent': 'Mozilla/5.0 (visit test)', ...call.headers },
  });

describe('POST /api/visit', () => {
  it('gives a first visit its signed id, offer and page variant, privately; a known visitor gets nothing new', async () => {
    const answer = await visit({ path: '/deal?adgroupid=148203961127' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ established: true });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(answer.setCookies)).toEqual(expect.arrayContaining(['sid', 'offer', 'page_variant']));
    expect(verifiedVisitorId(answer.setCookies.sid)).toBe(answer.setCookies.sid);
    const again = await visit({ path: '/deal' }, { cookies: { sid: answer.setCookies.sid! }, headers: { cookie: `sid=${answer.setCookies.sid}` } });
    expect([again.status, again.body, again.setCookies]).toEqual([200, { established: false }, {}]);
  });

  it('establishes every first visit of a busy shared address (an office, a carrier’s NAT), each with its own id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => visit({ path: '/deal' }, { headers: { 'user-agent': `Mozilla/5.0 (office ${i})` } })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.setCookies.sid)).size).toBe(60);
  });

  it.each([
    ['a GET', { method: 'GET' }, '', 405],
    ['a form post', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 'path=/', 415],
    ['a cross-site post', { headers: { 'sec-fetch-site': 'cross-site' } }, { path: '/' }, 403],
    ['broken JSON', {}, '{"path":', 400],
    ['another site’s address', {}, { path: '//evil.example/deal' }, 400],
    ['a full URL', {}, { path: 'https://www.sparkle-clean.com/deal' }, 400],
    ['a path too long', {}, { path: `/${'a'.repeat(2048)}` }, 400],
    ['fields it does not take', {}, { path: '/', sid: 'mine' }, 400],
  ])('refuses %s with a message and sets nothing', async (_, call, body, status) => {
    const answer = await visit(body, call as ApiCall);
    expect(answer.status).toBe(status);
    expect(typeof answer.body.error).toBe('string');
    expect(answer.setCookies).toEqual({});
  });
});
