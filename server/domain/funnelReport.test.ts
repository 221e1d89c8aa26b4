/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { events, referralCodes } from '@/db/schema';
import type { FunnelContent } from '@/lib/growth/funnel';
import type { FunnelFilters } from '@/lib/growth/funnelFilters';
import { funnelCsv, funnelCsvRows } from '@/lib/growth/funnelCsv';
import { differenceInterval, wilsonInterval } from '@/lib/growth/proportions';
import { EVENTS } from '@/lib/growth/tracking/events';
import { funnelReport } from './funnelReport';
import { startHarness, type Harness } from '../testing/harness';
import { recordedPayment, type PaymentVisit } from '../testing/recordedPayment';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.database.db.execute(sql`delete from events`);
  await api.database.db.execute(sql`delete from funnel_payments`);
});

const NAMED = '160934275998';
const content: FunnelContent = {
  brands: [
    { key: 'tidy-nest', name: 'Tidy Nest' },
    { key: 'bright-maids', name: 'Bright Maids' },
  ],
  adGroupNames: new Map([[NAMED, 'Top-Rated Maid Service in Your City']]),
  experimentGroups: new Map([
    ['membership_model_v1', ['control', 'variant']],
    ['reskinned_landing_v1', ['control', 'variant']],
  ]),
};
const NOVEMBER: FunnelFilters = { brandKey: null, from: '2026-11-01', to: '2026-11-30' };
const FULL = [EVENTS.landingPageLoaded, EVENTS.zipcodeSubmit, EVENTS.lead, EVENTS.submitPayment, EVENTS.paymentSuccess];

interface Visit {
  names: string[];
  brandKey?: string;
  adGroupId?: string | null;
  at?: string;
  cohorts?: Record<string, string>;
  referralCode?: string | null;
  excluded?: boolean;
}
let serial = 0;
/**
 * One session: its events inserted as the sink stores them (the sink itself refuses times far from now), and, when
 * they include a payment or a purchase, the server's own records of it, as the purchase mutation writes them: the
 * funnel counts those, never the browser's payment events.
 */
async function visit(
  { names, brandKey = 'tidy-nest', adGroupId = null, at = '2026-11-15T12:00:00Z', cohorts = {}, referralCode = null, excluded = false }: Visit,
  sid = `session-${(serial += 1)}`,
) {
  await api.database.db.insert(events).values(
    names.map((name, i) => ({
      name,
      brandKey,
      adGroupId,
      sessionId: sid,
      path: '/deal',
      properties: {},
      cohorts,
      excluded,
      referralCode,
      occurredAt: new Date(new Date(at).getTime() + i * 1000),
    })),
  );
  const bought = names.includes(EVENTS.paymentSuccess);
  if (bought || names.includes(EVENTS.submitPayment)) await serverPayment({ sessionId: sid, brandKey, cohorts, referralCode, excluded }, new Date(at), bought);
  return sid;
}

let quotes = 0;
const serverPayment = (visit: PaymentVisit, at: Date, bought: boolean, priceCents = 2009) =>
  recordedPayment(api.database.db, { intentId: `pi_${(quotes += 1).toString(16).padStart(32, '0')}`, visit, at, charged: bought, priceCents });
const sessions = (steps: { sessions: number }[]) => steps.map((s) => s.sessions);

describe('studio funnel report', () => {
  it('counts only events inside the inclusive range of UTC days', async () => {
    await visit({ names: FULL, at: '2026-10-31T23:59:00Z' });
    await visit({ names: FULL.slice(0, 2), at: '2026-11-01T00:00:00Z' });
    await visit({ names: FULL.slice(0, 1), at: '2026-11-30T23:59:00Z' });
    await visit({ names: FULL, at: '2026-12-01T00:00:00Z' });
    const report = await funnelReport(api.database.db, NOVEMBER, content);
    expect(sessions(report.total)).toEqual([2, 1, 0, 0, 0]);
    expect(report.filters).toEqual(NOVEMBER);
    expect(report.brands).toEqual(content.brands);

    const past = await funnelReport(api.database.db, { brandKey: null, from: '2020-01-01', to: '2020-01-31' }, content);
    expect(past).toMatchObject({ funnel: [], experiments: [], referrals: [] });
    expect(sessions(past.total)).toEqual([0, 0, 0, 0, 0]);
  });

  it('filters by brand and leaves agents and bots out', async () => {
    await visit({ names: FULL, brandKey: 'tidy-nest' });
    await visit({ names: FULL.slice(0, 3), brandKey: 'bright-maids' });
    await visit({ names: FULL, brandKey: 'bright-maids', excluded: true });
    const tidy = await funnelReport(api.database.db, { ...NOVEMBER, brandKey: 'tidy-nest' }, content);
    expect(tidy.funnel.map((r) => r.brandKey)).toEqual(['tidy-nest']);
    expect(sessions(tidy.total)).toEqual([1, 1, 1, 1, 1]);
    const bright = await funnelReport(api.database.db, { ...NOVEMBER, brandKey: 'bright-maids' }, content);
    expect(sessions(bright.total)).toEqual([1, 1, 1, 0, 0]);
    expect(sessions((await funnelReport(api.database.db, NOVEMBER, content)).total)).toEqual([2, 2, 2, 1, 1]);
  });

  it('counts every session as a visitor and each step as reached when a later one was, so no step exceeds the one before', async () => {
    // No landing event (a checkout link opened directly): still a visitor.
    await visit({ names: [EVENTS.loadDhj] });
    // A purchase whose lead and payment events were lost: still a lead and a payment.
    await visit({ names: [EVENTS.zipcodeSubmit, EVENTS.paymentSuccess] });
    await visit({ names: [EVENTS.landingPageLoaded, EVENTS.lead] });
    await visit({ names: FULL });
    const { total, funnel } = await funnelReport(api.database.db, NOVEMBER, content);
    expect(sessions(total)).toEqual([4, 3, 3, 2, 2]);
    expect(funnel[0]!.steps).toEqual(total);
    expect(total[1]).toMatchObject({ rateFromPrevious: 0.75, rateFromVisitors: 0.75 });
    expect(total[3]).toMatchObject({ rateFromPrevious: 2 / 3, rateFromVisitors: 0.5 });
    for (let i = 1; i < total.length; i += 1) expect(total[i]!.sessions).toBeLessThanOrEqual(total[i - 1]!.sessions);
  });

  it('names ad groups from content, groups unknown ids per brand, and keeps the raw ids', async () => {
    await visit({ names: FULL, adGroupId: NAMED });
    await visit({ names: FULL.slice(0, 2), adGroupId: '999000111' });
    await visit({ names: FULL.slice(0, 1), adGroupId: '999000222' });
    await visit({ names: FULL.slice(0, 1), adGroupId: '999000333', brandKey: 'bright-maids' });
    await visit({ names: FULL.slice(0, 3) });
    // A session belongs to the ad group it first arrived with, even if later events lost it.
    const sid = await visit({ names: FULL.slice(0, 1), adGroupId: NAMED });
    await visit({ names: FULL.slice(1, 3), at: '2026-11-16T00:00:00Z' }, sid);

    const { funnel } = await funnelReport(api.database.db, NOVEMBER, content);
    expect(funnel.map((r) => [r.brandKey, r.adGroupKind, r.adGroupId, r.adGroupName, r.rawAdGroupIds, sessions(r.steps)])).toEqual([
      ['bright-maids', 'other', null, 'Other ad groups', ['999000333'], [1, 0, 0, 0, 0]],
      ['tidy-nest', 'named', NAMED, 'Top-Rated Maid Service in Your City', [NAMED], [2, 2, 2, 1, 1]],
      ['tidy-nest', 'other', null, 'Other ad groups', ['999000111', '999000222'], [2, 1, 0, 0, 0]],
      ['tidy-nest', 'direct', null, 'No ad group (direct)', [], [1, 1, 1, 0, 0]],
    ]);
  });

  it('gives each experiment group its conversion with intervals once it has 100 visitors, and its difference to control', async () => {
    const group = async (cohorts: Record<string, string>, visitors: number, buyers: number) => {
      for (let i = 0; i < visitors; i += 1) await visit({ names: i < buyers ? FULL : FULL.slice(0, 1), cohorts });
    };
    await group({ membership_model_v1: 'control' }, 120, 12);
    await group({ membership_model_v1: 'variant' }, 150, 30);
    await group({ reskinned_landing_v1: 'control' }, 20, 1);
    await group({ reskinned_landing_v1: 'variant' }, 30, 6);
    // Groups no published experiment has are not shown.
    await group({ membership_model_v1: 'retired' }, 5, 5);

    const { experiments } = await funnelReport(api.database.db, NOVEMBER, content);
    expect(experiments.map((e) => [e.experimentId, e.group, e.stats.visitors, e.stats.conversions])).toEqual([
      ['membership_model_v1', 'control', 120, 12],
      ['membership_model_v1', 'variant', 150, 30],
      ['reskinned_landing_v1', 'control', 20, 1],
      ['reskinned_landing_v1', 'variant', 30, 6],
    ]);
    const [control, variant, smallControl, smallVariant] = experiments.map((e) => e.stats);
    expect(control).toEqual({ visitors: 120, conversions: 12, rate: 0.1, rateInterval: wilsonInterval(12, 120), difference: null });
    expect(variant).toEqual({
      visitors: 150,
      conversions: 30,
      rate: 0.2,
      rateInterval: wilsonInterval(30, 150),
      difference: differenceInterval(30, 150, 12, 120),
    });
    expect(variant!.difference!.low).toBeGreaterThan(0);
    expect(smallControl).toMatchObject({ rate: 0.05, rateInterval: null, difference: null });
    expect(smallVariant).toMatchObject({ rate: 0.2, rateInterval: null, difference: null });
  }, 60_000);

  it('exports the tables as CSV with the same figures, quoted and safe to open in a spreadsheet', async () => {
    await api.database.db.insert(referralCodes).values({ code: 'EVIL-0001', hostName: '=HYPERLINK("http://x.test","Maria, G.")' }).onConflictDoNothing();
    await visit({ names: FULL, adGroupId: NAMED, cohorts: { membership_model_v1: 'control' }, referralCode: 'EVIL-0001' });
    await visit({ names: FULL.slice(0, 2), adGroupId: '999000111', cohorts: { membership_model_v1: 'variant' } });
    const report = await funnelReport(api.database.db, NOVEMBER, content);
    const [header, ...rows] = funnelCsvRows(report);

    expect(header!.slice(8, 13)).toEqual(['Visitors', 'Zipcode', 'Lead', 'Payment', 'Purchase']);
    const table = [
      ...report.funnel.map((r) => ['Ad groups', r.brandKey, r.adGroupName, ...sessions(r.steps)]),
      ['Ad groups', 'All brands', 'Total', ...sessions(report.total)],
      ...report.experiments.map((r) => ['Experiments', r.experimentId, r.group, ...sessions(r.steps)]),
      ...report.referrals.map((r) => ['Referrals', r.hostName, r.code, ...sessions(r.steps)]),
    ];
    expect(
      rows.map((r) => [r[0], ...(r[0] === 'Ad groups' ? r.slice(1, 3) : r[0] === 'Experiments' ? r.slice(4, 6) : r.slice(6, 8)), ...r.slice(8, 13)]),
    ).toEqual(table);
    expect(table).toHaveLength(2 + 1 + 2 + 1);

    const csv = funnelCsv(report);
    expect(csv).toContain('Ad groups,tidy-nest,Top-Rated Maid Service in Your City,160934275998,,,,,1,1,1,1,1,');
    expect(csv).toContain(`Referrals,,,,,,"'=HYPERLINK(""http://x.test"",""Maria, G."")",EVIL-0001,1,1,1,1,1,`);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
