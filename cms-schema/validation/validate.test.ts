/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import type { TypeDef } from '../define';
import { typesByName } from '../index';
import { validateDocument } from './validate';

type Doc = Record<string, unknown> & { _id: string; _type: string };
const seed: Doc[] = readFileSync(path.join(process.cwd(), 'content', 'seed.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);

const contextFor = (dataset: Doc[]) => ({
  getClient: () => ({
    fetch: async <T>(query: string, params: Record<string, unknown> = {}) => (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as T,
  }),
});

const types = typesByName as ReadonlyMap<string, TypeDef>;
const validate = (doc: Doc, dataset = seed) => validateDocument(types.get(doc._type) as TypeDef, doc, types, contextFor(dataset));

describe('schema validation', () => {
  it('accepts every seeded document', async () => {
    for (const doc of seed.filter((d) => types.get(d._type)?.type === 'document')) {
      expect({ id: doc._id, problems: await validate(doc) }).toEqual({ id: doc._id, problems: [] });
    }
  });

  it('reports required fields, patterns, lengths and URLs by path', async () => {
    const brand = seed.find((d) => d._id === 'brand.tidy-nest') as Doc;
    const broken = {
      ...brand,
      appName: '',
      domain: 'not a domain',
      accentColor: 'blue',
      tagline: 'x'.repeat(200),
      social: { facebook: 'http://insecure.example' },
      seoTemplates: [{ _key: 'a', pageType: 'home', title: '', description: 'ok' }],
    };
    const problems = await validate(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'appName', message: 'Required', level: 'error' },
        { path: 'domain', message: 'Does not match the domain name pattern', level: 'error' },
        { path: 'accentColor', message: 'Does not match the hex colour pattern', level: 'error' },
        { path: 'tagline', message: 'Must have at most 120 characters', level: 'error' },
        { path: 'social.facebook', message: 'Must be a valid URL (https)', level: 'error' },
        { path: 'seoTemplates.0.title', message: 'Required', level: 'error' },
      ]),
    );
  });

  it('refuses an ad-group id or brand key another document uses, drafts of the same document excepted', async () => {
    const existing = seed.find((d) => d._type === 'adGroupWording') as Doc;
    const copy = { ...existing, _id: 'adGroup.copy' };
    expect(await validate(copy, [...seed, copy])).toContainEqual({ path: 'adGroupId', message: 'Another document already uses this value', level: 'error' });
    const draft = { ...existing, _id: `drafts.${existing._id}` };
    expect(await validate(draft, [...seed, draft])).toEqual([]);
    const brand = { ...(seed.find((d) => d._id === 'brand.tidy-nest') as Doc), _id: 'brand.other' };
    expect(await validate(brand, [...seed, brand])).toContainEqual({ path: 'key', message: 'Another document already uses this value', level: 'error' });
  });

  it('refuses a plan figure written out, naming where it is, in copy visitors read beside prices', async () => {
    const terms = seed.find((d) => d._id === 'footerTerms') as Doc & { terms: string[] };
    const problems = await validate({ ...terms, terms: [...terms.terms, 'The membership is charged at $49/month.', 'A 24 hour cancellation policy applies.'] });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(
      /^Plan figures differ from visitor to visitor: write them as placeholders \(\{price\}, .*\{lateChangeFee\}\), not "\$49" in terms\.9; "24 hour" in terms\.10\.$/,
    );
    const adGroup = seed.find((d) => d._type === 'adGroupWording') as Doc;
    expect(await validate({ ...adGroup, title: 'Apartment cleaning from $19', discount: 'First 3-hour clean' })).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('"$19" in title; "3-hour" in discount') }),
    );
    // Placeholders, percentages and other numbers are not plan figures.
    expect(await validate({ ...adGroup, title: 'Apartment cleaning from {price}', discount: 'Up to 75% off, booked in 60 seconds' })).toEqual([]);
  });

  it('checks banner wordings contain their placeholders', async () => {
    const banner = {
      _id: 'promoBanner',
      _type: 'promoBanner',
      defaultWording: 'Cleaned for cheap!',
      titledWording: '{title} from {price}',
      membershipWording: 'Free first cleaning',
    };
    expect(await validate(banner)).toEqual([{ path: 'defaultWording', message: 'Does not match the contains {price} pattern', level: 'error' }]);
  });
});
