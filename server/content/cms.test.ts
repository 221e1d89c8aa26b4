/**
 * @jest-environment node
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  getAdGroupWording,
  getAllCities,
  getCity,
  getContentPage,
  getRoutingManifest,
  getServicePage,
  getSiteChrome,
  getStates,
  getStateWithCities,
  setContentSource,
} from './';
import { readDataset } from './localDataset';
import { createLocalSource } from './localSource';
import { fillFigures, planFigures } from '@/lib/rules/planFigures';
import { offerFixture } from '@/test/fixtures';

const fileSource = (dataDir: string) => createLocalSource(() => readDataset(dataDir));

/** Spec §1's terms as the default plan states them (its figures filled into the seed's placeholders). */
const SPEC_TERMS = [
  'Valid only for new clients.',
  'An online appointment is required.',
  'Reschedule or cancel free up to 24 hours before a cleaning; later changes cost a $40 late-change fee.',
  'Offer expires after 1 year.',
  'The discount voucher requires a Forever Clean membership that grants future cleanings at more than 50% off.',
  'The membership is charged at $49/month (taxes may apply).',
  'The membership can be cancelled at any time.',
  'Cancelling before 6 paid months, once the first cleaning has taken place, means the first cleaning is charged at full price: $99; cancelling before the first cleaning costs nothing, voids it and refunds what was paid for it.',
  'The introductory clean is 3 hours.',
];

// An empty data dir: the local source reads the committed seed.
beforeAll(async () => {
  setContentSource(fileSource(await mkdtemp(path.join(os.tmpdir(), 'cms-'))));
});
afterAll(() => setContentSource(undefined));

describe('seed content through the content layer', () => {
  it('publishes at least 3 brands with exactly one primary and one fallback', async () => {
    const manifest = await getRoutingManifest();
    expect(manifest.brands.length).toBeGreaterThanOrEqual(3);
    expect(manifest.fallbackKey).toBe('local');
    const chromes = await Promise.all(manifest.brands.map((b) => getSiteChrome(b.key)));
    expect(chromes.filter((c) => c?.brand.isPrimary)).toHaveLength(1);
    expect(chromes.filter((c) => c?.brand.isFallback)).toHaveLength(1);
  });

  it('has 22 ad-group wording sets across the three families, each distinct', async () => {
    const manifest = await getRoutingManifest();
    expect(manifest.adGroupIds).toHaveLength(22);
    const sets = await Promise.all(manifest.adGroupIds.map((id) => getAdGroupWording(id)));
    expect(new Set(sets.map((s) => s?.family))).toEqual(new Set(['apartment-cleaning', 'same-day-cleaners', 'maid-services']));
    expect(new Set(sets.map((s) => s?.title)).size).toBe(22);
    expect(await getAdGroupWording('0')).toBeNull();
  });

  it('has the 52 state codes with names', async () => {
    const states = await getStates();
    expect(states).toHaveLength(52);
    expect(states.map((s) => s.code)).toEqual(expect.arrayContaining(['DC', 'PR', 'OH', 'CA']));
    expect(states.every((s) => s.name && s.intro)).toBe(true);
  });

  it('has the 10 footer states and cities, and 3+ cities in each footer state', async () => {
    const chrome = await getSiteChrome('sparkle-clean');
    expect(chrome?.navigation.topStates.map((s) => s.slug)).toEqual(['ca', 'tx', 'fl', 'ny', 'pa', 'il', 'oh', 'ga', 'nc', 'mi']);
    expect(chrome?.navigation.topCities.map((c) => `${c.slug} (${c.state.slug})`)).toEqual([
      'chicago (il)',
      'fort-lauderdale (fl)',
      'portland (or)',
      'baltimore (md)',
      'new-orleans (la)',
      'cincinnati (oh)',
      'albuquerque (nm)',
      'milwaukee (wi)',
      'baton-rouge (la)',
      'san-jose (ca)',
    ]);
    for (const state of chrome?.navigation.topStates ?? []) {
      expect((await getStateWithCities(state.slug))?.cities.length).toBeGreaterThanOrEqual(3);
    }
    expect((await getAllCities()).length).toBeGreaterThanOrEqual(40);
  });

  it('has the 9 service pages with bodies, in the services menu', async () => {
    const chrome = await getSiteChrome('tidy-nest');
    const slugs = chrome?.navigation.services.map((s) => s.slug) ?? [];
    expect(slugs.sort()).toEqual(
      [
        'apartment-cleaning',
        'deep-cleaning',
        'house-cleaning',
        'housekeeping-services',
        'maid-services',
        'moving-cleaning',
        'one-time-cleaning',
        'room-cleaning',
        'same-day-cleaning',
      ].sort(),
    );
    for (const slug of slugs) expect((await getServicePage(slug))?.body.length).toBeGreaterThan(0);
  });

  it('has a content page for every other spec §2 path', async () => {
    for (const p of ['login', 'apply', 'help', 'help/ticket', 'customer/choosedate', 'hub', 'hub/category/cleaning', 'reviews', 'vs', 'terms-of-service', 'privacy-policy', 'privacy/optout']) {
      expect((await getContentPage(p))?.title).toBeTruthy();
    }
    expect((await getContentPage('privacy/optout'))?.title).toBe('Do Not Sell My Personal Information');
  });

  it('prints the footer terms and banner wordings exactly as spec §1', async () => {
    const chrome = await getSiteChrome('bright-maids');
    const figures = planFigures(offerFixture());
    expect(chrome?.footerTerms.terms.map((term) => fillFigures(term, figures))).toEqual(SPEC_TERMS);
    expect(chrome?.promoBanner).toEqual({
      defaultWording: 'Limited Time Offer: Get Your Home Cleaned For {price}!',
      titledWording: '{title} Starting At {price}',
      membershipWording: 'Limited time offer: Get your first cleaning free!',
      scarcityThreshold: 100,
    });
  });

  it('gives every seed brand a hero picture of its own, with its size and alternative text', async () => {
    const manifest = await getRoutingManifest();
    const images = await Promise.all(manifest.brands.map(async ({ key }) => (await getSiteChrome(key))?.brand.heroImage));
    for (const image of images) {
      expect(image).toMatchObject({ width: 1600, height: 1200, focus: { x: 0.5, y: 0.5 } });
      expect(image?.url).toMatch(/^\/brands\/[a-z-]+\/hero\.png$/);
      expect(image?.alt.length).toBeGreaterThan(20);
    }
    // An ad group without a picture of its own leaves the brand's in place.
    expect((await getAdGroupWording('148203961127'))?.heroImage).toBeNull();
  });

  it('shows social links only when configured', async () => {
    expect((await getSiteChrome('sparkle-clean'))?.brand.social.map((s) => s.network)).toEqual(['facebook', 'instagram', 'reddit', 'tiktok', 'youtube']);
    expect((await getSiteChrome('bright-maids'))?.brand.social).toEqual([]);
  });

  it('returns null for unknown brands, states and cities', async () => {
    expect(await getSiteChrome('nope')).toBeNull();
    expect(await getStateWithCities('zz')).toBeNull();
    expect(await getCity('ca', 'chicago')).toBeNull();
    expect((await getCity('il', 'chicago'))?.state.code).toBe('IL');
  });
});

describe('local dataset', () => {
  it('reads the live copy, hides drafts, and sees a change on the next read', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cms-live-'));
    const file = path.join(dir, 'dataset.ndjson');
    const doc = (title: string, id = 'adGroup.1') => JSON.stringify({ _id: id, _type: 'adGroupWording', adGroupId: '1234', title, family: 'maid-services' });
    await writeFile(file, `${doc('Published')}\n${doc('Draft', 'drafts.adGroup.1')}\n`);
    setContentSource(fileSource(dir));
    expect((await getAdGroupWording('1234'))?.title).toBe('Published');
    await writeFile(file, `${doc('Edited title')}\n`);
    expect((await getAdGroupWording('1234'))?.title).toBe('Edited title');
  });

  it('names the line of a broken dataset', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cms-bad-'));
    await writeFile(path.join(dir, 'dataset.ndjson'), '{"_id":"a","_type":"x"}\n{not json\n');
    await expect(fileSource(dir).fetch('*')).rejects.toThrow(/dataset\.ndjson:2: not valid JSON/);
  });
});
