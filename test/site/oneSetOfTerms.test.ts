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
import type { Experiment } from '@/lib/growth/experiments/experiments';
import { formatUsd } from '@/lib/rules/money';
import { seedPlanRows } from '@/db/seed/plans';
import { freshTestCard } from '@/server/payments/testing/testCards';
import { harnessWithOutbox, TEST_OFFERS } from '@/server/testing/harness';
import { seededExperiments } from '@/server/testing/seededExperiments';
import { offerCookieFor, visitorInGroup } from '@/server/testing/visitors';
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { bookableDays } from '@/lib/rules/booking';
import { PER_HOUR_CENTS } from '@/lib/rules/lateChange';
import { runBilling } from '@/server/domain/membershipBilling';
import { sendRenewalNotices } from '@/server/domain/careEmails';

/**
 * One set of terms per page: for every plan a visit can be offered — the default, each pricing group's and
 * the free-first-cleaning variant — every page type's data states the monthly price and the early-cancellation charge
 * of that one plan, and no other: banner, copy, footer terms, prices. Each page is reached as a visitor would reach
 * it: the routing decision picks its variant, then the page's own getStaticProps builds it. Then the plan is bought as
 * that visitor buys it (quote and purchase over GraphQL, in the pricing group that offers it), and the receipt email and
 * the account state the same figures, and no others. Last, the membership lives on: its first cleaning takes place,
 * billing charges a month, a renewal notice announces the next, and the member cancels early; each of those emails and
 * the cancellation quote the account shows states that plan's monthly price or its early-cancellation charge.
 */

// The pages' components are not rendered here, only their data built; Portable Text's renderer is an ES module Jest
// does not load.
jest.mock('@/components/RichText', () => ({ RichText: () => null }));

/** The experiments running while a visit is checked: only the one whose group offers its plan. */
let experiments: Experiment[] = seededExperiments();
const harness = harnessWithOutbox({ offers: { ...TEST_OFFERS, experiments: async () => experiments } });

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
const VISITS: { name: string; planKey: string | null; membershipModel: boolean; group?: [experiment: string, group: string] }[] = [
  { name: 'the default plan', planKey: null, membershipModel: false },
  { name: 'the $19/month pricing group', planKey: 'FOREVERCLEAN_19_1_6_99', membershipModel: false, group: ['pricing', 'monthly_19'] },
  { name: 'the $59/month pricing group', planKey: 'FOREVERCLEAN_59_1_6_99', membershipModel: false, group: ['pricing', 'monthly_59'] },
  {
    name: 'the $25-an-hour cancellation group',
    planKey: 'FOREVERCLEAN_49_1_6_99_PH25',
    membershipModel: false,
    group: ['lower_etf_higher_fc_charge_v2', 'per_hour_25'],
  },
  { name: 'the free-first-cleaning variant', planKey: null, membershipModel: true },
];

/** A signed visitor id that `experiment`, running for everyone, puts in `group` (and the holdout does not hold out). */
const visitorIn = (experiment: string, group: string) =>
  visitorInGroup(
    experiments.find((e) => e.id === experiment)!,
    group,
  );

const { plans } = seedPlanRows();
let buyers = 0;

/** Buys `planKey` as a visitor offered it does (the visit's cookies), and returns what the receipt and account say. */
async function buy(planKey: string, offered: { voucher: string; membership: string }, sid: string | null) {
  const { api, sent } = harness;
  const cookie = [offerCookieFor(offered), sid ? `sid=${sid}` : null].filter(Boolean).join('; ');
  const email = `terms-${(buyers += 1)}-${Date.now()}@example.com`;
  const quoted = await api.gql<{ voucherPriceAndIntent: { __typename: string; intent: string } }>(
    `query ($o: PricingPlanKey!) { voucherPriceAndIntent(voucherOption: $o, numHours: 3, zipcode: "43206") { __typename ... on VoucherPriceQuote { intent } } }`,
    { o: planKey },
    { headers: { cookie } },
  );
  const quote = quoted.body.data!.voucherPriceAndIntent;
  expect([planKey, quote.__typename]).toEqual([planKey, 'VoucherPriceQuote']);
  const field = plans.find((p) => p.key === planKey)!.isSubscription ? 'purchaseSubscription' : 'purchaseVoucher';
  const bought = await api.gql<Record<string, { success: boolean; message: string | null }>>(
    `mutation ($input: VoucherPurchaseInput!) { ${field}(input: $input) { success message } }`,
    {
      input: {
        intent: quote.intent,
        paymentToken: (await api.gateway.tokenize(freshTestCard())).token,
        hours: HOURS,
        email,
        zipcode: '43206',
        phone: '(614) 555-0100',
      },
    },
    { headers: { cookie } },
  );
  expect([planKey, bought.body.data?.[field]?.success, bought.body.data?.[field]?.message ?? null]).toEqual([planKey, true, null]);
  const receipt = sent.filter((m) => m.to === email && m.kind === 'receipt');
  expect(receipt).toHaveLength(1);
  const account = await api.gql<{
    customerAccount: { vouchers: { summary: unknown }[]; membership: { monthlyPrice: number } | null };
  }>(
    `{ customerAccount { vouchers { summary { lines { label amount } total membership terms } } membership { monthlyPrice } } }`,
    {},
    { headers: { cookie: (await api.signIn(email)).cookie } },
  );
  return { email, receipt: receipt[0]!.text, account: account.body.data!.customerAccount };
}

const DAY = 86_400_000;
const HOURS = 3;

/**
 * The membership bought with `email` lived on: its first cleaning is booked and moved 40 days back, billing charges
 * what is due, a renewal notice goes out before the next charge, and the member cancels at the fee the account quotes.
 * Returns the dollar amounts each of those states.
 */
async function liveOn(email: string) {
  const { api, sent, recorder } = harness;
  const db = api.database.db;
  const [voucher] = await sqlRows<{ code: string }>(
    db,
    sql.raw(`select v.code from vouchers v join customers c on c.id = v.customer_id where c.email = '${email}' order by v.id limit 1`),
  );
  const booked = await api.gql<{ bookCleaning: { success: boolean } }>(`mutation ($input: BookCleaningInput!) { bookCleaning(input: $input) { success } }`, {
    input: { code: voucher!.code, email, date: bookableDays(new Date(), 'America/New_York')[0], window: 'morning' },
  });
  expect(booked.body.data?.bookCleaning.success).toBe(true);
  await db.execute(
    sql.raw(`update bookings set starts_at = now() - interval '40 days' where voucher_id = (select id from vouchers where code = '${voucher!.code}')`),
  );
  const now = new Date();
  await runBilling(db, api.gateway, now, recorder);
  // The notice goes out in the days before the next charge: look from a week ahead of each coming day until one is sent.
  for (let day = 0; day < 40 && !sent.some((m) => m.to === email && m.kind === 'membership-renewal'); day += 1)
    await sendRenewalNotices(db, recorder, new Date(now.getTime() + day * DAY));
  const cookie = (await api.signIn(email)).cookie;
  const quoted = await api.gql<{ membershipCancellation: { fee: number; message: string } | null }>(
    `{ membershipCancellation { fee message } }`,
    {},
    { headers: { cookie } },
  );
  const quote = quoted.body.data!.membershipCancellation!;
  const cancelled = await api.gql<{ cancelMembership: { success: boolean } }>(
    `mutation ($fee: Float!) { cancelMembership(expectedFee: $fee) { success } }`,
    { fee: quote.fee },
    { headers: { cookie } },
  );
  expect(cancelled.body.data?.cancelMembership.success).toBe(true);
  const mail = (kind: string, count = 1) => {
    const found = sent.filter((m) => m.to === email && m.kind === kind);
    expect([kind, found.length]).toEqual([kind, count]);
    return found.map((m) => m.text).join('\n');
  };
  return {
    // Forty days in: the month of the first cleaning and the one after are due.
    payment: dollars(mail('membership-payment', 2)),
    renewal: dollars(mail('membership-renewal')),
    cancellationQuote: dollars(quote.message),
    cancellation: dollars(mail('fee-receipt')),
  };
}

/** Each distinct dollar amount a text states. */
const dollars = (text: string) => [...new Set(text.match(/\$\d+(?:\.\d{2})?/g) ?? [])];

/** What cancelling early costs after a first cleaning of HOURS hours: the plan's flat fee, or its hour rate times those hours. */
function expectedFee(planKey: string) {
  const plan = plans.find((p) => p.key === planKey)!;
  const perHour = plan.forevercleanPolicy ? PER_HOUR_CENTS[plan.forevercleanPolicy as keyof typeof PER_HOUR_CENTS] : undefined;
  return formatUsd(perHour === undefined ? plan.forevercleanFeeCents : perHour * HOURS);
}

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
    // "a fee of $25 per hour of the first cleaning" on a page, "charged at $25 per hour" in a receipt: one figure.
    for (const match of text.matchAll(/paid months[^.;]*?(?:full price: |costs |fee of |charged at )(\$\d+(?:\.\d{2})?)( per hour)?/g))
      earlyCancellation.add(`${match[1]!}${match[2] ? ' per hour' : ''}`);
  }
  return { monthly, earlyCancellation };
}

/** The plan's early-cancellation charge as statedFigures reads it: the amount, and whether it is per hour. */
const feeFigure = (fee: string) => fee.replace(' per hour of the first cleaning', ' per hour');

describe('one set of terms per page', () => {
  for (const visit of VISITS) {
    it(`states only the terms of ${visit.name} on every page type, its receipt and the account`, async () => {
      experiments = visit.group ? seededExperiments({ [visit.group[0]]: 100 }) : seededExperiments();
      const table = buildRoutingTable(await getRoutingManifest());
      let offered: PageOffer | undefined;
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
        offered = offer;
        const lead = visit.membershipModel ? offer.membership : offer.plan;
        expect([page.path, lead.key]).toEqual([page.path, visit.membershipModel ? 'SUBPLAN_FIRST_FREE_CLEANING_V1' : (visit.planKey ?? 'CCF_1')]);
        const figures = planFigures(offer);
        const stated = statedFigures(strings(result.props));
        // The page states its terms (the footer always does), and only those of the plan it offers.
        expect([page.path, [...stated.monthly]]).toEqual([page.path, [figures.monthlyPrice]]);
        expect([page.path, [...stated.earlyCancellation]]).toEqual([page.path, [feeFigure(figures.earlyCancellationFee)]]);
      }

      // Bought at that plan: the receipt and the account state its figures, and no others.
      const figures = planFigures(offered!);
      const lead = visit.membershipModel ? offered!.membership : offered!.plan;
      const sid = visit.group ? visitorIn(...visit.group) : null;
      const { email, receipt, account } = await buy(lead.key, { voucher: offered!.plan.key, membership: offered!.membership.key }, sid);
      for (const [surface, texts] of [
        ['receipt', [receipt]],
        ['account', strings(account.vouchers)],
      ] as const) {
        const stated = statedFigures([...texts]);
        expect([surface, [...stated.monthly]]).toEqual([surface, [figures.monthlyPrice]]);
        expect([surface, [...stated.earlyCancellation]]).toEqual([surface, [feeFigure(figures.earlyCancellationFee)]]);
      }
      // The membership the account shows is billed at the plan's monthly price.
      expect(account.membership && formatUsd(Math.round(account.membership.monthlyPrice * 100))).toBe(figures.monthlyPrice);

      // The membership's later emails and the cancellation quote: the monthly price, or the early-cancellation charge.
      const later = await liveOn(email);
      const fee = expectedFee(lead.key);
      expect(later).toEqual({
        payment: [figures.monthlyPrice],
        renewal: [figures.monthlyPrice],
        cancellationQuote: [fee],
        cancellation: [fee],
      });
    });
  }
});
