/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { documentsFor, indexDataset } from './datasetIndex';
import { applyPerspective, createLocalSource } from './localSource';
import { parseNdjson, type SanityDocument } from './localDataset';
import * as q from './queries';

/**
 * Narrowing a query to the documents it can match is only a speed-up: every query the site runs answers the same as
 * GROQ over the whole dataset, for parameters that find something and parameters that find nothing, with a draft in
 * place (the preview perspective) and with look-alike documents of other types that must not be picked up.
 */

const seed = parseNdjson(readFileSync(path.join(process.cwd(), 'content', 'seed.ndjson'), 'utf8'), 'seed.ndjson');
// Documents that share field values with the seed's but are of other types, or drafts: a narrowed scan must leave out
// the first and see the second only in the drafts perspective.
const extra: SanityDocument[] = [
  { _id: 'lookalike.adgroup', _type: 'campaign', adGroupId: '148203961127', campaignId: 'lookalike', title: 'Not an ad group' },
  { _id: 'lookalike.brand', _type: 'page', key: { current: 'tidy-nest' }, path: 'help', title: 'Not a brand' },
  { _id: 'drafts.adGroup.148203961127', _type: 'adGroupWording', adGroupId: '148203961127', title: 'A draft headline', family: 'apartment-cleaning' },
  // A brand's own version of site-wide copy: only that brand's pages read it.
  { _id: 'footerTerms.tidy-nest', _type: 'footerTerms', brand: { _type: 'reference', _ref: 'brand.tidy-nest' }, heading: 'Tidy Nest terms', terms: ['Own'] },
];
const documents = [...seed, ...extra];

const PARAMS: Record<string, Record<string, unknown>[]> = {
  siteChromeQuery: [{ brandKey: 'tidy-nest' }, { brandKey: 'sparkle-clean' }, { brandKey: 'no-such-brand' }],
  brandsQuery: [{}],
  adGroupWordingQuery: [{ adGroupId: '148203961127' }, { adGroupId: '000' }, { adGroupId: 148203961127 }],
  adGroupNamesQuery: [{}],
  campaignQuery: [{ campaignId: 'spring-clean' }, { campaignId: 'lookalike' }, { campaignId: 'nope' }],
  servicePageQuery: [{ slug: 'deep-cleaning' }, { slug: 'nope' }],
  servicePagesQuery: [{}],
  contentPageQuery: [{ path: 'help' }, { path: 'customer/book' }, { path: 'nope' }],
  contentPagePathsQuery: [{}],
  statesQuery: [{}],
  stateWithCitiesQuery: [{ stateSlug: 'il' }, { stateSlug: 'nope' }],
  cityQuery: [
    { stateSlug: 'il', citySlug: 'chicago' },
    { stateSlug: 'oh', citySlug: 'chicago' },
  ],
  allCitiesQuery: [{}],
  experimentCopyQuery: [{ key: 'reskinned_landing_v1' }, { key: 'nope' }],
};

const everyQuery: [string, string][] = Object.entries(q as Record<string, unknown>).flatMap(([name, query]) => (typeof query === 'string' ? [[name, query]] : []));
// The routing manifest's parts, each with no parameters.
const manifestParts: [string, string][] = Object.entries(q.routingManifestQueries).map(([part, query]) => [`routingManifestQueries.${part}`, query]);
for (const [name] of manifestParts) PARAMS[name] = [{}];
everyQuery.push(...manifestParts);

describe('narrowed queries answer as GROQ over the whole dataset', () => {
  it('has parameters for every query the site runs', () => {
    expect(everyQuery.map(([name]) => name).sort()).toEqual(Object.keys(PARAMS).sort());
    expect(manifestParts.length).toBeGreaterThan(5);
  });

  for (const perspective of ['published', 'drafts'] as const) {
    it(`every query, in the ${perspective} perspective`, async () => {
      const dataset = applyPerspective(documents, perspective);
      const source = createLocalSource(async () => documents, perspective);
      for (const [name, query] of everyQuery) {
        for (const params of PARAMS[name]!) {
          const whole = await (await evaluate(parse(query, { params }), { dataset, params })).get();
          expect([name, params, await source.fetch(query, params)]).toEqual([name, params, whole]);
        }
      }
    });
  }

  it('reads only the documents a pinned or looked-up query can match', () => {
    const index = indexDataset(applyPerspective(documents, 'published'));
    expect(documentsFor(index, q.adGroupWordingQuery, { adGroupId: '148203961127' }).map((d) => d._id)).toEqual(['adGroup.148203961127']);
    const chrome = documentsFor(index, q.siteChromeQuery, { brandKey: 'tidy-nest' });
    expect(new Set(chrome.map((d) => d._type))).toEqual(new Set(['brand', 'siteNavigation', 'footerTerms', 'company', 'promoBanner']));
    // Not narrowed: a scan that is not pinned, an `||`, a null lookup.
    expect(documentsFor(index, '*[defined(title)]', {})).toHaveLength(index.all.length);
    expect(documentsFor(index, '*[_type == "brand" || _type == "page"]', {})).toHaveLength(index.all.length);
    expect(documentsFor(index, '*[_type == "brand" && key.current == $k]', { k: null })).toEqual(index.ofType('brand'));
    // A type named by a parameter, and a lookup inside a function: the studio's uniqueness check.
    const unique = 'count(*[_type == $type && adGroupId == $value && !(_id in [$id, "drafts." + $id])])';
    expect(documentsFor(index, unique, { type: 'adGroupWording', value: '148203961127', id: 'x' }).map((d) => d._id)).toEqual(['adGroup.148203961127']);
    expect(documentsFor(index, '*[_type == $type]', { type: 'brand' })).toEqual(index.ofType('brand'));
    expect(documentsFor(index, '*[_type == $type]', { type: 7 })).toHaveLength(index.all.length);
    expect(documentsFor(index, '*[_type == $type]', {})).toHaveLength(index.all.length);
  });

  it('answers the studio’s uniqueness check as GROQ over every document, drafts included', async () => {
    const index = indexDataset(documents);
    const unique = 'count(*[_type == $type && adGroupId == $value && !(_id in [$id, "drafts." + $id])])';
    for (const params of [
      { type: 'adGroupWording', value: '148203961127', id: 'adGroup.148203961127' },
      { type: 'adGroupWording', value: '148203961127', id: 'someone.else' },
      { type: 'campaign', value: '148203961127', id: 'x' },
      { type: 'adGroupWording', value: 'nope', id: 'x' },
    ]) {
      const whole = await (await evaluate(parse(unique, { params }), { dataset: documents, params })).get();
      const narrowed = await (await evaluate(parse(unique, { params }), { dataset: documentsFor(index, unique, params), params })).get();
      expect([params, narrowed]).toEqual([params, whole]);
    }
  });
});

describe('a brand’s own version of site-wide copy', () => {
  it('is what that brand’s pages read; every other brand reads the shared one', async () => {
    const source = createLocalSource(async () => documents);
    const terms = async (brandKey: string) => (await source.fetch<{ footerTerms: { heading: string } }>(q.siteChromeQuery, { brandKey })).footerTerms.heading;
    const shared = seed.find((d) => d._id === 'footerTerms')?.heading;
    expect(await terms('tidy-nest')).toBe('Tidy Nest terms');
    expect(await terms('sparkle-clean')).toBe(shared);
  });
});
