/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MIGRATIONS = path.join(process.cwd(), 'db', 'migrations');

/** The migrations folder as it stood before `tag`: a database made with it holds the older stored formats. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe('migrations of stored formats', () => {
  it('keeps a stored purchase answer replayable: the customer by its id, the estimated value in cents', async () => {
    const older = migrationsBefore('0037_purchase_results_in_cents');
    const client = await PGlite.create('memory://');
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: older });
      // The stored answer as sales recorded it before: the wire's global id and dollars. References are not the point here.
      await client.exec(`SET session_replication_role = replica;
        INSERT INTO purchases (intent_id, customer_id, charge_id, result) VALUES ('pi_old', 7, 'ch_old', '${JSON.stringify({
          success: true,
          message: null,
          error: null,
          paymentAction: null,
          fieldErrors: [],
          voucherPurchaseDetails: { code: 'HC-OLD', estimatedLtv: 287.85, redirect: null, isNewCustomer: true, city: 'Columbus', state: 'OH' },
          customer: { id: 'Customer:7', rawId: 7 },
        })}');`);
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const { rows } = await client.query<{ result: unknown }>(`select result from purchases where intent_id = 'pi_old'`);
      expect(rows[0]!.result).toEqual({
        success: true,
        message: null,
        error: null,
        paymentAction: null,
        fieldErrors: [],
        voucherPurchaseDetails: { code: 'HC-OLD', estimatedLtvCents: 28785, redirect: null, isNewCustomer: true, city: 'Columbus', state: 'OH' },
        customerId: 7,
      });
    } finally {
      await client.close();
      rmSync(older, { recursive: true, force: true });
    }
  });
});
