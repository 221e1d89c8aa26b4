/**
 * @jest-environment node
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setContentSource } from '@/server/content';
import { readDataset } from '@/server/content/localDataset';
import { createLocalSource } from '@/server/content/localSource';
import { routePageRequest } from '@/server/site/routing/pageRequest';
import { brandKeyForRequest } from '@/server/site/brandKey';
import { mintPreviewGrant, mintPreviewHandoff, mintQaGrant, openPreviewHandoff } from '@/server/site/studioGrants';
import { harnessWithOutbox } from '@/server/testing/harness';
import { studioPerson } from '@/server/testing/studioGrants';

/**
 * Issue 38, items 3 and 6. Next's `__prerender_bypass` value alone showed every draft, the same for everyone until
 * the next build, so it kept working after sign-out; QA pricing groups could be passed to others, worked on every
 * brand, outlived the minter's access and were signed with the setup token the server prints. Both are now grants of
 * one studio session, sealed with the session secret, for one brand.
 */

harnessWithOutbox();
beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'grants-'));
  setContentSource(createLocalSource(() => readDataset(dataDir)));
});
afterAll(() => setContentSource(undefined));

const DRAFT_KEY = 'draft-mode-value-of-this-build';
const page = (cookieHeader: string, host = 'www.tidy-nest.com', url = '/') => {
  const parsed = new URL(url, 'http://localhost');
  return routePageRequest({
    pathname: parsed.pathname,
    search: parsed.search,
    searchParams: parsed.searchParams,
    host,
    cookieHeader,
    forwardedProto: null,
    encrypted: false,
  });
};
const draftMode = (forwarded: string | undefined) => /__prerender_bypass=([^;]+)/.exec(forwarded ?? '')?.[1];

describe('previews belong to a person', () => {
  it('never shows a draft for Next’s bypass value alone: the cookie is forwarded spoiled', async () => {
    const answer = await page(`sid=0123456789abcdef01234567; __prerender_bypass=${DRAFT_KEY}`);
    expect(draftMode(answer.forwardCookieHeader)).toBe('revoked');
    expect(answer.forwardCookieHeader).toContain('sid=0123456789abcdef01234567');
    expect(answer.rewriteTo).toMatch(/^\/_sites\/tidy-nest\//);
  });

  it('shows drafts of the granted brand while the session lives, and stops at sign-out, on demotion, or after an hour', async () => {
    const person = await studioPerson('marketer');
    const grant = `studio_preview=${mintPreviewGrant({ session: person.session, brand: 'bright-maids', draftKey: DRAFT_KEY })}`;
    const previewing = await page(grant);
    expect(draftMode(previewing.forwardCookieHeader)).toBe(DRAFT_KEY);
    expect(previewing.rewriteTo).toMatch(/^\/_sites\/bright-maids\//);

    const old = `studio_preview=${mintPreviewGrant({ session: person.session, brand: 'bright-maids', draftKey: DRAFT_KEY }, Date.now() - 3_601_000)}`;
    expect((await page(old)).forwardCookieHeader).toBeUndefined();

    await person.setRole('analyst');
    expect((await page(grant)).forwardCookieHeader).toBeUndefined();
    await person.setRole('marketer');
    expect(draftMode((await page(grant)).forwardCookieHeader)).toBe(DRAFT_KEY);

    // The replayed bypass cookie after sign-out: neither the grant nor the raw value shows a draft.
    await person.signOut();
    expect((await page(grant)).forwardCookieHeader).toBeUndefined();
    expect(draftMode((await page(`${grant}; __prerender_bypass=${DRAFT_KEY}`)).forwardCookieHeader)).toBe('revoked');
  });

  it('refuses a grant that was tampered with or sealed under another purpose', async () => {
    const person = await studioPerson('editor');
    const grant = mintPreviewGrant({ session: person.session, brand: 'bright-maids', draftKey: DRAFT_KEY });
    const flipped = `${grant.slice(0, 20)}${grant[20] === 'A' ? 'B' : 'A'}${grant.slice(21)}`;
    expect((await page(`studio_preview=${flipped}`)).forwardCookieHeader).toBeUndefined();
    const qaAsPreview = mintQaGrant({ session: person.session, brand: 'bright-maids', groups: 'pricing=monthly_19' });
    expect((await page(`studio_preview=${qaAsPreview}`)).forwardCookieHeader).toBeUndefined();
  });
});

describe('a draft brand’s preview address', () => {
  const header = (answer: { headers: [string, string][] }, name: string) => answer.headers.find(([n]) => n === name)?.[1];

  it('shows only its own brand’s preview, unindexed and private; without that grant, the not-found page', async () => {
    const person = await studioPerson('editor');
    const grant = `studio_preview=${mintPreviewGrant({ session: person.session, brand: 'bright-maids', draftKey: DRAFT_KEY })}`;
    const own = await page(grant, 'bright-maids.preview.localhost:3000');
    expect(own.rewriteTo).toMatch(/^\/_sites\/bright-maids\//);
    expect(draftMode(own.forwardCookieHeader)).toBe(DRAFT_KEY);
    expect([header(own, 'Cache-Control'), header(own, 'X-Robots-Tag')]).toEqual(['private, no-store', 'noindex, nofollow']);

    for (const [cookie, host] of [
      [grant, 'tidy-nest.preview.localhost:3000'],
      ['', 'bright-maids.preview.localhost:3000'],
      [`__prerender_bypass=${DRAFT_KEY}`, 'bright-maids.preview.localhost'],
    ]) {
      const refused = await page(cookie!, host);
      expect(refused.rewriteTo).toMatch(/\/not-found$/);
      expect(draftMode(refused.forwardCookieHeader) ?? 'revoked').toBe('revoked');
      expect([header(refused, 'Cache-Control'), header(refused, 'X-Robots-Tag')]).toEqual(['private, no-store', 'noindex, nofollow']);
    }
  });

  it('names its brand to the API for the grant’s holder only, so a test purchase there counts for that brand', async () => {
    const person = await studioPerson('editor');
    const grant = mintPreviewGrant({ session: person.session, brand: 'bright-maids', draftKey: DRAFT_KEY });
    expect(await brandKeyForRequest('bright-maids.preview.localhost:3000', grant)).toBe('bright-maids');
    expect(await brandKeyForRequest('bright-maids.preview.localhost:3000', undefined)).toBe('local');
    expect(await brandKeyForRequest('tidy-nest.preview.localhost:3000', grant)).toBe('local');
    expect(await brandKeyForRequest('www.tidy-nest.com', grant)).toBe('tidy-nest');
    await person.signOut();
    expect(await brandKeyForRequest('bright-maids.preview.localhost:3000', grant)).toBe('local');
  });

  it('is reached by a one-minute handoff of the grant, for the brand it names only, followed once', async () => {
    const handoff = mintPreviewHandoff('the-grant', 'bright-maids');
    expect(await openPreviewHandoff(handoff, 'tidy-nest')).toBeNull();
    expect(await openPreviewHandoff(handoff, 'bright-maids')).toBe('the-grant');
    // Replayed within its minute (a copied link, a browser history entry): it opens nothing.
    expect(await openPreviewHandoff(handoff, 'bright-maids')).toBeNull();
    // Two clicks at once open it once.
    const twice = mintPreviewHandoff('the-grant', 'bright-maids');
    expect((await Promise.all([openPreviewHandoff(twice, 'bright-maids'), openPreviewHandoff(twice, 'bright-maids')])).filter(Boolean)).toEqual(['the-grant']);
    expect(await openPreviewHandoff(mintPreviewHandoff('the-grant', 'bright-maids', Date.now() - 61_000), 'bright-maids')).toBeNull();
    expect(await openPreviewHandoff(mintPreviewGrant({ session: 's', brand: 'bright-maids', draftKey: DRAFT_KEY }), 'bright-maids')).toBeNull();
  });
});

describe('QA groups belong to a person and a brand', () => {
  /** The pricing cohort a page answer records for the visitor. */
  const pinned = async (cookieHeader: string, host: string) =>
    (await page(cookieHeader, host, '/deal')).setCookies.find((c) => c.startsWith('fecohorts='))?.includes('pricing%3Dmonthly_19') ?? false;

  it('counts only on the brand it was minted for, only while the minter’s session lives', async () => {
    const tester = await studioPerson('marketer');
    const cookie = tester.qaCookie('pricing=monthly_19', 'tidy-nest');
    expect(await pinned(cookie, 'www.tidy-nest.com')).toBe(true);
    expect(await pinned(cookie, 'www.sparkle-clean.com')).toBe(false);
    await tester.signOut();
    expect(await pinned(cookie, 'www.tidy-nest.com')).toBe(false);
  });

  it('ignores a forged cookie: written by hand, signed the old way with the setup token, or valid until 2031', async () => {
    expect(await pinned('fe_qa=pricing=monthly_19', 'www.tidy-nest.com')).toBe(false);
    expect(await pinned('fe_qa=pricing%3Dmonthly_19.1924990000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'www.tidy-nest.com')).toBe(false);
  });

  it('lasts a day at most', async () => {
    const tester = await studioPerson('marketer');
    const stale = `fe_qa=${mintQaGrant({ session: tester.session, brand: 'tidy-nest', groups: 'pricing=monthly_19' }, Date.now() - 86_401_000)}`;
    expect(await pinned(stale, 'www.tidy-nest.com')).toBe(false);
  });
});
