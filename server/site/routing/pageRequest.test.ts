/**
 * @jest-environment node
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setContentSource } from '@/server/content';
import { readDataset } from '@/server/content/localDataset';
import { createLocalSource } from '@/server/content/localSource';
import { routePageRequest } from './pageRequest';

const HOST = 'www.sparkle-clean.com';
const SID = '0123456789abcdef01234567';

/** A request as proxy.ts reads it. */
const request = (url: string, cookieHeader: string | null = null) => {
  const parsed = new URL(url, 'http://localhost');
  return {
    pathname: parsed.pathname,
    search: parsed.search,
    searchParams: parsed.searchParams,
    host: HOST,
    cookieHeader,
    forwardedProto: null,
    encrypted: false,
  };
};

// An empty data dir: the local source reads the committed seed.
beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'page-request-'));
  setContentSource(createLocalSource(() => readDataset(dataDir)));
});
afterAll(() => setContentSource(undefined));

describe('the page decision', () => {
  it('routes a first visit to a landing page: brand, variant page, visitor id, private answer', async () => {
    const answer = await routePageRequest(request('/deal?adgroupid=148203961127'));
    expect(answer.rewriteTo).toMatch(/^\/_sites\/sparkle-clean\/[^/]+\/deal\?adgroupid=148203961127$/);
    const sid = answer.setCookies.find((cookie) => cookie.startsWith('sid='))?.split('; ') ?? [];
    expect(sid[0]).toMatch(/^sid=[0-9a-f]{24}$/);
    expect(sid.slice(1).sort()).toEqual(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    expect(answer.headers).toEqual(
      expect.arrayContaining([
        ['x-brand', 'sparkle-clean'],
        ['Cache-Control', 'private, no-store'],
      ]),
    );
  });

  it('sets a returning visitor nothing they already have, and leaves the answer shareable', async () => {
    const first = await routePageRequest(request('/?adgroupid=148203961127', `sid=${SID}`));
    // What the first answer set (groups, the offer shown) comes back with the next request.
    const kept = (name: string) => first.setCookies.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0] ?? '';
    const again = await routePageRequest(
      request('/?adgroupid=148203961127', [`sid=${SID}`, kept('fecohorts'), kept('offer'), kept('page_variant')].filter(Boolean).join('; ')),
    );
    expect(again.setCookies).toEqual([]);
    expect(again.headers).toEqual([['x-brand', 'sparkle-clean']]);
  });
});
