import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import PgBoss from 'pg-boss';
import { freshTestCard } from '../server/payments/testing/testCards';
import { startMailbox } from './mailbox';
import { bookFirstCleaning, BRANDS, buyDefaultVoucher, dateOptions, openAccountFrom, sidePort, startAppServer } from './support';

/**
 * After the purchase, as a member lives it: rate the cleaning and ask for the same cleaner, book the next cleaning at
 * the member rate with that request and see it charged once, replace the card and see the next charge go to it, pause (nothing charged in the paused month)
 * and resume, and cancel through the meter in one click. Time moves by editing the database (PostgreSQL: the server
 * runs on TEST_DATABASE_URL), and billing runs on the server's job runner when the test queues it.
 * With SCREENSHOTS_DIR set, the screens are kept at 375 and 1280 px.
 */

const CARE = sidePort(241);
const MAIL = sidePort(242);
const STUDIO_TOKEN = 'care-studio-token';
const host = BRANDS.second.host;
const site = (pathname: string) => `http://${host}:${CARE}${pathname}`;
const databaseName = `care_${CARE}`;

test.skip(!process.env.TEST_DATABASE_URL, 'The care walk-through moves time in PostgreSQL: TEST_DATABASE_URL is not set (.ci/run starts one).');
test.describe.configure({ mode: 'serial' });

function databaseUrl(name = databaseName) {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T = Record<string, unknown>>(statement: string, params: unknown[] = [], url = databaseUrl()): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows as T[];
  } finally {
    await client.end();
  }
}

let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
let mailbox: Awaited<ReturnType<typeof startMailbox>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await query(`drop database if exists ${databaseName} with (force)`, [], process.env.TEST_DATABASE_URL);
  await query(`create database ${databaseName}`, [], process.env.TEST_DATABASE_URL);
  mailbox = await startMailbox(MAIL);
  server = await startAppServer(CARE, {
    DATABASE_URL: databaseUrl(),
    PAYMENTS_MODE: 'test',
    SMTP_URL: `smtp://127.0.0.1:${MAIL}`,
    STUDIO_TOKEN,
    // Billing runs when the test queues it (runBillingNow), not on a clock.
    BILLING_INTERVAL_MINUTES: '0',
  });
});
test.afterAll(async () => {
  server?.stop();
  await mailbox?.close();
});

/** Test-gateway charges whose provider key starts with `prefix`. */
function charges(prefix: string) {
  const ledger = JSON.parse(readFileSync(path.join(server!.dataDir, 'test-gateway', 'ledger.json'), 'utf8')) as {
    charges: Record<string, { paymentKey: string; amountCents: number; last4: string }>;
  };
  return Object.values(ledger.charges).filter((c) => c.paymentKey.startsWith(prefix));
}

/** No serious or critical axe violation; the screen kept at both widths when SCREENSHOTS_DIR is set. */
async function check(page: Page, name: string, target = page.locator('main')) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    name,
  ).toEqual([]);
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // The screen as the customer has it in front of them: the part in question under the sticky header.
    await target.evaluate((element) => window.scrollTo(0, Math.max(0, element.getBoundingClientRect().top + window.scrollY - 96)));
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Moves the customer's cleanings, pauses and pause end `days` into the past, as if that much time had gone by. */
async function timePasses(customerId: number, days: number) {
  const shift = `interval '${days} days'`;
  await query(
    `update bookings set starts_at = starts_at - ${shift}, day = to_char(day::date - ${shift}, 'YYYY-MM-DD') where customer_id = $1 and status = 'booked'`,
    [customerId],
  );
  await query(`update membership_pauses set starts_at = starts_at - ${shift} where membership_id in (select id from memberships where customer_id = $1)`, [
    customerId,
  ]);
  await query(`update memberships set paused_until = paused_until - ${shift} where customer_id = $1 and paused_until is not null`, [customerId]);
}

/**
 * Runs a job now (membership billing, care emails) on the server's own job runner, as an operator would queue it: the
 * job goes into the runner's table (pg-boss, PostgreSQL) and the server's worker takes it within its polling interval.
 */
async function runJobNow(name: 'membership-billing' | 'care-emails') {
  const boss = new PgBoss({ connectionString: databaseUrl(), schema: 'pgboss', supervise: false, schedule: false, migrate: false });
  await boss.start();
  try {
    const id = await boss.send(name, {});
    await expect.poll(async () => (await boss.getJobById(name, id!))?.state, { timeout: 30_000, intervals: [250] }).toBe('completed');
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}
const runBillingNow = () => runJobNow('membership-billing');

/**
 * The calendar file attached to a mail, from its base64 MIME part. The mailbox undoes quoted-printable soft breaks,
 * which also takes base64's "=" padding at a line's end: the base64 characters alone decode (no padding needed).
 */
function calendarOf(raw: string): string {
  const part = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([A-Za-z0-9+/\r\n]+)/.exec(raw);
  expect(part, 'a text/calendar attachment').not.toBeNull();
  return Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
}

test('a member rates the cleaning, asks for the same cleaner, books the next at the member rate, replaces the card, pauses, resumes and cancels', async ({
  page,
}) => {
  // One walk-through: it checks its screens at both widths itself.
  test.setTimeout(180_000);
  const email = `care-${Date.now()}@example.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(site('/'));
  const code = await buyDefaultVoucher(page, { email, firstName: 'Dana', lastName: 'Reyes' });
  await openAccountFrom(page, await mailbox!.waitFor(email, /receipt/), site);
  await expect(page.getByRole('heading', { name: 'Your vouchers' })).toBeVisible();
  await check(page, 'account-signed-in');
  const [customer] = await query<{ id: number }>(`select id from customers where email = $1`, [email]);
  const [membership] = await query<{ id: number }>(`select id from memberships where customer_id = $1`, [customer!.id]);
  const periodCharges = () => charges(`membership:${customer!.id}:${membership!.id}:period:`);

  // Replace the card on file: a declined card is refused, a good one saved.
  await page.getByRole('button', { name: 'Update card' }).click();
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByLabel('Expiration (MM/YY)').fill('11/38');
  await page.getByLabel('Security code').fill('321');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  const card = freshTestCard();
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card is updated. Membership charges and fees now go to it.')).toBeVisible();

  // Book the first cleaning; it takes place, and 47 days go by: the membership's first two months are charged, to the new card.
  await bookFirstCleaning(page);
  await timePasses(customer!.id, 47);
  await runBillingNow();
  expect(periodCharges().map((c) => [c.paymentKey.split(':').pop(), c.last4])).toEqual([
    ['0', card.slice(-4)],
    ['1', card.slice(-4)],
  ]);
  await page.goto(site('/customer'));
  const first = page.getByTestId('voucher').filter({ hasText: code });
  await expect(first).toContainText('Used');

  // Rate it: five stars, a comment, the same cleaner next time, and leave to publish.
  const rating = page.getByRole('form', { name: /^Rate your cleaning on / });
  await expect(rating).toBeVisible();
  await check(page, 'rating', rating);
  await rating.getByText('★').nth(4).click();
  await rating.getByLabel('Comment (optional)').fill('Ana was on time and the kitchen has never looked this good.');
  await rating.getByLabel('Ask for the same cleaner next time').check();
  await rating.getByLabel(/You may publish my comment/).check();
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText(/^Thank you for rating your cleaning\. We will ask for the same cleaner on your next booking\./)).toBeVisible();
  await expect(page.getByTestId('rating')).toContainText('“Ana was on time and the kitchen has never looked this good.”');

  // Pause for a month: the end and the next charge are shown first, then one click.
  await page.getByRole('button', { name: 'Pause membership' }).click();
  const pause = page.getByRole('form', { name: 'Pause your membership' });
  await expect(pause.getByRole('radio')).toHaveCount(3);
  await pause.getByRole('radio', { name: /^1 month, until / }).check();
  await expect(page.getByTestId('pause-next-charge')).toHaveText(/^Your next charge would be on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
  const promised = ((await page.getByTestId('pause-next-charge').textContent()) ?? '').replace('Your next charge would be on ', '').replace(/\.$/, '');
  await check(page, 'pause', pause);
  await pause.getByRole('button', { name: 'Pause for 1 month' }).click();
  await expect(page.getByText(/^Your membership is paused until [A-Z][a-z]{2} \d{1,2}, \d{4}\. Nothing is charged until then\.$/)).toBeVisible();
  await expect(page.getByTestId('membership-status')).toHaveText(/^Paused until /);
  await expect(page.getByRole('region', { name: 'Your Forever Clean membership' })).toContainText(promised);

  // Twenty days into the pause the third month's charge would have been due: nothing is charged.
  await timePasses(customer!.id, 20);
  await runBillingNow();
  expect(periodCharges()).toHaveLength(2);

  // Resume: billing picks up again, after the month the pause kept.
  await page.reload();
  await page.getByRole('button', { name: 'Resume membership now' }).click();
  await expect(page.getByText(/^Your membership is running again\. Your next charge is on /)).toBeVisible();
  await expect(page.getByTestId('membership-status')).toHaveText('Active');
  await runBillingNow();
  expect(periodCharges()).toHaveLength(2);
  // Weeks on, the next charge is two days away: the renewal notice comes first, through the SMTP server.
  // Months are not all as long, so the days to move are found by looking again: the account's next charge (at the
  // first cleaning's time of day) one to two and a half days ahead.
  for (let look = 0; look < 4; look += 1) {
    const [{ starts_at: cleanedAt }] = (await query<{ starts_at: Date }>(`select starts_at from bookings where customer_id = $1`, [customer!.id])) as [
      { starts_at: Date },
    ];
    const nextCharge = new Date(`${await page.locator('dt:text-is("Next charge") + dd').textContent()} 00:00 UTC`);
    nextCharge.setUTCHours(cleanedAt.getUTCHours(), cleanedAt.getUTCMinutes());
    const daysAhead = (nextCharge.getTime() - Date.now()) / 86_400_000;
    if (daysAhead > 1 && daysAhead < 2.5) break;
    await timePasses(customer!.id, Math.round(daysAhead - 1.75));
    await page.reload();
  }
  await runJobNow('care-emails');
  const renewal = await mailbox!.waitFor(email, /^Your membership renews on /);
  expect(renewal.body).toContain('we will charge $49 to the card on file');
  await page.reload();
  const renewsOn = renewal.subject.replace('Your membership renews on ', '');
  await expect(page.getByRole('region', { name: 'Your Forever Clean membership' })).toContainText(renewsOn);
  // The first cleaning as the account states it now (time has moved it).
  const firstCleaningNow = (await first.getByTestId('booking').textContent())!;

  // The member books the next cleaning from the account at the member rate: the total shown is charged once to the
  // card on file, and the request for the same cleaner goes with it, on the screen and in the email.
  await page.getByRole('link', { name: 'Book a cleaning at your member rate' }).click();
  await expect(page).toHaveURL(/\/customer\/book$/);
  await expect(page.getByTestId('same-cleaner-request')).toHaveText(`We will ask for the same cleaner as on ${firstCleaningNow}, as you requested.`);
  const threeHours = page.getByRole('radio', { name: /^3 hours: / });
  await threeHours.check();
  const label = (await page.locator('label', { has: threeHours }).textContent()) ?? '';
  // Whole dollars print without cents ("$117", "$0"), as everywhere on the site.
  const total = /^3 hours: (\$\d+(?:\.\d{2})?) with \$\d+(?:\.\d{2})? sales tax \(you save \$\d+(?:\.\d{2})?\)$/.exec(label)?.[1];
  expect(total, label).toBeDefined();
  await page.getByLabel('Date', { exact: true }).selectOption((await dateOptions(page).nth(2).getAttribute('value'))!);
  await page.getByRole('radio', { name: /^11am–2pm C[SD]T$/ }).check();
  await expect(page.getByTestId('member-charge')).toHaveText(new RegExp(`^\\${total} \\(.+ sales tax\\) is charged to your card on file when you confirm\\.$`));
  await check(page, 'member-booking', page.getByRole('region', { name: 'Choose a date for your 3-hour cleaning' }));
  const mailsBefore = mailbox!.mails.length;
  await page.getByRole('button', { name: `Confirm and pay ${total}` }).click();
  await expect(page.getByRole('heading', { name: 'Your cleaning is booked' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Booked: .+\\. We charged \\${total} to your card on file and emailed you a confirmation\\.$`))).toBeVisible();
  await expect(page.getByTestId('same-cleaner')).toHaveText(`You asked for the same cleaner as on ${firstCleaningNow}.`);
  await check(page, 'member-booked');
  // One charge, of the total shown, to the card on file.
  expect(charges('member-cleaning:').map((c) => [c.amountCents, c.last4])).toEqual([[Math.round(Number(total!.slice(1)) * 100), card.slice(-4)]]);
  const [{ code: second }] = (await query<{ code: string }>(
    `select v.code from vouchers v join price_intents i on i.id = v.intent_id where v.customer_id = $1 and i.kind = 'member_cleaning'`,
    [customer!.id],
  )) as [{ code: string }];
  const confirmation = await mailbox!.waitFor(email, /Your cleaning is booked/, 15_000, mailsBefore);
  expect(confirmation.body).toContain(`Charged to your card on file: ${total} (3 hours at your member rate`);
  expect(confirmation.body).toContain(`You asked for the same cleaner as on ${firstCleaningNow}`);
  // Through the SMTP server: the confirmation's calendar file starts at the window's start, 11am in the home's zone.
  const [booked] = await query<{ id: number; starts_at: Date }>(
    `select b.id, b.starts_at from bookings b join vouchers v on v.id = b.voucher_id where v.code = $1`,
    [second],
  );
  const ics = calendarOf(confirmation.body);
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(
    `DTSTART:${booked!.starts_at
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
  );
  expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hour12: false }).format(booked!.starts_at)).toBe('11');

  // The day before, the job runner sends the reminder; after the cleaning, "how was it" with a link that rates it.
  await query(`update bookings set starts_at = now() + interval '20 hours' where id = $1`, [booked!.id]);
  await runJobNow('care-emails');
  await mailbox!.waitFor(email, /^Tomorrow: your cleaning/);
  await query(`update bookings set starts_at = now() - interval '10 hours' where id = $1`, [booked!.id]);
  await runJobNow('care-emails');
  const howWasIt = await mailbox!.waitFor(email, /^How was your cleaning\?$/);
  const rateLink = /(https?:\/\/\S+\/customer\?rate=\S+)/.exec(howWasIt.body)?.[1];
  expect(rateLink).toBeDefined();
  await runJobNow('care-emails');
  expect(mailbox!.mails.filter((m) => m.to === email && /^(Tomorrow: your cleaning|How was your cleaning\?)/.test(m.subject))).toHaveLength(2);
  const fromLink = new URL(rateLink!);
  await page.goto(site(fromLink.pathname + fromLink.search));
  await expect(page.getByRole('heading', { name: 'How was your cleaning?' })).toBeVisible();
  await expect(page.getByRole('form', { name: /^Rate your cleaning on / }).first()).toBeVisible();
  await page.goto(site('/customer'));
  const memberCleaning = page.getByTestId('voucher').filter({ hasText: second });
  await expect(memberCleaning.getByRole('heading', { name: '3-hour member cleaning' })).toBeVisible();
  await expect(memberCleaning.getByTestId('same-cleaner')).toHaveText(`Same cleaner as on ${firstCleaningNow} (requested)`);
  await expect(page.getByTestId('membership-saved')).toHaveText(/^\$\d+(\.\d{2})? on 1 member cleaning, against the non-member rate$/);

  // The studio publishes the comment: the reviews page shows it as a verified booking.
  const studio = await playwrightRequest.newContext({ baseURL: `http://localhost:${CARE}` });
  expect((await studio.post('/api/studio/session', { data: { token: STUDIO_TOKEN, email: 'admin@care.example' } })).status()).toBe(200);
  const csrf = (await studio.storageState()).cookies.find((c) => c.name === 'studio_csrf')?.value ?? '';
  const { ratings } = (await (await studio.get('/api/studio/reviews?status=pending')).json()) as { ratings: { bookingId: number; comment: string }[] };
  const mine = ratings.find((r) => r.comment.startsWith('Ana was on time'))!;
  const decided = await studio.patch('/api/studio/reviews', { data: { bookingId: mine.bookingId, decision: 'approve' }, headers: { 'x-studio-csrf': csrf } });
  expect(decided.status()).toBe(200);
  await studio.dispose();
  await page.goto(site('/reviews'));
  // The page's first list may come from its cache; a sort asks the server (highest first, then newest).
  await page.getByLabel('Sort by').selectOption('RATING_HIGHEST');
  const published = page.getByTestId('review-list').getByRole('listitem').filter({ hasText: 'Ana was on time' });
  await expect(published).toContainText('Verified booking');
  await expect(published).toContainText('Dana R.');

  // Cancel through the meter: where the member stands, what it costs, one click.
  await page.goto(site('/customer'));
  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(page.getByRole('meter', { name: '2 of 6 paid months' })).toBeVisible();
  await expect(page.getByTestId('membership-fee')).toHaveText(
    /^You have paid 2 of the 6 months required: cancelling now costs \$99; from .+, once that month is paid, it is free\.$/,
  );
  await check(page, 'cancellation-meter', page.getByRole('group', { name: 'Cancel your membership?' }));
  await page.getByRole('button', { name: 'Cancel membership and pay $99' }).click();
  await expect(page.getByText('Your membership is cancelled. The $99 early-cancellation fee was charged.')).toBeVisible();
  expect(charges(`membership:${customer!.id}:${membership!.id}:cancellation:`).map((c) => [c.amountCents, c.last4])).toEqual([[9900, card.slice(-4)]]);
});
