import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_PLANS } from '@/db/seed/plans';
import { DEFAULT_OFFER, offeredPlans, PLAN_BY_GROUP } from './offeredPlans';

describe('offeredPlans', () => {
  it('offers the standard ladder and the free-first-cleaning membership to control', () => {
    expect(offeredPlans(new Map())).toEqual(DEFAULT_OFFER);
    expect(offeredPlans(new Map())).toEqual(DEFAULT_OFFER);
  });

  it('gives each group its own plan, the free first cleaning first', () => {
    expect(offeredPlans(new Map([['pricing', 'FOREVERCLEAN_19_1_6_99']])).voucher).toBe('FOREVERCLEAN_19_1_6_99');
    expect(
      offeredPlans(
        new Map([
          ['pricing', 'FOREVERCLEAN_19_1_6_99'],
          ['convert_enabled', 'FOREVERCLEAN_49_3_6_99'],
        ]),
      ).voucher,
    ).toBe('FOREVERCLEAN_49_3_6_99');
    expect(
      offeredPlans(
        new Map([
          ['pricing', 'FOREVERCLEAN_19_1_6_99'],
          ['first_cleaning_free_v1', 'SUBPLAN_FIRST_FREE_CLEANING_V1'],
        ]),
      ).voucher,
    ).toBe('SUBPLAN_FIRST_FREE_CLEANING_V1');
  });

  it('reaches every seeded plan through some experiment group', () => {
    const reachable = new Set([
      DEFAULT_OFFER.voucher,
      DEFAULT_OFFER.membership,
      ...PLAN_BY_GROUP.map(([experiment, , plan]) => offeredPlans(new Map([[experiment, plan]])).voucher),
    ]);
    expect([...reachable].sort()).toEqual(SEED_PLANS.map((p) => p.key).sort());
  });
});

describe('experiment groups behind the plans', () => {
  it('are the seeded experiment documents’ own variants, with these plans', () => {
    const seeded = readFileSync(path.join(process.cwd(), 'content', 'seed.ndjson'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('"_type": "experiment"'))
      .map((line) => JSON.parse(line) as { key: string; variants: { key: string; plan?: string }[] });
    const fromSeed = seeded.flatMap((doc) => doc.variants.flatMap((v) => (v.plan ? [[doc.key, v.key, v.plan]] : [])));
    expect(fromSeed.sort()).toEqual(PLAN_BY_GROUP.map((row) => [...row]).sort());
  });
});
