/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { flagOf } from '@/lib/growth/experiments/assign';
import { startHarness, type Harness } from '@/server/testing/harness';
import { flushExposures, recordShown } from './exposures';
import { newVisitorId } from './visitorId';

/** Exposures a few addresses can add (issue 48): a client's new visitors count up to EVENT_VISITORS_PER_CLIENT_PER_HOUR (60). */

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
}, 60_000);
afterAll(() => api.close());

const exposed = async (experiment: string) =>
  (await sqlRows<{ n: number }>(api.database.db, sql`select count(*)::int as n from experiment_exposures where experiment_key = ${experiment}`))[0]!.n;
const shown = (experiment: string) => [flagOf(experiment, 'variant', true, false)];
/** Lets the batched writes happen. */
async function settle() {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 20));
  await flushExposures();
}

describe('experiment exposures', () => {
  it('count at most 60 new visitors an hour from one client; other clients and visitors already counted go on', async () => {
    const brand = { key: 'sparkle-clean' };
    const visitors = Array.from({ length: 100 }, () => newVisitorId());
    for (const sid of visitors) recordShown(brand, sid, shown('cap_test'), '203.0.113.5');
    await settle();
    expect(await exposed('cap_test')).toBe(60);

    // A visitor already counted is counted in another experiment too; another client's visitors count.
    recordShown(brand, visitors[0]!, shown('cap_test_two'), '203.0.113.5');
    recordShown(brand, newVisitorId(), shown('cap_test_two'), '198.51.100.9');
    recordShown(brand, newVisitorId(), shown('cap_test_two'), '203.0.113.5');
    await settle();
    expect(await exposed('cap_test_two')).toBe(2);
  });
});
