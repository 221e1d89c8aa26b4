/** @jest-environment node */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { pgliteForDrizzle, TYPES_DRIZZLE_PARSES } from './pgliteForDrizzle';

describe('pgliteForDrizzle', () => {
  let client: PGlite;
  let plainClient: PGlite;
  // Two new PGlite databases take a few seconds each on a busy 2-core machine (CI timed the default 5 s out), as in db.test.ts.
  beforeAll(async () => {
    [client, plainClient] = await Promise.all([PGlite.create('memory://'), PGlite.create('memory://')]);
  }, 60_000);
  afterAll(() => Promise.all([client?.close(), plainClient?.close()]));

  it('sets the same types to text as the table Drizzle sends with each query', () => {
    // Drizzle keeps the tables private; they are read here only to hold the two lists together.
    const prepared = new PglitePreparedQuery(client, 'select 1', [], undefined as never, undefined as never, undefined, undefined, undefined, undefined, false) as unknown as Record<'queryConfig' | 'rawQueryConfig', { parsers?: object }>;
    for (const config of [prepared.queryConfig, prepared.rawQueryConfig]) {
      expect(Object.keys(config.parsers ?? {}).map(Number).sort()).toEqual([...TYPES_DRIZZLE_PARSES].sort());
    }
  });

  it('reads dates, timestamps, numeric arrays and intervals as Drizzle over plain PGlite does, in and out of transactions', async () => {
    const plain = drizzle(plainClient);
    const fast = drizzle(pgliteForDrizzle(client));
    const query = sql`select now()::timestamp as ts, '2026-11-24T10:00:00Z'::timestamptz as tz, '2026-11-24'::date as d,
      interval '90 minutes' as i, array[1.5, 2]::numeric[] as n, array['2026-01-01'::date] as ds, 42 as plain`;
    const [expected] = (await plain.execute(query)).rows;
    const [got] = (await fast.execute(query)).rows;
    const [inTransaction] = await fast.transaction(async (tx) => (await tx.execute(query)).rows);
    expect(typeof got?.ts).toBe('string');
    for (const row of [got, inTransaction]) expect({ ...row, ts: 'now' }).toEqual({ ...expected, ts: 'now' });
  });
});
