/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { evaluate, parse } from 'groq-js';
import { plainQuery } from './plainQuery';
import { routingManifestQueries, adGroupNamesQuery, contentPagePathsQuery } from './queries';
import type { SanityDocument } from './sanityDocument';

/**
 * The plain reader is only a faster way to the same answer: for every query shape it accepts and any documents,
 * it answers exactly what groq-js does. (datasetIndex.test.ts also runs every query the site has, through the local
 * source, against groq-js over the seed.)
 */

const groq = async (query: string, dataset: SanityDocument[], params: Record<string, unknown> = {}) => {
  const byId = new Map(dataset.map((d) => [d._id, d]));
  return (await evaluate(parse(query, { params }), { dataset, params, dereference: ({ _ref }) => byId.get(_ref) ?? null })).get();
};
const plain = (query: string, dataset: SanityDocument[], params: Record<string, unknown> = {}) => {
  const byId = new Map(dataset.map((d) => [d._id, d]));
  const run = plainQuery(parse(query, { params }), params, (id) => byId.get(id) ?? null);
  return run ? run(dataset) : undefined;
};

describe('plain queries', () => {
  it('reads the routing manifest’s large parts without groq-js', () => {
    const { brands, adGroups, campaigns, serviceSlugs, pagePaths } = routingManifestQueries;
    for (const query of [brands, adGroups, campaigns, serviceSlugs, pagePaths, adGroupNamesQuery, contentPagePathsQuery])
      expect([query, plainQuery(parse(query), {}, () => null)]).toEqual([query, expect.any(Function)]);
  });

  it('leaves every other shape to groq-js', () => {
    for (const query of [
      '*[_type == "a"] | order(title asc){ title }',
      '*[_type == "a"][0]{ title }',
      '*[_type == "a" || _type == "b"]',
      '*[_type != "a"]',
      '*[_type == "a"]{ "n": count(items) }',
      '*[_type == "a"]{ "kids": *[references(^._id)]._id }',
      '*[_type == "a"]{ items[]{ key } }',
      '*[_type == "a" && x == null]',
      '*[_type == "a"]{ ... }',
      routingManifestQueries.states,
      routingManifestQueries.experiments,
    ])
      expect([query, plainQuery(parse(query), {}, () => null)]).toEqual([query, null]);
  });

  it('answers the manifest’s ad groups as groq-js does, references and all', async () => {
    const dataset: SanityDocument[] = [
      { _id: 'brand.a', _type: 'brand', key: { current: 'a' } },
      { _id: 'ag.1', _type: 'adGroupWording', adGroupId: '1', family: 'f', brands: [{ _ref: 'brand.a' }, { _ref: 'missing' }, 'text', {}] },
      { _id: 'ag.2', _type: 'adGroupWording', adGroupId: '2', brands: 'not a list', discountAmount: 0 },
      { _id: 'ag.3', _type: 'adGroupWording', family: 'no id' },
      { _id: 'other', _type: 'campaign', adGroupId: '4' },
    ];
    const expected = await groq(routingManifestQueries.adGroups, dataset);
    expect(plain(routingManifestQueries.adGroups, dataset)).toEqual(expected);
    expect(expected).toHaveLength(2);
  });

  // Random documents whose fields are missing, null, scalars, lists, objects or references, against query shapes
  // built from the same few field names.
  const field = fc.constantFrom('a', 'b', 'key', 'ref');
  const scalar = fc.oneof(fc.constantFrom('x', 'y', '1', ''), fc.constantFrom(0, 1, -1), fc.boolean());
  const value = fc.oneof(
    scalar,
    fc.constant(null),
    fc.record({ current: scalar }, { requiredKeys: [], noNullPrototype: true }),
    fc.record({ _ref: fc.constantFrom('d0', 'd1', 'nope') }, { noNullPrototype: true }),
    fc.array(fc.oneof(scalar, fc.record({ _ref: fc.constantFrom('d0', 'd2', 'nope') }, { noNullPrototype: true }), fc.record({ current: scalar }, { noNullPrototype: true })), { maxLength: 4 }),
  );
  const documents = fc
    .array(fc.record({ _type: fc.constantFrom('t', 'u'), a: value, b: value, key: value, ref: value }, { requiredKeys: ["_type"], noNullPrototype: true }), { maxLength: 6 })
    .map((docs) => docs.map((doc, i) => ({ ...doc, _id: `d${i}` }) as SanityDocument));
  const path = fc.oneof(
    field,
    field.map((f) => `${f}.current`),
    field.map((f) => `${f}->a`),
    field.map((f) => `${f}->key.current`),
    field.map((f) => `${f}->`),
  );
  const term = fc.oneof(
    path.map((p) => `defined(${p})`),
    fc.tuple(path, scalar).map(([p, v]) => `${p} == ${JSON.stringify(v)}`),
    fc.tuple(path, scalar).map(([p, v]) => `${JSON.stringify(v)} == ${p}`),
    path.map((p) => `${p} == $v`),
  );
  const filter = fc.array(term, { minLength: 1, maxLength: 3 }).map((terms) => `*[_type == "t" && ${terms.join(' && ')}]`);
  const read = fc.oneof(
    fc.constant(''),
    path.filter((p) => !p.includes('->')).map((p) => `.${p}`),
    fc.array(fc.tuple(fc.constantFrom('p', 'q', 'r'), fc.oneof(path, field.map((f) => `${f}[]->key.current`), field.map((f) => `${f}[]._ref`))), { minLength: 1, maxLength: 3 }).map(
      (pairs) => `{ ${[...new Map(pairs)].map(([name, p]) => `"${name}": ${p}`).join(', ')} }`,
    ),
  );

  it('answers as groq-js for random documents and queries', async () => {
    await fc.assert(
      fc.asyncProperty(documents, filter, read, scalar, async (dataset, where, projection, v) => {
        const query = `${where}${projection}`;
        expect([query, plain(query, dataset, { v })]).toEqual([query, await groq(query, dataset, { v })]);
      }),
      { seed: 20261203, numRuns: 400 },
    );
  });
});
