/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import * as t from './schema';
import type { PgTable } from 'drizzle-orm/pg-core';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
}, 60_000);
afterAll(() => database?.close());

const count = async (table: PgTable) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('database', () => {
  it('migrates and seeds the catalogue', async () => {
    expect(await count(t.plans)).toBeGreaterThanOrEqual(12);
    expect(await count(t.serviceRegions)).toBe(52);
    expect(await count(t.reviews)).toBeGreaterThanOrEqual(300);
  });

  it('seeds the free-first-cleaning plan exactly as spec §9', async () => {
    const [plan] = await database.db
      .select()
      .from(t.plans)
      .where(sql`${t.plans.key} = 'SUBPLAN_FIRST_FREE_CLEANING_V1'`);
    expect(plan).toMatchObject({
      forevercleanMonthlyCents: 5900,
      forevercleanFeeCents: 16600,
      forevercleanPolicy: 'flat_rate',
      forevercleanFeeMinMonths: 6,
      isSubscription: true,
    });
    const options = await database.db
      .select()
      .from(t.planOptions)
      .where(sql`${t.planOptions.planKey} = 'SUBPLAN_FIRST_FREE_CLEANING_V1'`);
    expect(options).toEqual([expect.objectContaining({ numHours: 3, priceCents: 0, undiscountedPriceCents: 16600 })]);
  });

  it('seeding twice changes nothing', async () => {
    const { seedDatabase } = await import('./seed');
    await seedDatabase(database.db);
    expect(await count(t.reviews)).toBe(360);
  });
});
