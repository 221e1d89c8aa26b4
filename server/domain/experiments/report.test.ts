/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { experimentCsv } from '@/lib/growth/experimentCsv';
import { startHarness, type Harness } from '@/server/testing/harness';
import { APARTMENT_HEADLINE_HISTORY, writeExperimentHistory } from '@/server/testing/experimentHistory';
import { seededExperimentDefinitions } from '@/server/testing/seededExperiments';
import { DEFAULT_PAID_MONTHS } from './report';
import { flushExposures, recordExposures } from './exposures';
import { studioExperimentResults, withHoldout } from './studioResults';

const NOW = new Date('2026-11-20T12:00:00Z');
const BRANDS = new Set(['sparkle-clean', 'tidy-nest', 'bright-maids']);
const published = seededExperimentDefinitions();

let api: Harness;
let written: { visitors: number; purchases: number };
beforeAll(async () => {
  api = await startHarness();
  written = await writeExperimentHistory(api.database.db, { ...APARTMENT_HEADLINE_HISTORY, now: NOW });
}, 120_000);
afterAll(() => api.close());

const results = async (query: Record<string, unknown> = {}, key: unknown = 'apartment_headline_v1') =>
  studioExperimentResults(key, query, published, BRANDS, NOW);

describe('experiment results from the server’s records', () => {
  it('counts every exposed visitor and every purchase made after the exposure, per variant', async () => {
    const answer = await results();
    if (answer.status !== 200) throw new Error(answer.error);
    const { report } = answer;
    const [control, short] = report.variants;
    expect(control!.key).toBe('control');
    expect(short!.key).toBe('short');
    expect(control!.visitors + short!.visitors).toBe(written.visitors);
    expect(control!.purchases + short!.purchases).toBe(written.purchases);
    const [stored] = await sqlRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from experiment_exposures where experiment_key = 'apartment_headline_v1' and variant = 'control'`,
    );
    expect(control!.visitors).toBe(stored!.n);
    // Revenue per visitor counts each membership at its monthly price for the expected paid months (no mature memberships: the default).
    expect(report.paidMonths).toMatchObject({ months: DEFAULT_PAID_MONTHS, memberships: 0 });
    expect(control!.revenuePerVisitor).toBeGreaterThan((control!.purchases * 49 * DEFAULT_PAID_MONTHS) / control!.visitors);
    // The JSON of item 6.
    for (const v of report.variants) {
      expect(Object.keys(v)).toEqual(
        expect.arrayContaining(['visitors', 'purchases', 'revenuePerVisitor', 'chanceToBeBest', 'expectedLossPer1000', 'interval']),
      );
    }
    expect(short!.interval!.low).toBeLessThan(short!.interval!.high);
    expect(report.srm.alarm).toBe(false);
    expect(report.srm.pValue).toBeGreaterThan(0.001);
    expect(report.guardrails.map((g) => g.metric).sort()).toEqual(['earlyCancellations', 'refunds', 'supportTickets']);
    expect(['keep running', 'ship variant', 'stop variant']).toContain(report.verdict.action);
    expect(short!.chanceToBeBest + control!.chanceToBeBest).toBeCloseTo(1, 2);
    expect(typeof report.decisionText).toBe('string');
  });

  it('shows each brand’s lift beside the pooled one, the small brand moved the most', async () => {
    const answer = await results();
    if (answer.status !== 200) throw new Error(answer.error);
    const moved = Object.fromEntries(answer.report.brands.map((b) => [b.brand, b.variants.find((v) => v.key === 'short')!.moved]));
    expect(Object.keys(moved).sort()).toEqual([...BRANDS].sort());
    // Brand sizes in the history: sparkle-clean ≫ tidy-nest ≫ bright-maids.
    if (moved['bright-maids'] !== null && moved['sparkle-clean'] !== null && moved['bright-maids']! > 0) {
      expect(moved['bright-maids']!).toBeGreaterThanOrEqual(moved['sparkle-clean']!);
    }
  });

  it('answers one brand alone, and says plainly what is wrong with a bad query', async () => {
    const one = await results({ brand: 'tidy-nest' });
    if (one.status !== 200) throw new Error(one.error);
    expect(one.report.brand).toBe('tidy-nest');
    expect(one.report.variants[0]!.visitors).toBe(900);
    expect(await results({ brand: 'nope' })).toMatchObject({ status: 400 });
    expect(await results({ brand: ['tidy-nest', 'x'] })).toMatchObject({ status: 400 });
    expect(await results({ lift: 'lots' })).toMatchObject({ status: 400 });
    expect(await results({ lift: '0' })).toMatchObject({ status: 400 });
    expect(await results({}, 'no_such_experiment')).toMatchObject({ status: 404 });
    expect(await results({}, ['apartment_headline_v1'])).toMatchObject({ status: 404 });
  });

  it('raises the sample-ratio alarm when the split is not the one configured', async () => {
    await writeExperimentHistory(api.database.db, {
      experimentKey: 'pricing',
      days: 10,
      now: NOW,
      groups: ['control', 'monthly_19', 'monthly_39', 'monthly_49', 'monthly_59']
        .map((variant) => ({ variant, visitors: { 'tidy-nest': 400 }, conversion: 0.03 }))
        .concat([{ variant: 'no_two_hour', visitors: { 'tidy-nest': 250 }, conversion: 0.03 }]),
    });
    const answer = await studioExperimentResults('pricing', {}, published, BRANDS, NOW);
    if (answer.status !== 200) throw new Error(answer.error);
    expect(answer.report.srm.alarm).toBe(true);
    expect(answer.report.verdict.text).toMatch(/split/);
  });

  it('exports the same figures as CSV', async () => {
    const answer = await results();
    if (answer.status !== 200) throw new Error(answer.error);
    const csv = experimentCsv(answer.report);
    const control = csv.split('\r\n').find((line) => line.startsWith('control,'))!;
    expect(control.split(',').slice(0, 3)).toEqual(['control', String(answer.report.variants[0]!.visitors), String(answer.report.variants[0]!.purchases)]);
  });

  it('reads the standing holdout like an experiment: everything shipped and running against none of it', async () => {
    await writeExperimentHistory(api.database.db, {
      experimentKey: 'holdout',
      days: 14,
      now: NOW,
      groups: [
        { variant: 'control', visitors: { 'sparkle-clean': 100 }, conversion: 0.03 },
        { variant: 'experiments', visitors: { 'sparkle-clean': 1900 }, conversion: 0.04 },
      ],
    });
    const answer = await studioExperimentResults('holdout', {}, withHoldout(published), BRANDS, NOW);
    if (answer.status !== 200) throw new Error(answer.error);
    expect(answer.report.variants.map((v) => [v.key, v.visitors])).toEqual([
      ['control', 100],
      ['experiments', 1900],
    ]);
    // 5 % held out by default: 100 of 2,000 is the configured split.
    expect(answer.report.srm.alarm).toBe(false);
  });

  it('writes each visitor’s first exposure once, off the request path', async () => {
    const exposure = { experimentKey: 'exposure_check', sessionId: 'visitor-exposure-1', variant: 'b', brandKey: 'tidy-nest', adGroupId: null };
    recordExposures([exposure, exposure]);
    recordExposures([{ ...exposure, variant: 'control' }]);
    await flushExposures();
    const rows = await sqlRows<{ variant: string }>(api.database.db, sql`select variant from experiment_exposures where experiment_key = 'exposure_check'`);
    expect(rows).toEqual([{ variant: 'b' }]);
  });
});
