/**
 * @jest-environment node
 */
import { startHarness, TEST_OFFERS, type Harness } from '@/server/testing/harness';
import { seededExperiments } from '@/server/testing/seededExperiments';
import { studioPerson } from '@/server/testing/studioGrants';
import { offerCookieFor, visitorInGroup } from '@/server/testing/visitors';
import type { Experiment } from '@/lib/growth/experiments/experiments';

/**
 * A remembered offer is re-checked at every quote (issue 48, DESIGN §4a): the signed `offer` cookie keeps what a visit
 * was shown, but sells a plan only while the visitor's groups still offer it. A QA tester's plan, a stopped pricing
 * experiment's and a group the browser picked by trying ids sell no longer.
 */

let experiments: Experiment[] = seededExperiments({ pricing: 100 });
let api: Harness;
beforeAll(async () => {
  api = await startHarness({ quotesPerMinute: 60_000, offers: { ...TEST_OFFERS, experiments: async () => experiments } });
}, 60_000);
afterAll(() => api.close());

const PLAN_19 = 'FOREVERCLEAN_19_1_6_99';
const QUOTE = `query ($voucherOption: PricingPlanKey!) { voucherPriceAndIntent(voucherOption: $voucherOption, numHours: 3, zipcode: "43206") { __typename } }`;
const quote = async (voucherOption: string, cookie: string) =>
  (await api.gql<{ voucherPriceAndIntent: { __typename: string } }>(QUOTE, { voucherOption }, { headers: { cookie } })).body.data!.voucherPriceAndIntent
    .__typename;
const offerCookie = (voucher: string) => offerCookieFor({ voucher, membership: 'SUBPLAN_FIRST_FREE_CLEANING_V1' });

/** A signed visitor id the running pricing experiment puts in `group` (and the holdout does not hold out). */
const visitorIn = (group: string) =>
  visitorInGroup(
    experiments.find((e) => e.id === 'pricing')!,
    group,
  );

describe('a remembered offer at the quote', () => {
  it('sells the pricing group’s plan while the visitor is in it, and no longer once the experiment stops', async () => {
    const sid = visitorIn('monthly_19');
    const cookie = `sid=${sid}; ${offerCookie(PLAN_19)}`;
    expect(await quote(PLAN_19, cookie)).toBe('VoucherPriceQuote');
    experiments = seededExperiments();
    try {
      expect(await quote(PLAN_19, cookie)).toBe('PlanNotOfferedError');
      // The default plan always sells.
      expect(await quote('CCF_1', cookie)).toBe('VoucherPriceQuote');
    } finally {
      experiments = seededExperiments({ pricing: 100 });
    }
  });

  it('does not sell a plan a QA override once chose, once the override is gone', async () => {
    const tester = await studioPerson();
    // A tester whose own group is the $49 plan (and outside the holdout), pinned to the $19 group by QA.
    const sid = visitorIn('monthly_49');
    const live = `sid=${sid}; ${tester.qaCookie('pricing=monthly_19', 'sparkle-clean')}; ${offerCookie(PLAN_19)}`;
    expect(await quote(PLAN_19, live)).toBe('VoucherPriceQuote');
    await tester.signOut();
    // The tester signed out: the same browser, offer cookie and all, is offered what its own group offers.
    expect(await quote(PLAN_19, live)).toBe('PlanNotOfferedError');
    expect(await quote(PLAN_19, `sid=${visitorIn('monthly_49')}; ${offerCookie(PLAN_19)}`)).toBe('PlanNotOfferedError');
  });

  it('follows no visitor id the browser chose: an unsigned sid is in no group', async () => {
    // Sixty ids of the browser's choosing, each with an offer cookie naming the $19 plan: none of them buys it.
    for (let i = 0; i < 60; i += 1)
      expect(await quote(PLAN_19, `sid=visitor-try-${String(i).padStart(4, '0')}; ${offerCookie(PLAN_19)}`)).toBe('PlanNotOfferedError');
    for (let i = 0; i < 60; i += 1) expect(await quote(PLAN_19, `sid=visitor-try-${String(i).padStart(4, '0')}`)).toBe('PlanNotOfferedError');
  });
});
