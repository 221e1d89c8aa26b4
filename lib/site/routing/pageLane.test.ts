/**
 * @jest-environment node
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setContentSource } from '@/lib/cms';
import { readDataset } from '@/lib/cms/localDataset';
import { createLocalSource } from '@/lib/cms/localSource';
import { config as proxyConfig } from '@/proxy';
import { pageLane, type LaneRequest } from './pageLane';
import { routePageRequest } from './pageRequest';

const HOST = 'www.sparkle-clean.com';
const SID = '0123456789abcdef01234567';

const request = (url: string, headers: LaneRequest['headers'] = {}, method = 'GET'): LaneRequest => ({ method, url, headers: { host: HOST, ...headers } });

/** The same request as proxy.ts reads it. */
const asProxyRequest = (url: string, cookieHeader: string) => {
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
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lane-'));
  setContentSource(createLocalSource(() => readDataset(dataDir)));
});
afterAll(() => setContentSource(undefined));

describe('the page lane', () => {
  it('routes a first visit to a landing page as the proxy does: brand, variant page, visitor id, private answer', async () => {
    const answer = await pageLane(request('/deal?adgroupid=148203961127'));
    expect(answer?.rewriteTo).toMatch(/^\/_sites\/sparkle-clean\/[^/]+\/deal\?adgroupid=148203961127$/);
    expect(answer?.setCookies.some((cookie) => /^sid=[0-9a-f]{24}; Max-Age=31536000; Path=\/; SameSite=Lax$/.test(cookie))).toBe(true);
    expect(answer?.headers).toEqual(expect.arrayContaining([['x-brand', 'sparkle-clean'], ['Cache-Control', 'private, no-store']]));
  });

  it('gives a returning visitor the same answer as the proxy, and sets nothing it already has', async () => {
    const first = await pageLane(request('/?adgroupid=148203961127', { cookie: `sid=${SID}` }));
    // What the first answer set (groups, the offer shown) comes back with the next request.
    const kept = (name: string) => first?.setCookies.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0] ?? '';
    const cookieHeader = [`sid=${SID}`, kept('fecohorts'), kept('offer')].filter(Boolean).join('; ');
    const lane = await pageLane(request('/?adgroupid=148203961127', { cookie: cookieHeader }));
    const proxy = await routePageRequest(asProxyRequest('/?adgroupid=148203961127', cookieHeader));
    expect(lane).toEqual(proxy);
    expect(lane?.setCookies).toEqual([]);
    expect(lane?.headers).toEqual([['x-brand', 'sparkle-clean']]);
  });

  it('leaves to Next what is not a published ISR page read with GET or HEAD', async () => {
    expect(await pageLane(request('/deal', {}, 'HEAD'))).not.toBeNull();
    for (const req of [
      request('/deal', {}, 'POST'),
      request('/api/graphql'),
      request('/studio'),
      request('/studio/documents'),
      request('/robots.txt'),
      request('/sitemap.xml'),
      request('/deals/cached-deal'),
      request('/no-such-page'),
      request('/_sites/sparkle-clean/default/deal'),
      request('/_next/data/build/index.json'),
      request('/services/../deal'),
      request('//deal'),
      request('*'),
      request('/deal', { cookie: '__prerender_bypass=1' }),
    ]) {
      expect([req.method, req.url, req.headers.cookie, await pageLane(req)]).toEqual([req.method, req.url, req.headers.cookie, null]);
    }
  });

  it('takes nothing the proxy never sees', async () => {
    const matcher = new RegExp(`^${proxyConfig.matcher[0]}$`);
    const paths = ['/', '/deal', '/api/graphql', '/_next/static/chunks/a.js', '/_next/image', '/favicons/a.ico', '/brands/logo.svg', '/fonts/a.woff2', '/images/hero.avif', '/scripts/paid-search.js', '/us/il/chicago'];
    for (const pathname of paths) {
      const answer = await pageLane(request(pathname));
      if (!matcher.test(pathname)) expect([pathname, answer]).toEqual([pathname, null]);
    }
    expect(await pageLane(request('/us/il/chicago'))).not.toBeNull();
  });
});
