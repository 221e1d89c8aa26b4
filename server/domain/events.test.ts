/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { EVENTS } from '@/lib/growth/tracking/events';
import { recordEvents } from './events';
import { startHarness, type Harness } from '../testing/harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
}, 60_000);
afterAll(() => api.close());

const now = new Date('2026-11-22T10:00:00Z');
const visit = (sid: string, adGroupId: string | null, names: string[], excluded = false, brandKey = 'tidy-nest') =>
  recordEvents(
    api.database.db,
    { context: { sid, adGroupId, path: '/deal' }, events: names.map((name) => ({ name, at: now.toISOString() })) },
    { brandKey, cookies: excluded ? { 'ha-bot': '1' } : {}, now },
  );

describe('event sink', () => {
  it('stores valid batches and refuses unknown names, bad ids and oversized properties', async () => {
    expect(await visit('visitor-0001', '148203961127', [EVENTS.landingPageLoaded])).toEqual({ stored: 1, excluded: false });
    expect(await visit('visitor-0001', null, ['publicweb.made_up'])).toEqual({ error: 'The batch is not valid.' });
    expect(await visit('bad id!', null, [EVENTS.lead])).toEqual({ error: 'The batch is not valid.' });
    expect(
      await recordEvents(
        api.database.db,
        {
          context: { sid: 'visitor-0002' },
          events: [{ name: EVENTS.lead, properties: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`part${i}`, 'x'.repeat(150)])) }],
        },
        { brandKey: 'tidy-nest', cookies: {}, now },
      ),
    ).toEqual({
      error: 'Event properties are too large.',
    });
    expect(await recordEvents(api.database.db, { context: { sid: 'visitor-0002' }, events: [] }, { brandKey: 'tidy-nest', cookies: {}, now })).toEqual({
      error: 'The batch is not valid.',
    });
  });

  it('marks agent paths and agent or bot cookies as excluded', async () => {
    expect(
      await recordEvents(
        api.database.db,
        { context: { sid: 'visitor-agent', path: '/agent/deal' }, events: [{ name: EVENTS.lead }] },
        { brandKey: 'tidy-nest', cookies: {}, now },
      ),
    ).toEqual({ stored: 1, excluded: true });
    expect(await visit('visitor-bot1', null, [EVENTS.lead], true)).toEqual({ stored: 1, excluded: true });
  });

  it('stamps implausible client times with the arrival time', async () => {
    await recordEvents(
      api.database.db,
      { context: { sid: 'visitor-clock' }, events: [{ name: EVENTS.lead, at: '1999-01-01T00:00:00Z' }] },
      { brandKey: 'tidy-nest', cookies: {}, now },
    );
    const rows = await sqlRows<{ occurred_at: string | Date }>(api.database.db, sql`select occurred_at from events where session_id = 'visitor-clock'`);
    expect(new Date(rows[0]!.occurred_at).toISOString()).toBe(now.toISOString());
  });
});
