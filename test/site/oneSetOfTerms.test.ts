/**
 * @jest-environment node
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GetStaticPropsContext } from 'next';
import { setContentSource } from '@/server/content';
import { readDataset } from '@/server/content/localDataset';
import { createLocalSource } from '@/server/content/localSource';
import { getRoutingManifest } from '@/server/content';
import { buildRoutingTable, decideRewrite } from '@/server/site/routing/proxyDecision';
import { planFigures, type PageOffer } from '@/lib/rules/planFigures';
import { harnessWithOutbox } from '@/server/testing/harness';

/**
 * One set of terms per page: for every plan a visit can be offered — the default, each pricing group's and
 * the free-first-cleaning variant — every page type's data states the monthly price and the early-cancellation charge
 * of that one plan, and no other: banner, copy, footer terms, prices. Each page is reached as a visitor would reach
 * it: the routing decision picks its variant, then the page's own getStaticProps builds it.
 */

// The pages' components are not rendered here, only their data built; Portable Text's renderer is an ES module Jest
// does not load.
jest.mock('@/components/RichText', () => ({ RichText: () => null }));

harnessWithOutbox();

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'terms-'));
  setContentSource(createLocalSource(() => readDataset(dataDir)));
});
afterAll(() => setContentSource(undefined));

type Props = { props: { chrome: { offer: PageOffer } } & Record<string, unknown> };
type Page = { getStaticProps: (context: GetStaticPropsContext) => unknown };

const PAGES: { path: string; module: () => Promise<Page>; params: Record<string, string | string[]> }[] = [
  { path: '/', module: () => import('@/pages/_sites/[brand]/[variant]/index'), params: {} },
  { path: '/deal', module: () => import('@/pages/_sites/[brand]/[variant]/deal'), params: {} },
  { path: '/services/deep-cleaning', module: () => import('@/pages/_sites/[brand]/[variant]/services/[slug]'), params: { slug: 'deep-cleaning' } },
  { path: '/us/', module: () => import('@/pages/_sites/[brand]/[variant]/us/index'), params: {} },
  { path: '/us/il/', module: () => import('@/pages/_sites/[brand]/[variant]/us/[state]/index'), params: { state: 'il' } },
  { path: '/us/il/chicago/', module: () => import('@/pages/_sites/[brand]/[variant]/us/[state]/[city]'), params: { state: 'il', city: 'chicago' } },
  { path: '/help', module: () => import('@/pages/_sites/[brand]/[variant]/p/[...path]'), params: { path: ['help'] } },
  { path: '/checkout', module: () => import('@/pages/_sites/[brand]/[variant]/checkout'), params: {} },
];

/** The visits to check: which plan the routing decision is told the visitor is offered, and the variant experiments. */
const VISITS = [
  { name: 'the default plan', planKey: null, membershipModel: false },
  { name: 'the $19/month pricing group', planKey: 'FOREVERCLEAN_19_1_6_99', membershipModel: false },
  { name: 'the $59/month pricing group', planKey: 'FOREVERCLEAN_59_1_6_99', membershipModel: false },
  { name: 'the $25-an-hour cancellation group', planKey: 'FOREVERCLEAN_49_1_6_99_PH25', membershipModel: false },
  { name: 'the free-first-cleaning variant', planKey: null, membershipModel: true },
];

/** Every string in the page's data. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, out));
  return out;
}

/** The figures a text states: each monthly price ("$49/month") and each early-cancellation charge. */
function statedFigures(texts: string[]) {
  const monthly = new Set<string>();
  const earlyCancellation = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/(\$\d+(?:\.\d{2})?)\s*(?:\/|a |per )month/g)) monthly.add(match[1]!);
    for (const match of text.matchAll(/paid months[^.;]*?(?:full price: |costs |fee of )(\$\d+(?:\.\d{2})?(?: per hour of the first cleaning)?)/g))
      earlyCancellation.add(match[1]!);
  }
  return { monthly, earlyCancellation };
}

describe('one set of terms per page', () => {
  for (const visit of VISITS) {
    it(`states only the terms of ${visit.name} on every page type`, async () => {
      const table = buildRoutingTable(await getRoutingManifest());
      for (const page of PAGES) {
        const url = new URL(page.path, 'http://x');
        const decision = decideRewrite(
          {
            host: 'www.sparkle-clean.com',
            pathname: url.pathname,
            searchParams: url.searchParams,
            experiments: { membershipModel: visit.membershipModel, reskin: false },
            visit: { planKey: visit.planKey },
          },
          table,
        );
        const [, , brand, variant] = decision.rewriteTo.split('?')[0]!.split('/');
        const result = (await (await page.module()).getStaticProps({ params: { brand: brand!, variant: variant!, ...page.params } })) as Props;
        expect([page.path, 'props' in result]).toEqual([page.path, true]);
        const offer = result.props.chrome.offer;
        const lead = visit.membershipModel ? offer.membership : offer.plan;
        expect([page.path, lead.key]).toEqual([page.path, visit.membershipModel ? 'SUBPLAN_FIRST_FREE_CLEANING_V1' : (visit.planKey ?? 'CCF_1')]);
        const figures = planFigures(offer);
        const stated = statedFigures(strings(result.props));
        // The page states its terms (the footer always does), and only those of the plan it offers.
        expect([page.path, [...stated.monthly]]).toEqual([page.path, [figures.monthlyPrice]]);
        expect([page.path, [...stated.earlyCancellation]]).toEqual([page.path, [figures.earlyCancellationFee]]);
      }
    });
  }
});
