/**
 * Content at the size a paid-search team runs (`npm run bench`, or alone: `node --import tsx scripts/bench/contentScale.ts`):
 * the seed's documents, then the seed plus BENCH_SCALE_BRANDS brands (default 97, so 100 in all) and
 * BENCH_SCALE_AD_GROUPS ad groups per brand (default 1,000) made from the seed's own, measured in one process and
 * printed as ratios to the seed. Per landing page: the layout and ad-group queries as the site runs them (indexed),
 * and the same two as GROQ over every document (what each page cost before the index). Then the routing manifest,
 * which every instance builds at start and after each publish.
 */
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { createLocalSource } from '../../server/content/localSource';
import type { SanityDocument } from '../../server/content/localDataset';
import { getRoutingManifest, setContentSource } from '../../server/content';
import { adGroupWordingQuery, siteChromeQuery } from '../../server/content/queries';
import { generateScaleDataset, readSeedDataset, scaleSizeFromEnv } from '../content-scale/generate';

const size = scaleSizeFromEnv();
const { brands, adGroupsPerBrand } = size;
const seed = readSeedDataset();

/** The seed plus brands and ad groups copied from its own (scripts/content-scale/generate.ts). */
const generated = (): SanityDocument[] => generateScaleDataset(seed, size);

const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};
const groq = async (dataset: SanityDocument[], query: string, params: Record<string, unknown>) =>
  (await evaluate(parse(query, { params }), { dataset, params })).get();

async function measure(documents: SanityDocument[]) {
  const source = createLocalSource(async () => documents);
  const ids = documents
    .filter((d) => d._type === 'adGroupWording')
    .slice(-20)
    .map((d) => String(d.adGroupId));
  let indexed = 0;
  // A distinct brand key per page, so no page is answered from another's remembered result.
  for (const [i, id] of ids.entries())
    indexed += await timed(async () => {
      await source.fetch(siteChromeQuery, { brandKey: 'tidy-nest', page: i });
      await source.fetch(adGroupWordingQuery, { adGroupId: id });
    });
  let scanned = 0;
  for (const id of ids.slice(0, 3))
    scanned += await timed(async () => {
      await groq(documents, siteChromeQuery, { brandKey: 'tidy-nest' });
      await groq(documents, adGroupWordingQuery, { adGroupId: id });
    });
  // As the proxy builds it: through the site's own content module.
  setContentSource(createLocalSource(async () => documents));
  const manifest = await timed(() => getRoutingManifest());
  return { documents: documents.length, indexedMs: indexed / ids.length, scannedMs: scanned / 3, manifestMs: manifest };
}

export async function contentScaleBlock(): Promise<string[]> {
  const small = await measure(seed);
  const large = await measure(generated());
  const line = (label: string, a: number, b: number) =>
    `  ${label.padEnd(44)} seed ${a.toFixed(1).padStart(8)} ms   full ${b.toFixed(1).padStart(10)} ms   ${(b / a).toFixed(2)}× seed`;
  return [
    `Content at ${brands + 3} brands × ${adGroupsPerBrand} ad groups (${large.documents} documents; seed ${small.documents}), one process`,
    line('landing page content queries (indexed)', small.indexedMs, large.indexedMs),
    line('the same as GROQ over every document', small.scannedMs, large.scannedMs),
    line('routing manifest (start-up, every publish)', small.manifestMs, large.manifestMs),
    '',
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  contentScaleBlock().then((lines) => console.log(lines.join('\n')));
}
