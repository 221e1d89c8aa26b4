/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
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
const PURCHASE = `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success voucherPurchaseDetails { code } } }`;

/** A voucher bought with `card` and booked a few days ahead. */
async function booked(card: string = TEST_CARDS.success) {
  const email = `changer${(seq += 1)}-${Date.now()}@example.com`;
  const q = (await api.gql<{ voucherPriceAndIntent: { intent: string } }>(`{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "43206") { ... on VoucherPriceQuote { intent } } }`)).body.data!.voucherPriceAndIntent;
  const input = { intent: q.intent, paymentToken: (await api.gateway.tokenize(card)).token, hours: 3, email, zipcode: '43206', phone: '6145550100' };
  let bought = (await api.gql<{ purchaseVoucher: { success: boolean; voucherPurchaseDetails: { code: string } } }>(PURCHASE, { input })).body.data!.purchaseVoucher;
  // The timeout card's first answer is lost; the retry completes the same payment.
  if (!bought.success) bought = (await api.gql<{ purchaseVoucher: { success: boolean; voucherPurchaseDetails: { code: string } } }>(PURCHASE, { input })).body.data!.purchaseVoucher;
  const code = bought.voucherPurchaseDetails.code;
  const date = bookableDays(new Date())[4]!;
  const result = await api.gql<{ bookCleaning: { success: boolean } }>(`mutation ($input: BookCleaningInput!) { bookCleaning(input: $input) { success } }`, { input: { code, email, date, window: 'morning' } });
  expect(result.body.data!.bookCleaning.success).toBe(true);
  return { code, email };
}

const exec = (query: string) => api.database.db.execute(sql.raw(query));
const rows = <T>(query: string) => sqlRows<T>(api.database.db, sql.raw(query));
const startsIn = (code: string, hours: number) => exec(`update bookings set starts_at = now() + interval '${hours} hours' where voucher_id = (select id from vouchers where code = '${code}')`);

const FEE = `query ($code: String!, $email: String) { bookingChangeFee(code: $code, email: $email) { __typename ... on BookingChangeFee { fee message } ... on BookingRefused { reason } } }`;
const CHANGE = `mutation ($input: ChangeBookingInput!) { changeBooking(input: $input) { success message refusal feeCharged booking { date window } } }`;
type Change = { success: boolean; message: string; refusal: string | null; feeCharged: number; booking: { date: string; window: string } | null };

const fee = async (v: { code: string; email: string }) => (await api.gql<{ bookingChangeFee: { fee: number; message: string } }>(FEE, v)).body.data!.bookingChangeFee;
const change = async (input: Record<string, unknown>) => (await api.gql<{ changeBooking: Change }>(CHANGE, { input })).body.data!.changeBooking;
const feeCharges = async (code: string) => {
  const ids = await rows<{ id: number }>(`select b.id from bookings b join vouchers v on v.id = b.voucher_id where v.code = '${code}'`);
  const keys = ids.map((r) => `booking-change:${r.id}:`);
  return (await api.gateway.charges()).filter((c) => keys.some((k) => c.paymentKey.startsWith(k)));
};

describe('rescheduling and cancelling under the late-cancellation policy', () => {
  it('cancels free of charge until 24 hours before', async () => {
    const v = await booked();
    await startsIn(v.code, 30);
    expect(await fee(v)).toEqual({ __typename: 'BookingChangeFee', fee: 0, message: 'Changing or cancelling now is free.' });
    expect(await change({ ...v, action: 'CANCEL', expectedFee: 0 })).toMatchObject({ success: true, feeCharged: 0, message: 'Your cleaning is cancelled, free of charge.' });
    expect(await feeCharges(v.code)).toEqual([]);
    expect(sent.find((m) => m.to === v.email && m.kind === 'cancellation')).toBeDefined();
  });

  it('within 24 hours shows the flat fee first, and a double-clicked cancel charges it exactly once', async () => {
    const v = await booked();
    await startsIn(v.code, 5);
    expect(await fee(v)).toMatchObject({ fee: 40, message: 'Changing or cancelling now costs a $40 late-change fee.' });
    // Confirming an amount other than the one due is refused, and charges nothing.
    expect(await change({ ...v, action: 'CANCEL', expectedFee: 0 })).toMatchObject({ success: false, refusal: 'FEE_CHANGED' });
    expect(await feeCharges(v.code)).toEqual([]);
    const results = await Promise.all([change({ ...v, action: 'CANCEL', expectedFee: 40 }), change({ ...v, action: 'CANCEL', expectedFee: 40 })]);
    for (const r of results) expect(r).toMatchObject({ success: true, feeCharged: 40 });
    const charges = await feeCharges(v.code);
    expect(charges.map((c) => c.amountCents)).toEqual([4000]);
    // And once more, later: still one charge.
    expect(await change({ ...v, action: 'CANCEL', expectedFee: 40 })).toMatchObject({ success: true, feeCharged: 40 });
    expect(await feeCharges(v.code)).toHaveLength(1);
    expect(sent.find((m) => m.to === v.email && m.kind === 'cancellation')?.text).toContain('A late-change fee of $40 was charged');
  });

  it('a retry after the provider timed out charges once', async () => {
    const v = await booked(TEST_CARDS.timeout);
    await startsIn(v.code, 5);
    const first = await change({ ...v, action: 'CANCEL', expectedFee: 40 });
    expect(first).toMatchObject({ success: false, refusal: 'PAYMENT_UNCONFIRMED' });
    expect(first.message).toMatch(/^\[req_[0-9a-f]+\] We could not confirm the fee payment/);
    expect(await change({ ...v, action: 'CANCEL', expectedFee: 40 })).toMatchObject({ success: true, feeCharged: 40 });
    expect((await feeCharges(v.code)).map((c) => c.amountCents)).toEqual([4000]);
  });

  it('per-hour plans charge their rate for the voucher’s hours; a late reschedule charges once and moves the booking', async () => {
    const v = await booked();
    await exec(`update price_intents set plan_key = 'FOREVERCLEAN_49_1_6_99_PH25' where id = (select intent_id from vouchers where code = '${v.code}')`);
    await startsIn(v.code, 3);
    expect(await fee(v)).toMatchObject({ fee: 75 });
    const date = bookableDays(new Date())[9]!;
    const moved = await change({ ...v, action: 'RESCHEDULE', date, window: 'afternoon', expectedFee: 75 });
    expect(moved).toMatchObject({ success: true, feeCharged: 75, booking: { date, window: 'afternoon' } });
    expect((await feeCharges(v.code)).map((c) => c.amountCents)).toEqual([7500]);
    expect(sent.find((m) => m.to === v.email && m.kind === 'booking-change')?.text).toContain(`Date: ${date}`);
    // Days ahead again: the next change is free.
    expect(await fee(v)).toMatchObject({ fee: 0 });
  });

  it('will not move a cleaning past the voucher’s expiry, as booking would not', async () => {
    const v = await booked();
    await startsIn(v.code, 30);
    await exec(`update vouchers set expires_at = now() + interval '7 days' where code = '${v.code}'`);
    const late = bookableDays(new Date())[20]!;
    expect(await change({ ...v, action: 'RESCHEDULE', date: late, window: 'morning', expectedFee: 0 })).toMatchObject({ success: false, refusal: 'INVALID_DATE' });
    const [row] = await rows<{ day: string }>(`select b.day from bookings b join vouchers v on v.id = b.voucher_id where v.code = '${v.code}'`);
    expect(row!.day).not.toBe(late);
  });

  it('someone else’s voucher or a voucher without a booking cannot be changed', async () => {
    const v = await booked();
    expect(await change({ code: v.code, email: 'other@example.com', action: 'CANCEL', expectedFee: 0 })).toMatchObject({ success: false, refusal: 'VOUCHER_NOT_FOUND' });
    await change({ ...v, action: 'CANCEL', expectedFee: (await fee(v)).fee });
    expect(await change({ ...v, action: 'RESCHEDULE', date: bookableDays(new Date())[3], window: 'morning', expectedFee: 0 })).toMatchObject({ success: false, refusal: 'NOT_BOOKED' });
  });
});
