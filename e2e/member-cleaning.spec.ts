import { expect, test } from '@playwright/test';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startMailbox } from './mailbox';
import { bookFirstCleaning, BRANDS, buyDefaultVoucher, dateOptions, openAccountFrom, sidePort, startAppServer } from './support';

/**
 * The member's next cleaning on the embedded database (PGlite), as `npm start` runs it: the member uses the first
 * cleaning, asks for the same cleaner, books a second at the member rate and is charged once the amount shown; the
 * account shows it. The PostgreSQL walk-through (e2e/care.spec.ts) does the same and more on a server it can reach
 * while the site runs; PGlite is the server process's own, so here time moves while the server is stopped: the
 * test opens the data directory itself, moves the cleaning into the past and starts the server again on it.
 */

const PORT = sidePort(251);
const MAIL = sidePort(252);
const host = BRANDS.second.host;
const site = (pathname: string) => `http://${host}:${PORT}${pathname}`;
const serverEnv = { PAYMENTS_MODE: 'test', SMTP_URL: `smtp://127.0.0.1:${MAIL}`, BILLING_INTERVAL_MINUTES: '0' };

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
let mailbox: Awaited<ReturnType<typeof startMailbox>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mailbox = await startMailbox(MAIL);
  server = await startAppServer(PORT, serverEnv);
});
test.afterAll(async () => {
  server?.stop();
  await mailbox?.close();
});

/** Stops the server, runs `edit` on its PGlite database as the only process holding it, and starts it again. */
async function whileStopped(edit: (query: (statement: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<void>) {
  const exited = once(server!.child, 'exit');
  server!.stop();
  await exited;
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(server!.dataDir, 'pg'));
  try {
    await edit(async (statement, params = []) => (await db.query<Record<string, unknown>>(statement, params)).rows);
  } finally {
    await db.close();
  }
  server = await startAppServer(PORT, serverEnv, { keepData: true });
}

function memberCharges() {
  const ledger = JSON.parse(readFileSync(path.join(server!.dataDir, 'test-gateway', 'ledger.json'), 'utf8')) as {
    charges: Record<string, { paymentKey: string; amountCents: number; last4: string }>;
  };
  return Object.values(ledger.charges).filter((c) => c.paymentKey.startsWith('member-cleaning:'));
}

test('on PGlite a member uses the first cleaning and books the next at the member rate, charged once', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `member-pglite-${Date.now()}@example.com`;
  await page.goto(site('/'));
  const code = await buyDefaultVoucher(page, { email, firstName: 'Sam', lastName: 'Ortiz' });
  await openAccountFrom(page, await mailbox!.waitFor(email, /receipt/), site);

  // The first cleaning is booked two days out.
  await bookFirstCleaning(page);

  // Four days go by: the cleaning has taken place.
  await whileStopped(async (query) => {
    const moved = await query(
      `update bookings set starts_at = starts_at - interval '4 days', day = to_char(day::date - interval '4 days', 'YYYY-MM-DD')
       where customer_id = (select id from customers where email = $1) and status = 'booked' returning id`,
      [email],
    );
    expect(moved).toHaveLength(1);
  });

  // The session survives the restart (it is the database's): the voucher reads as used, and the member rates it.
  await page.goto(site('/customer'));
  await expect(page.getByTestId('voucher').filter({ hasText: code })).toContainText('Used');
  const firstCleaning = (await page.getByTestId('voucher').filter({ hasText: code }).getByTestId('booking').textContent())!;
  const rating = page.getByRole('form', { name: /^Rate your cleaning on / });
  await rating.getByText('★').nth(4).click();
  await rating.getByLabel('Ask for the same cleaner next time').check();
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText(/^Thank you for rating your cleaning\. We will ask for the same cleaner on your next booking\./)).toBeVisible();

  // The next cleaning at the member rate: the total shown is the one charged, once, to the card on file.
  await page.getByRole('link', { name: 'Book a cleaning at your member rate' }).click();
  await expect(page.getByTestId('same-cleaner-request')).toHaveText(`We will ask for the same cleaner as on ${firstCleaning}, as you requested.`);
  const threeHours = page.getByRole('radio', { name: /^3 hours: / });
  await threeHours.check();
  const label = (await page.locator('label', { has: threeHours }).textContent()) ?? '';
  const total = /^3 hours: (\$\d+(?:\.\d{2})?) with /.exec(label)?.[1];
  expect(total, label).toBeDefined();
  await page.getByLabel('Date', { exact: true }).selectOption((await dateOptions(page).nth(2).getAttribute('value'))!);
  await page.getByRole('radio', { name: /^11am–2pm C[SD]T$/ }).check();
  await expect(page.getByTestId('member-charge')).toHaveText(new RegExp(`^\\${total} \\(.+ sales tax\\) is charged to your card on file when you confirm\\.$`));
  const mailsBefore = mailbox!.mails.length;
  const confirm = page.getByRole('button', { name: `Confirm and pay ${total}` });
  // A double click books and charges once.
  await confirm.dblclick();
  await expect(page.getByRole('heading', { name: 'Your cleaning is booked' })).toBeVisible();
  await expect(page.getByTestId('same-cleaner')).toHaveText(`You asked for the same cleaner as on ${firstCleaning}.`);
  expect(memberCharges().map((c) => c.amountCents)).toEqual([Math.round(Number(total!.slice(1)) * 100)]);
  const confirmation = await mailbox!.waitFor(email, /Your cleaning is booked/, 15_000, mailsBefore);
  expect(confirmation.body).toContain(`Charged to your card on file: ${total} (3 hours at your member rate`);

  // The account shows the member cleaning with its request, and what the membership has saved.
  await page.goto(site('/customer'));
  const memberCleaning = page.getByTestId('voucher').filter({ has: page.getByRole('heading', { name: '3-hour member cleaning' }) });
  await expect(memberCleaning).toHaveCount(1);
  await expect(memberCleaning.getByTestId('same-cleaner')).toHaveText(`Same cleaner as on ${firstCleaning} (requested)`);
  await expect(page.getByTestId('membership-saved')).toHaveText(/^\$\d+(\.\d{2})? on 1 member cleaning, against the non-member rate$/);
});
