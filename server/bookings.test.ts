/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { bookableDays } from '@/lib/rules/booking';
import { TEST_CARDS } from './payments';
import { harnessWithOutbox, type Harness } from './testing/harness';

const harness = harnessWithOutbox();
const { sent } = harness;
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

let seq = 0;
async function buy(zipcode = '43206') {
  const email = `booker${(seq += 1)}-${Date.now()}@example.com`;
  const q = (await api.gql<{ voucherPriceAndIntent: { intent: string } }>(`query ($z: String!) { voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: $z) { ... on VoucherPriceQuote { intent } } }`, { z: zipcode })).body.data!.voucherPriceAndIntent;
  const token = (await api.gateway.tokenize(TEST_CARDS.success)).token;
  const result = await api.gql<{ purchaseVoucher: { success: boolean; voucherPurchaseDetails: { code: string } } }>(
    `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success voucherPurchaseDetails { code } } }`,
    { input: { intent: q.intent, paymentToken: token, hours: 3, email, zipcode, phone: '6145550100' } },
  );
  return { email, code: result.body.data!.purchaseVoucher.voucherPurchaseDetails.code };
}

const AVAILABILITY = `query ($code: String!, $email: String) { bookingAvailability(code: $code, email: $email) {
  __typename
  ... on BookingAvailability { voucherCode booking { date window } days { date windows { window label remaining } } }
  ... on BookingRefused { reason message }
} }`;
const BOOK = `mutation ($input: BookCleaningInput!) { bookCleaning(input: $input) { success message refusal booking { date window windowLabel startsAt } } }`;

type Availability = { __typename: string; reason?: string; message?: string; days: { date: string; windows: { window: string; remaining: number }[] }[]; booking: unknown };
type Booked = { success: boolean; message: string; refusal: string | null; booking: { date: string; window: string } | null };

const availability = async (code: string, email?: string) => (await api.gql<{ bookingAvailability: Availability }>(AVAILABILITY, { code, email })).body.data!.bookingAvailability;
const book = async (input: Record<string, unknown>) => (await api.gql<{ bookCleaning: Booked }>(BOOK, { input })).body.data!.bookCleaning;
const exec = (query: string) => api.database.db.execute(sql.raw(query));

describe('booking a voucher’s cleaning', () => {
  it('offers the next 30 days with each window’s free places, books one and emails a confirmation', async () => {
    const { email, code } = await buy();
    const offered = await availability(code, email);
    expect(offered.__typename).toBe('BookingAvailability');
    expect(offered.days.map((d) => d.date)).toEqual(bookableDays(new Date()));
    // Ohio: 710 cleaners, one place per 25 in each window.
    expect(offered.days[0]?.windows).toEqual([
      { window: 'morning', label: '8am – 11am', remaining: 28 },
      { window: 'midday', label: '11am – 2pm', remaining: 28 },
      { window: 'afternoon', label: '2pm – 5pm', remaining: 28 },
    ]);
    const date = offered.days[3]!.date;
    const booked = await book({ code, email, date, window: 'midday' });
    expect(booked).toMatchObject({ success: true, refusal: null, booking: { date, window: 'midday', windowLabel: '11am – 2pm' } });
    expect((await availability(code, email)).days[3]?.windows[1]?.remaining).toBe(27);
    const confirmation = sent.find((m) => m.to === email && m.kind === 'booking');
    expect(confirmation?.text).toContain(`Date: ${date}`);
    expect(confirmation?.text).toContain('Arrival window: 11am – 2pm');

    // Booked once: a second booking of the same voucher is refused.
    expect(await book({ code, email, date, window: 'morning' })).toMatchObject({ success: false, refusal: 'ALREADY_BOOKED' });
  });

  it('two customers racing for the last place of a window: one gets it, the other is told it just filled', async () => {
    await exec(`update service_regions set num_cleaners = 25 where id = 'us-oh'`);
    try {
      const [a, b] = [await buy(), await buy()];
      const date = bookableDays(new Date())[10]!;
      const results = await Promise.all([book({ ...a, date, window: 'afternoon' }), book({ ...b, date, window: 'afternoon' })]);
      expect(results.filter((r) => r.success)).toHaveLength(1);
      expect(results.find((r) => !r.success)).toEqual({ success: false, refusal: 'WINDOW_FULL', message: 'Sorry, that window just filled. Please choose another date or window.', booking: null });
      const full = await availability(a.code, a.email);
      expect(full.days[10]?.windows.find((w) => w.window === 'afternoon')?.remaining).toBe(0);
      expect(await exec(`select count(*)::int as n from bookings where day = '${date}' and arrival_window = 'afternoon' and region_id = 'us-oh' and status = 'booked'`)).toMatchObject({ rows: [{ n: 1 }] });
    } finally {
      await exec(`update service_regions set num_cleaners = 710 where id = 'us-oh'`);
    }
  });

  it('a foreign, unknown, expired or used voucher cannot be booked', async () => {
    const mine = await buy();
    const date = bookableDays(new Date())[5]!;
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
});
