/**
 * @jest-environment node
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setContentSource } from '@/server/content';
import { readDataset } from '@/server/content/localDataset';
import { createLocalSource } from '@/server/content/localSource';
import type { Flag } from '@/lib/growth/experiments/assign';
import { routingTable } from './manifestCache';
import { establishVisit, routePageRequest } from './pageRequest';
import { setServerEnvForTests } from '@/server/platform/env';
import { signVisitorId, verifiedVisitorId } from '@/server/domain/experiments/visitorId';
import { readVisitOffer, VISIT_OFFER_COOKIE } from '../../offer/visitCookie';
import { bucketAt, VISIT_BUCKETS } from '@/lib/rules/visitBucket';

// Exposures go to the database in the site; here the test reads what the page decision recorded.
const recordShown = jest.fn<void, [unknown, string | null, readonly Flag[]]>();
jest.mock('@/server/domain/experiments/exposures', () => ({ recordShown: (...args: [unknown, string | null, readonly Flag[]]) => recordShown(...args) }));

const HOST = 'www.sparkle-clean.com';
const SID = signVisitorId('0123456789abcdef01234567');

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
  /** A visitor's browser: the same client address and user agent on every request. */
  const browser = { clientKey: '198.51.100.20', userAgent: 'Mozilla/5.0 (first visit)' };
  const kept = (cookies: string[]) => cookies.map((cookie) => cookie.split(';')[0]).join('; ');

  it('routes a first visit to its visit bucket’s page with no cookie; the visit it then establishes keeps that page', async () => {
    const url = '/deal?adgroupid=148203961127';
    const answer = await routePageRequest({ ...request(url), ...browser });
    expect(answer.rewriteTo).toMatch(/^\/_sites\/sparkle-clean\/[^/]+\/deal\?adgroupid=148203961127$/);
    expect(answer.setCookies).toEqual([]);
    // No proxy in front drew the bucket, so no shared cache may keep it.
    expect(answer.headers).toEqual([
      ['x-brand', 'sparkle-clean'],
      ['Vary', 'Cookie, X-Visit-Bucket'],
      ['Cache-Control', 'private, no-store'],
    ]);
    // The loaded page asks for the visit (POST /api/visit): a signed id in the same bucket, and the offer shown.
    const cookies = await establishVisit({ ...request(url), ...browser });
    const sid = cookies.find((cookie) => cookie.startsWith('sid='))?.split('; ') ?? [];
    expect(sid[0]).toMatch(/^sid=v[0-9a-f]{23}[A-Za-z0-9_-]{16}$/);
    expect(verifiedVisitorId(sid[0]!.slice(4))).not.toBeNull();
    expect(sid.slice(1).sort()).toEqual(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(expect.arrayContaining(['sid', 'offer', 'page_variant']));
    const next = await routePageRequest({ ...request(url, kept(cookies)), ...browser });
    expect([next.rewriteTo, next.setCookies]).toEqual([answer.rewriteTo, []]);
    // A visitor already known gets nothing new.
    expect(await establishVisit({ ...request(url, kept(cookies)), ...browser })).toEqual([]);
  });

  it('charges a checkout opened before the landing established the visit with the landing’s grant, named by its Referer', async () => {
    const landing = `http://${HOST}/deal?adgroupid=152718340741`;
    const offerOf = (answer: { setCookies: string[] }) =>
      readVisitOffer(
        answer.setCookies
          .find((cookie) => cookie.startsWith(`${VISIT_OFFER_COOKIE}=`))
          ?.split(';')[0]
          ?.slice(VISIT_OFFER_COOKIE.length + 1),
        'sparkle-clean',
        new Date(),
      );
    // The landing's page set no cookie; its script has not run: checkout knows the landing only from the Referer.
    const opened = await routePageRequest({ ...request('/checkout?pre_hours=3'), ...browser, referer: landing });
    expect(opened.rewriteTo).toMatch(/^\/_sites\/sparkle-clean\/g-1000\/checkout\?/);
    expect(offerOf(opened)).toMatchObject({ adGroupId: '152718340741', campaignId: null });
    // Another site's page names no landing of this one; nor does a page without landing parameters.
    for (const referer of ['http://www.elsewhere.example/deal?adgroupid=152718340741', `http://${HOST}/deal`, 'not a url']) {
      const other = await routePageRequest({ ...request('/checkout?pre_hours=3'), ...browser, referer });
      expect(other.rewriteTo).toMatch(/^\/_sites\/sparkle-clean\/default\/checkout\?/);
      expect(offerOf(other)).toMatchObject({ adGroupId: null, campaignId: null });
    }
    // A visit that remembers its landing keeps it, whatever page the browser says it came from.
    const remembered = kept((await routePageRequest({ ...request('/checkout?pre_hours=3'), ...browser })).setCookies);
    const later = await routePageRequest({ ...request('/checkout?pre_hours=3', remembered), ...browser, referer: landing });
    expect(later.rewriteTo).toMatch(/^\/_sites\/sparkle-clean\/default\/checkout\?/);
  });

  it('lets a shared cache keep a first visit only when the trusted proxy in front drew its bucket', async () => {
    const named = { ...request('/deal'), ...browser, visitBucket: '2a' };
    expect((await routePageRequest(named)).headers).toContainEqual(['Cache-Control', 'private, no-store']);
    setServerEnvForTests({ TRUSTED_PROXY_HOPS: '1' });
    try {
      const shared = await routePageRequest(named);
      expect(shared.setCookies).toEqual([]);
      expect(shared.headers).toContainEqual(['Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600']);
      // A bucket the proxy never draws is no bucket: private.
      expect((await routePageRequest({ ...named, visitBucket: 'fa' })).headers).toContainEqual(['Cache-Control', 'private, no-store']);
      // A visitor with cookies of their own is not a first visit.
      const cookies = await establishVisit(named);
      expect(cookies.find((c) => c.startsWith('sid='))).toMatch(/^sid=v2a/);
      expect((await routePageRequest({ ...named, cookieHeader: kept(cookies) })).headers).not.toContainEqual(['Vary', 'Cookie, X-Visit-Bucket']);
    } finally {
      setServerEnvForTests({ TRUSTED_PROXY_HOPS: '0' });
    }
  });

  it('sets a returning visitor nothing they already have, and leaves the answer shareable', async () => {
    const first = await routePageRequest(request('/?adgroupid=148203961127', `sid=${SID}`));
    // What the first answer set (groups, the offer shown) comes back with the next request.
    const kept = (name: string) => first.setCookies.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0] ?? '';
    const again = await routePageRequest(
      request('/?adgroupid=148203961127', [`sid=${SID}`, kept('fecohorts'), kept('offer'), kept('page_variant')].filter(Boolean).join('; ')),
    );
    expect(again.setCookies).toEqual([]);
    // Shareable by a cache that keys on the visitor's variant; one that keys on the URL alone is told it varies by cookie.
    expect(again.headers).toEqual([
      ['x-brand', 'sparkle-clean'],
      ['Vary', 'Cookie'],
    ]);
  });
});

describe('first renders of page variants', () => {
  it('lets one client be the first to ask for a limited number of variants a minute; default pages and other clients go on', async () => {
    // Each ad group's landing page is a variant of its own: more of them than the limit's burst, from one client.
    const manifest = await (await import('@/server/content')).getRoutingManifest();
    const asked = manifest.adGroupIds.map((id) => routePageRequest({ ...request(`/deal?adgroupid=${id}&n=1`), clientKey: '198.51.100.7' }));
    const answers = await Promise.all(asked);
    const refused = answers.filter((a) => a.refuse);
    // FIRST_RENDERS_PER_MINUTE is 60 by default: a burst of 30, and the seed has fewer ad groups than that.
    expect(manifest.adGroupIds.length).toBeLessThan(30);
    expect(refused).toEqual([]);
    const more = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        routePageRequest({
          ...request(
            `/deal?utm_campaign=deep-discount&discount=${[5, 10, 15, 20, 25, 30, 40, 50][i % 8]}&adgroupid=${manifest.adGroupIds[i % manifest.adGroupIds.length]}`,
          ),
          clientKey: '198.51.100.7',
        }),
      ),
    );
    const tooMany = more.filter((a) => a.refuse);
    expect(tooMany.length).toBeGreaterThan(0);
    expect(tooMany[0]).toMatchObject({ refuse: { status: 429 }, setCookies: [], headers: expect.arrayContaining([['Retry-After', '60']]) });
    // A page it was already served, a page everyone is shown, and another client's first render are all still served.
    expect((await routePageRequest({ ...request(`/deal?adgroupid=${manifest.adGroupIds[0]}&n=1`), clientKey: '198.51.100.7' })).refuse).toBeUndefined();
    expect((await routePageRequest({ ...request('/help'), clientKey: '198.51.100.7' })).refuse).toBeUndefined();
    expect(
      (await routePageRequest({ ...request(`/deal?utm_campaign=deep-discount&discount=60&adgroupid=${manifest.adGroupIds[1]}`), clientKey: '203.0.113.9' }))
        .refuse,
    ).toBeUndefined();
  });
});

describe('experiments from the studio', () => {
  const AD_GROUP = '148203961127';
  /** A copy experiment on one ad group, as a marketer publishes it; `status` changes as they stop it. */
  const headlineTest = (status: string) => ({
    _id: 'experiment.headline_test',
    _type: 'experiment',
    key: 'headline_test',
    title: 'Two headlines',
    status,
    trafficPercent: 100,
    adGroupIds: [AD_GROUP],
    variants: [
      { _key: 'a', key: 'control', weight: 1 },
      { _key: 'b', key: 'bold', weight: 1, headline: 'Sparkling apartments from {price}' },
    ],
  });
  /** A pricing experiment: half the visitors are offered the $39 plan. */
  const priceTest = {
    _id: 'experiment.price_test',
    _type: 'experiment',
    key: 'price_test',
    title: '$39 against $49',
    status: 'running',
    trafficPercent: 100,
    variants: [
      { _key: 'a', key: 'control', weight: 1 },
      { _key: 'b', key: 'monthly_39', weight: 1, plan: 'FOREVERCLEAN_39_1_6_99' },
    ],
  };
  let extra: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'page-request-exp-'));
    setContentSource(createLocalSource(async () => [...(await readDataset(dataDir)), ...extra] as Awaited<ReturnType<typeof readDataset>>));
  });
  beforeEach(() => recordShown.mockClear());
  // Visitor ids as the server issues them (signed), fixed so every run assigns the same groups.
  const sids = Array.from({ length: 60 }, (_, i) => signVisitorId(i.toString(16).padStart(24, 'a')));
  const segmentOf = (answer: { rewriteTo: string }) => answer.rewriteTo.split('?')[0]!.split('/')[3]!;
  /**
   * The routing table is rebuilt from published content every CONTENT_MANIFEST_TTL_MS (1 s here), in the background:
   * the first request after that answers from the old table and starts the rebuild; the new table serves once built.
   */
  const publish = async (docs: Record<string, unknown>[]) => {
    extra = docs;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const old = await routingTable();
    while ((await routingTable()) === old) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('gives each visitor of the ad group one of the headlines in the first HTML, the same one on every visit', async () => {
    await publish([headlineTest('running')]);
    const segments = await Promise.all(sids.map(async (sid) => segmentOf(await routePageRequest(request(`/?adgroupid=${AD_GROUP}`, `sid=${sid}`)))));
    const bold = segments.filter((s) => s.endsWith('.x-headline_test-bold'));
    // Both groups occur (the standing holdout and control see the ad group's own headline).
    expect(bold.length).toBeGreaterThan(10);
    expect(segments.length - bold.length).toBeGreaterThan(10);
    for (const [i, sid] of sids.slice(0, 10).entries()) {
      expect(segmentOf(await routePageRequest(request(`/?adgroupid=${AD_GROUP}`, `sid=${sid}`)))).toBe(segments[i]);
    }
    // The exposure is recorded by the server, once per page, with the group shown.
    const shown = recordShown.mock.calls.flatMap(([, , flags]) => flags).filter((f) => f.experiment_id === 'headline_test');
    expect(shown.length).toBeGreaterThan(20);
    expect(new Set(shown.map((f) => f.variant_key))).toEqual(new Set(['control', 'bold']));
  });

  it('leaves visitors of other ad groups, agents and crawlers out', async () => {
    await publish([headlineTest('running')]);
    for (const sid of sids.slice(0, 20)) {
      expect(segmentOf(await routePageRequest(request('/?adgroupid=148203961247', `sid=${sid}`)))).not.toContain('x-');
      expect(segmentOf(await routePageRequest(request(`/agent?adgroupid=${AD_GROUP}`, `sid=${sid}`)))).not.toContain('x-');
      const crawler = await routePageRequest({
        ...request(`/?adgroupid=${AD_GROUP}`, `sid=${sid}`),
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      });
      expect(segmentOf(crawler)).not.toContain('x-');
      expect(crawler.setCookies.some((c) => c.startsWith('fecohorts='))).toBe(false);
    }
    const experimentShown = recordShown.mock.calls.flatMap(([, , flags]) => flags).filter((f) => f.experiment_id === 'headline_test');
    expect(experimentShown).toEqual([]);
  });

  it('shows everyone the published page again once it is stopped', async () => {
    await publish([headlineTest('stopped')]);
    for (const sid of sids) expect(segmentOf(await routePageRequest(request(`/?adgroupid=${AD_GROUP}`, `sid=${sid}`)))).not.toContain('x-');
  });

  it('holds a standing share of visitors out of every experiment, recorded by the server, not in their cookies', async () => {
    await publish([{ ...headlineTest('running'), adGroupIds: [] }]);
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => routePageRequest(request('/', `sid=${signVisitorId(i.toString(16).padStart(24, 'b'))}`))),
    );
    const shown = recordShown.mock.calls.map(([, sid, flags]) => ({ sid, flags }));
    const heldOut = shown.filter(({ flags }) => flags.some((f) => f.experiment_id === 'holdout' && f.variant_key === 'control'));
    // 5 % by default: about 20 of 400, and none of them in the experiment.
    expect(heldOut.length).toBeGreaterThan(5);
    expect(heldOut.length).toBeLessThan(40);
    for (const { flags } of heldOut) expect(flags.some((f) => f.experiment_id === 'headline_test')).toBe(false);
    for (const answer of answers) expect(decodeURIComponent(answer.setCookies.join(';'))).not.toContain('holdout=');
  });

  it('assigns no group on a visitor id the browser chose or forged: its page is its bucket’s, and a signed id replaces it', async () => {
    await publish([{ ...headlineTest('running'), adGroupIds: [] }]);
    const chosen = [
      ...Array.from({ length: 60 }, (_, i) => `visitor-${String(i).padStart(4, '0')}-abcdef`),
      ...sids.map((sid) => `${sid.slice(0, 24)}${'A'.repeat(16)}`),
    ];
    for (const [i, sid] of chosen.entries()) {
      const visit = { ...request('/', `sid=${sid}`), clientKey: `198.51.100.${i + 1}` };
      const answer = await routePageRequest(visit);
      expect(answer.setCookies).toEqual([]);
      // The visit the page establishes is a new one to the server: a signed id of its own replaces the chosen one,
      // in the bucket the page was shown for, and gets that page back next time.
      const issued = (await establishVisit(visit))
        .find((c) => c.startsWith('sid='))!
        .split(';')[0]!
        .slice(4);
      expect(issued).not.toBe(sid);
      expect(verifiedVisitorId(issued)).toBe(issued);
      expect(segmentOf(await routePageRequest(request('/', `sid=${issued}`)))).toBe(segmentOf(answer));
    }
    // The same chosen id sent again is not the same visitor: it gets another id, so trying ids picks nothing.
    const twice = await Promise.all([0, 1].map(() => establishVisit({ ...request('/', `sid=${chosen[0]}`), clientKey: '198.51.100.1' })));
    expect(new Set(twice.map((cookies) => cookies.find((c) => c.startsWith('sid='))))).toHaveProperty('size', 2);
    expect(recordShown.mock.calls.map(([, sid]) => sid).filter((sid) => chosen.includes(sid as string))).toEqual([]);
  });

  it('shows every first visit of a bucket the same plan, spreads buckets over the groups, and keeps the plan in the visit', async () => {
    await publish([priceTest]);
    setServerEnvForTests({ TRUSTED_PROXY_HOPS: '1' });
    try {
      const buckets = Array.from({ length: VISIT_BUCKETS }, (_, n) => bucketAt(n));
      const pages = await Promise.all(
        buckets.map(async (visitBucket) => ({ visitBucket, answer: await routePageRequest({ ...request('/deal'), visitBucket }) })),
      );
      const priced = pages.filter(({ answer }) => segmentOf(answer).includes('p-foreverclean_39_1_6_99'));
      // About half the buckets, each a whole share of 0.4 %.
      expect(priced.length).toBeGreaterThan(90);
      expect(pages.length - priced.length).toBeGreaterThan(90);
      for (const { visitBucket, answer } of [...priced.slice(0, 5), ...pages.filter((p) => !priced.includes(p)).slice(0, 5)]) {
        // Another visitor in the bucket (another address) gets the same page; the visit it establishes keeps its plan.
        const other = { ...request('/deal'), visitBucket, clientKey: '203.0.113.50' };
        expect((await routePageRequest(other)).rewriteTo).toBe(answer.rewriteTo);
        const offer = (await establishVisit(other))
          .find((c) => c.startsWith(`${VISIT_OFFER_COOKIE}=`))!
          .split(';')[0]!
          .slice(VISIT_OFFER_COOKIE.length + 1);
        const plan = readVisitOffer(decodeURIComponent(offer), 'sparkle-clean', new Date())?.plans.voucher;
        expect(plan === 'FOREVERCLEAN_39_1_6_99').toBe(priced.some((p) => p.visitBucket === visitBucket));
      }
    } finally {
      setServerEnvForTests({ TRUSTED_PROXY_HOPS: '0' });
    }
  });

  it('offers a running pricing variant’s plan on the page and keeps it in the visit’s signed offer, which is what checkout charges', async () => {
    await publish([priceTest]);
    const answers = await Promise.all(sids.map(async (sid) => ({ sid, answer: await routePageRequest(request('/deal', `sid=${sid}`)) })));
    const priced = answers.filter(({ answer }) => segmentOf(answer).includes('p-foreverclean_39_1_6_99'));
    expect(priced.length).toBeGreaterThan(10);
    expect(answers.length - priced.length).toBeGreaterThan(10);
    for (const { answer } of priced.slice(0, 5)) {
      const offer = answer.setCookies
        .find((c) => c.startsWith(`${VISIT_OFFER_COOKIE}=`))!
        .split(';')[0]!
        .slice(VISIT_OFFER_COOKIE.length + 1);
      expect(readVisitOffer(decodeURIComponent(offer), 'sparkle-clean', new Date())?.plans.voucher).toBe('FOREVERCLEAN_39_1_6_99');
    }
  });
});
