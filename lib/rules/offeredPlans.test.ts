import { SEED_PLANS } from '@/db/seed/plans';
import { DEFAULT_OFFER, offeredPlans, PLAN_BY_GROUP } from './offeredPlans';

describe('offeredPlans', () => {
  it('offers the standard ladder and the free-first-cleaning membership to control', () => {
    expect(offeredPlans(new Map())).toEqual(DEFAULT_OFFER);
    expect(offeredPlans(new Map([['pricing', 'control']]))).toEqual(DEFAULT_OFFER);
  });

  it('gives each group its own plan, the free first cleaning first', () => {
    expect(offeredPlans(new Map([['pricing', 'monthly_19']])).voucher).toBe('FOREVERCLEAN_19_1_6_99');
    expect(
      offeredPlans(
        new Map([
          ['pricing', 'monthly_19'],
          ['convert_enabled', 'quarterly'],
        ]),
      ).voucher,
    ).toBe('FOREVERCLEAN_49_3_6_99');
    expect(
      offeredPlans(
        new Map([
          ['pricing', 'monthly_19'],
          ['first_cleaning_free_v1', 'variant'],
        ]),
      ).voucher,
    ).toBe('SUBPLAN_FIRST_FREE_CLEANING_V1');
  });

  it('reaches every seeded plan through some experiment group', () => {
    const reachable = new Set([
      DEFAULT_OFFER.voucher,
      DEFAULT_OFFER.membership,
      ...PLAN_BY_GROUP.map(([experiment, group]) => offeredPlans(new Map([[experiment, group]])).voucher),
    ]);
    expect([...reachable].sort()).toEqual(SEED_PLANS.map((p) => p.key).sort());
  });
});

describe('experiment groups behind the plans', () => {
  it('names only groups the experiments have', async () => {
    const { experimentById, groupsOf } = await import('@/lib/growth/experiments/experiments');
    for (const [experiment, group] of PLAN_BY_GROUP) {
      const known = experimentById(experiment);
      expect(known?.placement).toBe('pricing');
      expect(groupsOf(known!)).toContain(group);
    }
  });
});
