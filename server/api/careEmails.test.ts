/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { windowStart } from '@/lib/rules/booking';
import { runCareEmails, sendBookingReminders, sendFollowUps } from '../domain/careEmails';
import { harnessWithOutbox, type Harness } from '../testing/harness';
import { freshTestCard } from '../payments/testing/testCards';

/**
 * Issue 42, item 4: a booking confirmation carries a calendar entry in the home's local time, and the job runner
 * sends a reminder the day before and a "how was it" afterwards, each exactly once even with two instances running
 * the job at the same moment.
 */

const harness = harnessWithOutbox();
const { sent } = harness;
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

let seq = 0;
async function buyAndBook(dayIndex = 2) {
  const email = `care${(seq += 1)}-${Date.now()}@example.com`;
  const q = (
    await api.gql<{ voucherPriceAndIntent: { intent: string } }>(
      `query { voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "60614") { ... on VoucherPriceQuote { intent } } }`,
    )
  ).body.data!.voucherPriceAndIntent;
  const token = (await api.gateway.tokenize(freshTestCard())).token;
  const bought = await api.gql<{ purchaseVoucher: { voucherPurchaseDetails: { code: string } } }>(
    `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success voucherPurchaseDetails { code } } }`,
    { input: { intent: q.intent, paymentToken: token, hours: 3, email, zipcode: '60614', phone: '3125550100' } },
  );
  const code = bought.body.data!.purchaseVoucher.voucherPurchaseDetails.code;
  const days = (
    await api.gql<{ bookingAvailability: { days: { date: string }[] } }>(
      `query ($code: String!, $email: String) { bookingAvailability(code: $code, email: $email) { ... on BookingAvailability { days { date } } } }`,
      { code, email },
    )
  ).body.data!.bookingAvailability.days;
  const date = days[dayIndex]!.date;
  const booked = await api.gql<{ bookCleaning: { success: boolean } }>(`mutation ($input: BookCleaningInput!) { bookCleaning(input: $input) { success } }`, {
    input: { code, email, date, window: 'morning' },
  });
  expect(booked.body.data!.bookCleaning.success).toBe(true);
  return { email, code, date, startsAt: windowStart(date, 'morning', 'America/Chicago') };
}

/** The value of an iCalendar property (unfolded). */
const property = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics.replace(/\r\n /g, ''))?.[1];
const icsInstant = (value: string) => new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

describe('care around each cleaning', () => {
  it('the confirmation carries a calendar entry at the local start of the window, and links for Google and Outlook', async () => {
    const { email, date } = await buyAndBook();
    const confirmation = sent.filter((m) => m.to === email && m.kind === 'booking').pop()!;
    const ics = confirmation.attachments?.find((a) => a.filename === 'cleaning.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics!.content).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(ics!.content.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    // 8am in Chicago on the booked day, as an instant: 13:00 or 14:00 UTC depending on daylight saving.
    const start = icsInstant(property(ics!.content, 'DTSTART')!);
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hour12: false }).format(start)).toBe('08');
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(start)).toBe(date);
    expect(icsInstant(property(ics!.content, 'DTEND')!).getTime() - start.getTime()).toBe(3 * 3_600_000);
    expect(confirmation.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(confirmation.text).toContain('https://outlook.live.com/calendar/0/deeplink/compose?');
  });

  it('sends the reminder the day before exactly once, with two instances running at the same moment', async () => {
    const { email, startsAt } = await buyAndBook(3);
    // Two days before: too early.
    await sendBookingReminders(api.database.db, harness.recorder, new Date(startsAt.getTime() - 48 * 3_600_000));
    expect(sent.filter((m) => m.to === email && m.kind === 'booking-reminder')).toHaveLength(0);
    const dayBefore = new Date(startsAt.getTime() - 20 * 3_600_000);
    await Promise.all([runCareEmails(api.database.db, harness.recorder, dayBefore), runCareEmails(api.database.db, harness.recorder, dayBefore)]);
    await sendBookingReminders(api.database.db, harness.recorder, new Date(dayBefore.getTime() + 3_600_000));
    const reminders = sent.filter((m) => m.to === email && m.kind === 'booking-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^Tomorrow: your cleaning, .* 8–11am C[SD]T$/);
  });

  it('asks how it was after the cleaning, once, and never for a cancelled one', async () => {
    const { email, startsAt } = await buyAndBook(4);
    const cancelled = await buyAndBook(4);
    await api.database.db.execute(sql`update bookings set status = 'cancelled' where voucher_id = (select id from vouchers where code = ${cancelled.code})`);
    const after = new Date(startsAt.getTime() + 9 * 3_600_000);
    await Promise.all([sendFollowUps(api.database.db, harness.recorder, after), sendFollowUps(api.database.db, harness.recorder, after)]);
    await sendFollowUps(api.database.db, harness.recorder, new Date(after.getTime() + 3_600_000));
    const followUps = sent.filter((m) => m.to === email && m.kind === 'booking-follow-up');
    expect(followUps).toHaveLength(1);
    expect(sent.filter((m) => m.to === cancelled.email && m.kind === 'booking-follow-up')).toHaveLength(0);
    // A reply reaches the brand's monitored support address (content), which the email names; never the sender's.
    expect(followUps[0]!.replyTo).toMatch(/^[a-z]+@[a-z-]+\.com$/);
    expect(followUps[0]!.text).toContain(`reply to this email (it reaches ${followUps[0]!.replyTo})`);
    // Its link rates that cleaning without signing in.
    const rate = /\/customer\?rate=(\S+)/.exec(followUps[0]!.text)?.[1];
    const opened = await api.gql<{ cleaningToRate: { label: string } | null }>(`query ($t: String!) { cleaningToRate(token: $t) { label } }`, {
      t: decodeURIComponent(rate ?? ''),
    });
    expect(opened.body.data!.cleaningToRate?.label).toMatch(/8–11am C[SD]T$/);
    const [row] = await sqlRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from bookings where follow_up_sent_at is not null and status = 'cancelled'`,
    );
    expect(row!.n).toBe(0);
  });
});
