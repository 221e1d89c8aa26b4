/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { bookableDays, windowStart, type ArrivalWindow } from '@/lib/rules/booking';
import { isLateChange } from '@/lib/rules/lateChange';
import { bookingAvailability } from '../domain/bookings';
import { harnessWithOutbox, type Harness } from '../testing/harness';
import { freshTestCard } from '../payments/testing/testCards';

const harness = harnessWithOutbox();
const { sent } = harness;
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

/** The zone of 43206 (Columbus, Ohio), where these vouchers are bought. */
const COLUMBUS = 'America/New_York';

let seq = 0;
async function buy(zipcode = '43206') {
  const email = `booker${(seq += 1)}-${Date.now()}@example.com`;
  const q = (
    await api.gql<{ voucherPriceAndIntent: { intent: string } }>(
      `query ($z: String!) { voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: $z) { ... on VoucherPriceQuote { intent } } }`,
      { z: zipcode },
    )
  ).body.data!.voucherPriceAndIntent;
  const token = (await api.gateway.tokenize(freshTestCard())).token;
  const result = await api.gql<{ purchaseVoucher: { success: boolean; voucherPurchaseDetails: { code: string } } }>(
    `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success voucherPurchaseDetails { code } } }`,
    { input: { intent: q.intent, paymentToken: token, hours: 3, email, zipcode, phone: '6145550100' } },
  );
  return { email, code: result.body.data!.purchaseVoucher.voucherPurchaseDetails.code };
}

const AVAILABILITY = `query ($code: String!, $email: String) { bookingAvailability(code: $code, email: $email) {
  __typename
  ... on BookingAvailability { voucherCode timeZone timeZoneName booking { date window label } days { date label windows { window label remaining lateChangeFee } } }
  ... on BookingRefused { reason message }
} }`;
const BOOK = `mutation ($input: BookCleaningInput!) { bookCleaning(input: $input) { success message refusal booking { date window windowLabel startsAt timeZone label } } }`;

type Availability = {
  __typename: string;
  reason?: string;
  message?: string;
  timeZone: string;
  timeZoneName: string;
  days: { date: string; label: string; windows: { window: string; label: string; remaining: number; lateChangeFee: number }[] }[];
  booking: unknown;
};
type Booked = {
  success: boolean;
  message: string;
  refusal: string | null;
  booking: { date: string; window: string; startsAt: string; timeZone: string; label: string } | null;
};

const availability = async (code: string, email?: string) =>
  (await api.gql<{ bookingAvailability: Availability }>(AVAILABILITY, { code, email })).body.data!.bookingAvailability;
const book = async (input: Record<string, unknown>) => (await api.gql<{ bookCleaning: Booked }>(BOOK, { input })).body.data!.bookCleaning;
const exec = (query: string) => api.database.db.execute(sql.raw(query));

describe('booking a voucher’s cleaning', () => {
  it('offers the next 30 days with each window’s free places, books one and emails a confirmation', async () => {
    const { email, code } = await buy();
    const offered = await availability(code, email);
    expect(offered.__typename).toBe('BookingAvailability');
    expect(offered.days.map((d) => d.date)).toEqual(bookableDays(new Date(), COLUMBUS));
    // Ohio: 710 cleaners, one place per 25 in each window.
    expect(offered.days[0]?.windows.map((w) => ({ window: w.window, label: w.label, remaining: w.remaining }))).toEqual([
      { window: 'morning', label: '8–11am', remaining: 28 },
      { window: 'midday', label: '11am–2pm', remaining: 28 },
      { window: 'afternoon', label: '2–5pm', remaining: 28 },
    ]);
    expect(offered.timeZone).toBe(COLUMBUS);
    expect(offered.timeZoneName).toMatch(/^E[SD]T$/);
    expect(offered.days[0]?.label).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), [A-Z][a-z]{2} \d{1,2}$/);
    const date = offered.days[3]!.date;
    const booked = await book({ code, email, date, window: 'midday' });
    const label = `${offered.days[3]!.label} · 11am–2pm ${booked.booking?.label.slice(-3)}`;
    expect(booked).toMatchObject({ success: true, refusal: null, booking: { date, window: 'midday', windowLabel: '11am–2pm', timeZone: COLUMBUS, label } });
    expect(booked.message).toBe(`Booked: ${label}. We emailed you a confirmation.`);
    expect((await availability(code, email)).days[3]?.windows[1]?.remaining).toBe(27);
    const confirmation = sent.find((m) => m.to === email && m.kind === 'booking');
    expect(confirmation?.subject).toBe(`Your cleaning is booked: ${label}`);
    expect(confirmation?.text).toContain(`When: ${label}`);
    expect(confirmation?.text).toContain('Reschedule or cancel free up to 24 hours before a cleaning; later changes cost a $40 late-change fee.');
    // No text a customer reads carries an ISO date (the calendar links' addresses are for calendars, not people).
    expect(`${confirmation?.subject} ${confirmation?.text} ${booked.message}`.replace(/https?:\/\/\S+/g, '')).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // Booked once: a second booking of the same voucher is refused.
    expect(await book({ code, email, date, window: 'morning' })).toMatchObject({ success: false, refusal: 'ALREADY_BOOKED' });
  });

  it('says what a window inside the late-change notice costs to move or cancel, before it is booked', async () => {
    const { email, code } = await buy();
    const now = new Date();
    const offered = await availability(code, email);
    for (const day of offered.days)
      for (const w of day.windows) {
        const late = isLateChange(windowStart(day.date, w.window as ArrivalWindow, COLUMBUS), now, { hours: 24 });
        expect([day.date, w.window, w.lateChangeFee]).toEqual([day.date, w.window, late ? 40 : 0]);
      }
    // Only tomorrow's windows can start inside the 24 hours; every later day's are free to change.
    expect(offered.days.slice(2).every((d) => d.windows.every((w) => w.lateChangeFee === 0))).toBe(true);

    // At 1pm the day before (25 hours before the afternoon window), the morning and midday windows are late.
    const day = offered.days[3]!.date;
    const at = new Date(windowStart(day, 'afternoon', COLUMBUS).getTime() - 25 * 3_600_000);
    const then = await bookingAvailability(api.database.db, { code, email, customerId: null }, at);
    if (then.kind === 'refused') throw new Error(then.reason);
    expect(then.days[0]!.date).toBe(day);
    expect(then.days[0]!.windows.map((w) => [w.window, w.lateChangeFeeCents])).toEqual([
      ['morning', 4000],
      ['midday', 4000],
      ['afternoon', 0],
    ]);
  });

  it('two customers racing for the last place of a window: one gets it, the other is told it just filled', async () => {
    await exec(`update service_regions set num_cleaners = 25 where id = 'us-oh'`);
    try {
      const [a, b] = [await buy(), await buy()];
      const date = bookableDays(new Date(), COLUMBUS)[10]!;
      const results = await Promise.all([book({ ...a, date, window: 'afternoon' }), book({ ...b, date, window: 'afternoon' })]);
      expect(results.filter((r) => r.success)).toHaveLength(1);
      expect(results.find((r) => !r.success)).toEqual({
        success: false,
        refusal: 'WINDOW_FULL',
        message: 'Sorry, that window just filled. Please choose another date or window.',
        booking: null,
      });
      const full = await availability(a.code, a.email);
      expect(full.days[10]?.windows.find((w) => w.window === 'afternoon')?.remaining).toBe(0);
      expect(
        await exec(
          `select count(*)::int as n from bookings where day = '${date}' and arrival_window = 'afternoon' and region_id = 'us-oh' and status = 'booked'`,
        ),
      ).toMatchObject({ rows: [{ n: 1 }] });
    } finally {
      await exec(`update service_regions set num_cleaners = 710 where id = 'us-oh'`);
    }
  });

  it('a foreign, unknown, expired or used voucher cannot be booked', async () => {
    const mine = await buy();
    const date = bookableDays(new Date(), COLUMBUS)[5]!;
    const notFound = { success: false, refusal: 'VOUCHER_NOT_FOUND' };
    // Someone else's code with their own email, and a code that does not exist, are told the same.
    expect(await book({ code: mine.code, email: 'someone-else@example.com', date, window: 'morning' })).toMatchObject(notFound);
    expect(await book({ code: 'HC-AAAAA-BBBBB', email: mine.email, date, window: 'morning' })).toMatchObject(notFound);
    expect(await availability(mine.code)).toMatchObject({ __typename: 'BookingRefused', reason: 'VOUCHER_NOT_FOUND' });
    // Days outside the next 30, and windows that do not exist.
    expect(await book({ ...mine, date: '2020-01-01', window: 'morning' })).toMatchObject({ refusal: 'INVALID_DATE' });

    const expired = await buy();
    await exec(`update vouchers set expires_at = now() - interval '1 day' where code = '${expired.code}'`);
    expect(await book({ ...expired, date, window: 'morning' })).toMatchObject({ success: false, refusal: 'EXPIRED' });
    expect(await availability(expired.code, expired.email)).toMatchObject({ reason: 'EXPIRED' });

    const used = await buy();
    expect((await book({ ...used, date, window: 'morning' })).success).toBe(true);
    await exec(`update bookings set starts_at = now() - interval '1 day' where voucher_id = (select id from vouchers where code = '${used.code}')`);
    expect(await book({ ...used, date, window: 'midday' })).toMatchObject({ success: false, refusal: 'USED' });
  });

  it.each([
    ['10001', 'America/New_York', 'E'],
    ['60614', 'America/Chicago', 'C'],
    ['80202', 'America/Denver', 'M'],
    ['90012', 'America/Los_Angeles', 'P'],
    ['85004', 'America/Phoenix', 'M'],
  ])('books a home in %s in its own local time (%s)', async (zipcode, zone, letter) => {
    const { email, code } = await buy(zipcode);
    const offered = await availability(code, email);
    expect(offered).toMatchObject({ timeZone: zone });
    expect(offered.days.map((d) => d.date)).toEqual(bookableDays(new Date(), zone));
    const day = offered.days[2]!;
    const booked = await book({ code, email, date: day.date, window: 'morning' });
    expect(booked.booking?.label).toMatch(new RegExp(`^${day.label} · 8–11am ${letter}[SD]T$`));
    // 8am there, whatever the server's clock says.
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(booked.booking!.startsAt));
    expect(Number(hour)).toBe(8);
    if (zone === 'America/Phoenix') expect(booked.booking?.label.endsWith('MST')).toBe(true);
  });
});
