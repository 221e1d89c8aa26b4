/**
 * Content at the size a paid-search team runs: the seed plus `brands` brands copied from its first and
 * `adGroupsPerBrand` ad groups for every brand (the seed's included) copied from its first, each with its own key and
 * id. Used in one process by scripts/bench/contentScale.ts and, as a file, by the server-level bench
 * (scripts/bench/serverScale.mjs), which writes it where the server reads its live content:
 *   node --import tsx scripts/content-scale/generate.ts OUT.ndjson   (BENCH_SCALE_BRANDS, BENCH_SCALE_AD_GROUPS set its size)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseNdjson, type SanityDocument } from '../../server/content/localDataset';

export interface ScaleSize {
  /** Brands added to the seed's (default 97, so 100 with the seed's three public brands). */
  brands: number;
  /** Ad groups per brand, counting the seed's brands too (default 1,000). */
  adGroupsPerBrand: number;
}

/** The size BENCH_SCALE_BRANDS and BENCH_SCALE_AD_GROUPS ask for (100 brands × 1,000 ad groups by default). */
export const scaleSizeFromEnv = (): ScaleSize => ({
  brands: Number(process.env.BENCH_SCALE_BRANDS ?? 97),
  adGroupsPerBrand: Number(process.env.BENCH_SCALE_AD_GROUPS ?? 1000),
});

export const readSeedDataset = (): SanityDocument[] =>
  parseNdjson(readFileSync(path.join(process.cwd(), 'content', 'seed.ndjson'), 'utf8'), 'content/seed.ndjson');

/** The generated brands' keys: `scale-0`, `scale-1`, … */
export const scaleBrandKey = (index: number) => `scale-${index}`;

/** The generated ad groups' ids: 9 then eight digits, the shape ad platforms use and none of the seed's. */
export const scaleAdGroupId = (index: number) => `9${String(index).padStart(8, '0')}`;

export function generateScaleDataset(seed: readonly SanityDocument[], { brands, adGroupsPerBrand }: ScaleSize): SanityDocument[] {
  const brand = seed.find((d) => d._type === 'brand');
  const group = seed.find((d) => d._type === 'adGroupWording');
  if (!brand || !group) throw new Error('the seed needs a brand and an ad group to copy');
  const out = [...seed];
  for (let b = 0; b < brands; b += 1) {
    const key = scaleBrandKey(b);
    // The site picks a brand by the host's second label from the right (lib/rules/brand.ts), so the domain is
    // `{key}.com`: `www.scale-0.com` is served as scale-0. Its own name tells its pages from the brand it was copied from.
    out.push({
      ...brand,
      _id: `brand.${key}`,
      key: { _type: 'slug', current: key },
      appName: `Scale Brand ${b}`,
      domain: `${key}.com`,
      baseUrl: `https://www.${key}.com`,
      isPrimary: false,
      isFallback: false,
    });
  }
  // Each brand, the seed's public ones included, runs its own `adGroupsPerBrand` ad groups (the wording's `brands`).
  const owners = [
    ...seed.filter((d) => d._type === 'brand' && d.isFallback !== true && !d._id.startsWith('drafts.')).map((d) => d._id),
    ...Array.from({ length: brands }, (_, b) => `brand.${scaleBrandKey(b)}`),
  ];
  for (let g = 0; g < owners.length * adGroupsPerBrand; g += 1) {
    const owner = owners[Math.floor(g / adGroupsPerBrand)]!;
    out.push({ ...group, _id: `adGroup.9${g}`, adGroupId: scaleAdGroupId(g), brands: [{ _type: 'reference', _ref: owner, _key: 'owner' }] });
  }
  return out;
}

/** One document a line, as content/seed.ndjson and the live dataset are written (server/content/fileBackend.ts). */
export const toNdjson = (documents: readonly SanityDocument[]) => documents.map((d) => JSON.stringify(d)).join('\n') + '\n';

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node --import tsx scripts/content-scale/generate.ts OUT.ndjson');
    process.exit(1);
  }
  const documents = generateScaleDataset(readSeedDataset(), scaleSizeFromEnv());
  writeFileSync(out, toNdjson(documents));
  console.log(`${documents.length} documents written to ${out}`);
}
