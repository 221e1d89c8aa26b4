/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { EVENTS } from '@/lib/growth/tracking/events';
import { experimentFunnel, funnel, recordEvents } from './services/events';
import { startHarness, type Harness } from './testing/harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
}, 60_000);
afterAll(() => api.close());

const now = new Date('2026-11-22T10:00:00Z');
const visit = (sid: string, adGroupId: string | null, names: string[], excluded = false, brandKey = 'tidy-nest') =>
  recordEvents(api.database.db, { context: { sid, adGroupId, path: '/deal' }, events: names.map((name) => ({ name, at: now.toISOString() })) }, { brandKey, cookies: excluded ? { 'ha-bot': '1' } : {}, now });

describe('event sink', () => {
  it('stores valid batches and refuses unknown names, bad ids and oversized properties', async () => {
    expect(await visit('visitor-0001', '148203961127', [EVENTS.landingPageLoaded])).toEqual({ stored: 1, excluded: false });
    expect(await visit('visitor-0001', null, ['publicweb.made_up'])).toEqual({ error: 'The batch is not valid.' });
    expect(await visit('bad id!', null, [EVENTS.lead])).toEqual({ error: 'The batch is not valid.' });
    expect(await recordEvents(api.database.db, { context: { sid: 'visitor-0002' }, events: [{ name: EVENTS.lead, properties: { blob: 'x'.repeat(3000) } }] }, { brandKey: 'tidy-nest', cookies: {}, now })).toEqual({
      error: 'Event properties are too large.',
    });
    expect(await recordEvents(api.database.db, { context: { sid: 'visitor-0002' }, events: [] }, { brandKey: 'tidy-nest', cookies: {}, now })).toEqual({ error: 'The batch is not valid.' });
  });

  it('marks agent paths and agent or bot cookies as excluded', async () => {
    expect(await recordEvents(api.database.db, { context: { sid: 'visitor-agent', path: '/agent/deal' }, events: [{ name: EVENTS.lead }] }, { brandKey: 'tidy-nest', cookies: {}, now })).toEqual({ stored: 1, excluded: true });
    expect(await visit('visitor-bot1', null, [EVENTS.lead], true)).toEqual({ stored: 1, excluded: true });
  });

  it('stamps implausible client times with the arrival time', async () => {
    await recordEvents(api.database.db, { context: { sid: 'visitor-clock' }, events: [{ name: EVENTS.lead, at: '1999-01-01T00:00:00Z' }] }, { brandKey: 'tidy-nest', cookies: {}, now });
    const rows = (await api.database.db.execute(sql`select occurred_at from events where session_id = 'visitor-clock'`)) as unknown as { rows: { occurred_at: string | Date }[] };
    expect(new Date(rows.rows[0]!.occurred_at).toISOString()).toBe(now.toISOString());
  });
});

describe('funnel', () => {
  it('counts distinct visitors per step, per brand and ad group, without agents and bots', async () => {
    await api.database.db.execute(sql`delete from events`);
    const full = [EVENTS.landingPageLoaded, EVENTS.zipcodeSubmit, EVENTS.lead, EVENTS.submitPayment, EVENTS.paymentSuccess];
    await visit('buyer-00001', '152718340021', full);
    await visit('buyer-00001', '152718340021', [EVENTS.landingPageLoaded]);
    await visit('browser-0001', '152718340021', full.slice(0, 2));
    await visit('browser-0002', '152718340021', full.slice(0, 1));
    await visit('browser-0003', '152718340021', full.slice(0, 3));
    await visit('agent-00001', '152718340021', full, true);
    await visit('other-brand', null, full.slice(0, 1), false, 'bright-maids');

    const rows = await funnel(api.database.db);
    expect(rows.map((r) => [r.brandKey, r.adGroupId])).toEqual([
      ['bright-maids', null],
      ['tidy-nest', '152718340021'],
    ]);
    const tidy = rows[1]!;
    expect(tidy.steps.map((s) => [s.label, s.sessions])).toEqual([
      ['Visitors', 4],
      ['Zipcode', 3],
      ['Lead', 2],
      ['Payment', 1],
      ['Purchase', 1],
    ]);
    expect(tidy.steps[1]).toMatchObject({ rateFromPrevious: 0.75, rateFromVisitors: 0.75 });
    expect(tidy.steps[4]).toMatchObject({ rateFromPrevious: 1, rateFromVisitors: 0.25 });
  });
});

describe('experiment funnel', () => {
  it('splits the funnel by the groups events were recorded in, without agents and bots', async () => {
    await api.database.db.execute(sql`delete from events`);
    const full = [EVENTS.landingPageLoaded, EVENTS.zipcodeSubmit, EVENTS.lead, EVENTS.submitPayment, EVENTS.paymentSuccess];
    const record = (sid: string, names: string[], cohorts: Record<string, string>, excluded = false) =>
      recordEvents(api.database.db, { context: { sid, path: '/' }, events: names.map((name) => ({ name })) }, { brandKey: 'tidy-nest', cohorts, cookies: excluded ? { 'ha-agent': '1' } : {}, now });
    await record('variant-0001', full, { membership_model_v1: 'variant' });
    await record('variant-0002', full.slice(0, 2), { membership_model_v1: 'variant' });
    await record('control-0001', full.slice(0, 3), { membership_model_v1: 'control', reskinned_landing_v1: 'variant' });
    await record('bot-00000001', full, { membership_model_v1: 'variant' }, true);
    await record('nobody-00001', full, {});

    const rows = await experimentFunnel(api.database.db);
    expect(rows.map((r) => [r.experimentId, r.group, r.steps.map((s) => s.sessions)])).toEqual([
      ['membership_model_v1', 'control', [1, 1, 1, 0, 0]],
      ['membership_model_v1', 'variant', [2, 2, 1, 1, 1]],
      ['reskinned_landing_v1', 'variant', [1, 1, 1, 0, 0]],
    ]);
  });
});
