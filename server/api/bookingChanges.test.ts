/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { bookableDays } from '@/lib/rules/booking';
import { harnessWithOutbox, type Harness } from '../testing/harness';
import { freshTestCard } from '../payments/testing/testCards';

const harness = harnessWithOutbox();
const { sent } = harness;
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

let seq = 0;
const PURCHASE = `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success voucherPurchaseDetails { code } } }`;
/** Where these vouchers are bought: Columbus, Ohio. */
const ZONE = 'America/New_York';
const day = (index: number) => bookableDays(new Date(), ZONE)[index]!;

/** A voucher bought with `card`, booked a few days ahead, and its owner signed in. */
async function booked(card: string = freshTestCard(), window = 'morning') {
  const email = `changer${(seq += 1)}-${Date.now()}@example.com`;
  const q = (
    await api.gql<{ voucherPriceAndIntent: { intent: string } }>(
      `{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "43206") { ... on VoucherPriceQuote { intent } } }`,
    )
  ).body.data!.voucherPriceAndIntent;
  const input = { intent: q.intent, paymentToken: (await api.gateway.tokenize(card)).token, hours: 3, email, zipcode: '43206', phone: '6145550100' };
  let bought = (await api.gql<{ purchaseVoucher: { success: boolean; voucherPurchaseDetails: { code: string } } }>(PURCHASE, { input })).body.data!
    .purchaseVoucher;
  // The timeout card's first answer is lost; the retry completes the same payment.
  if (!bought.success)
    bought = (await api.gql<{ purchaseVoucher: { success: boolean; voucherPurchaseDetails: { code: string } } }>(PURCHASE, { input })).body.data!
      .purchaseVoucher;
  const code = bought.voucherPurchaseDetails.code;
  const result = await api.gql<{ bookCleaning: { success: boolean } }>(`mutation ($input: BookCleaningInput!) { bookCleaning(input: $input) { success } }`, {
    input: { code, email, date: day(4), window },
  });
  expect(result.body.data!.bookCleaning.success).toBe(true);
  return { code, email, headers: await api.signIn(email) };
}
type Voucher = Awaited<ReturnType<typeof booked>>;

const exec = (query: string) => api.database.db.execute(sql.raw(query));
const rows = <T>(query: string) => sqlRows<T>(api.database.db, sql.raw(query));
const startsIn = (code: string, hours: number) =>
  exec(
    `update bookings set starts_at = now() + interval '${hours} hours' where voucher_id = (select id from vouchers where code = '${code}') and status = 'booked'`,
  );

const FEE = `query ($code: String!, $email: String) { bookingChangeFee(code: $code, email: $email) { __typename ... on BookingChangeFee { fee message } ... on BookingRefused { reason } } }`;
const CHANGE = `mutation ($input: ChangeBookingInput!) { changeBooking(input: $input) { success message refusal feeCharged booking { date window label } } }`;
type Change = {
  success: boolean;
  message: string;
  refusal: string | null;
  feeCharged: number;
  booking: { date: string; window: string; label: string } | null;
};

const fee = async (v: Voucher) =>
  (await api.gql<{ bookingChangeFee: { fee: number; message: string } }>(FEE, { code: v.code, email: v.email })).body.data!.bookingChangeFee;
/** A change as the signed-in owner asks for it (the voucher's code alone). */
const change = async (v: Voucher, input: Record<string, unknown>) =>
  (await api.gql<{ changeBooking: Change }>(CHANGE, { input: { code: v.code, ...input } }, { headers: v.headers })).body.data!.changeBooking;
const feeCharges = async (code: string) => {
  const ids = await rows<{ id: number }>(`select b.id from bookings b join vouchers v on v.id = b.voucher_id where v.code = '${code}'`);
  const keys = ids.map((r) => `booking-change:${r.id}:`);
  return (await api.gateway.charges()).filter((c) => keys.some((k) => c.paymentKey.startsWith(k)));
};
const slotOf = async (code: string) =>
  (
    await rows<{ day: string; arrival_window: string }>(
      `select b.day, b.arrival_window from bookings b join vouchers v on v.id = b.voucher_id where v.code = '${code}' and b.status = 'booked'`,
    )
  )[0];

describe('rescheduling and cancelling under the late-change policy', () => {
  it('cancels free of charge until 24 hours before', async () => {
    const v = await booked();
    await startsIn(v.code, 30);
    expect(await fee(v)).toEqual({ __typename: 'BookingChangeFee', fee: 0, message: 'Changing or cancelling now is free.' });
    expect(await change(v, { action: 'CANCEL', expectedFee: 0 })).toMatchObject({
      success: true,
      feeCharged: 0,
      message: 'Your cleaning is cancelled, free of charge.',
    });
    expect(await feeCharges(v.code)).toEqual([]);
    expect(sent.find((m) => m.to === v.email && m.kind === 'cancellation')).toBeDefined();
  });

  it('counts the notice from the window’s start exactly: free at 24 hours, the fee a minute later', async () => {
    const v = await booked();
    await exec(`update bookings set starts_at = now() + interval '24 hours 1 minute' where voucher_id = (select id from vouchers where code = '${v.code}')`);
    expect(await fee(v)).toMatchObject({ fee: 0 });
    await exec(`update bookings set starts_at = now() + interval '23 hours 59 minutes' where voucher_id = (select id from vouchers where code = '${v.code}')`);
    expect(await fee(v)).toMatchObject({ fee: 40 });
  });

  it('within 24 hours shows the flat fee first, and a double-clicked cancel charges it exactly once', async () => {
    const v = await booked();
    await startsIn(v.code, 5);
    expect(await fee(v)).toMatchObject({ fee: 40, message: 'Changing or cancelling now costs a $40 late-change fee.' });
    // Confirming an amount other than the one due is refused, and charges nothing.
    expect(await change(v, { action: 'CANCEL', expectedFee: 0 })).toMatchObject({ success: false, refusal: 'FEE_CHANGED' });
    expect(await feeCharges(v.code)).toEqual([]);
    const results = await Promise.all([change(v, { action: 'CANCEL', expectedFee: 40 }), change(v, { action: 'CANCEL', expectedFee: 40 })]);
    for (const r of results) expect(r).toMatchObject({ success: true, feeCharged: 40 });
    const charges = await feeCharges(v.code);
    expect(charges.map((c) => c.amountCents)).toEqual([4000]);
    // And once more, later: still one charge.
    expect(await change(v, { action: 'CANCEL', expectedFee: 40 })).toMatchObject({ success: true, feeCharged: 40 });
    expect(await feeCharges(v.code)).toHaveLength(1);
    expect(sent.find((m) => m.to === v.email && m.kind === 'cancellation')?.text).toContain('A late-change fee of $40 was charged');
  });

  it('a retry after the provider timed out charges once, and nothing changed before it', async () => {
    const v = await booked(freshTestCard('timeout'));
    await startsIn(v.code, 5);
    const first = await change(v, { action: 'CANCEL', expectedFee: 40 });
    expect(first).toMatchObject({ success: false, refusal: 'PAYMENT_UNCONFIRMED' });
    expect(first.message).toMatch(/^\[req_[0-9a-f]+\] We could not confirm the fee payment/);
    expect(await slotOf(v.code)).toBeDefined();
    expect(await change(v, { action: 'CANCEL', expectedFee: 40 })).toMatchObject({ success: true, feeCharged: 40 });
    expect((await feeCharges(v.code)).map((c) => c.amountCents)).toEqual([4000]);
  });

  it('a late reschedule into a full window charges nothing and moves nothing', async () => {
    const holder = await booked(freshTestCard(), 'midday');
    await exec(`update bookings set day = '${day(9)}' where voucher_id = (select id from vouchers where code = '${holder.code}')`);
    const v = await booked();
    await startsIn(v.code, 5);
    // One place per window: the holder has the only one.
    await exec(`update service_regions set num_cleaners = 25 where id = 'us-oh'`);
    try {
      expect(await change(v, { action: 'RESCHEDULE', date: day(9), window: 'midday', expectedFee: 40 })).toMatchObject({
        success: false,
        refusal: 'WINDOW_FULL',
        feeCharged: 0,
      });
      expect(await feeCharges(v.code)).toEqual([]);
      expect(await slotOf(v.code)).toEqual({ day: day(4), arrival_window: 'morning' });
    } finally {
      await exec(`update service_regions set num_cleaners = 710 where id = 'us-oh'`);
    }
  });

  it('a reschedule sent twice, one after the other or at once, moves and charges once; the slot already held costs nothing', async () => {
    const v = await booked();
    await startsIn(v.code, 5);
    const move = { action: 'RESCHEDULE', date: day(9), window: 'afternoon', expectedFee: 40 };
    const [a, b] = await Promise.all([change(v, move), change(v, move)]);
    for (const r of [a, b]) expect(r).toMatchObject({ success: true, feeCharged: 40, booking: { date: day(9), window: 'afternoon' } });
    const again = await change(v, move);
    expect(again).toMatchObject({ success: true, feeCharged: 40 });
    expect(again.message).toMatch(/^Your cleaning is booked for .* · 2–5pm E[SD]T\. A \$40 late-change fee was charged for that change\.$/);
    expect((await feeCharges(v.code)).map((c) => c.amountCents)).toEqual([4000]);

    const other = await booked();
    await startsIn(other.code, 5);
    expect(await change(other, { action: 'RESCHEDULE', date: day(4), window: 'morning', expectedFee: 40 })).toMatchObject({ success: true, feeCharged: 0 });
    expect(await feeCharges(other.code)).toEqual([]);
  });

  it('per-hour plans charge their rate for the voucher’s hours; a late reschedule charges once and moves the booking', async () => {
    const v = await booked();
    await exec(`update price_intents set plan_key = 'FOREVERCLEAN_49_1_6_99_PH25' where id = (select intent_id from vouchers where code = '${v.code}')`);
    await startsIn(v.code, 3);
    expect(await fee(v)).toMatchObject({ fee: 75 });
    const moved = await change(v, { action: 'RESCHEDULE', date: day(9), window: 'afternoon', expectedFee: 75 });
    expect(moved).toMatchObject({ success: true, feeCharged: 75, booking: { date: day(9), window: 'afternoon' } });
    expect((await feeCharges(v.code)).map((c) => c.amountCents)).toEqual([7500]);
    const email = sent.find((m) => m.to === v.email && m.kind === 'booking-change');
    expect(email?.text).toContain(`When: ${moved.booking!.label}`);
    expect(email?.subject).toBe(`Your cleaning has moved: ${moved.booking!.label}`);
    // Days ahead again: the next change is free.
    expect(await fee(v)).toMatchObject({ fee: 0 });
  });

  it('will not move a cleaning past the voucher’s expiry, as booking would not', async () => {
    const v = await booked();
    await startsIn(v.code, 30);
    await exec(`update vouchers set expires_at = now() + interval '7 days' where code = '${v.code}'`);
    expect(await change(v, { action: 'RESCHEDULE', date: day(20), window: 'morning', expectedFee: 0 })).toMatchObject({
      success: false,
      refusal: 'INVALID_DATE',
    });
    expect((await slotOf(v.code))!.day).not.toBe(day(20));
  });

  it('someone else’s voucher or a voucher without a booking cannot be changed', async () => {
    const v = await booked();
    const stranger = await booked();
    expect(await change({ ...stranger, code: v.code }, { action: 'CANCEL', expectedFee: 0 })).toMatchObject({ success: false, refusal: 'VOUCHER_NOT_FOUND' });
    await change(v, { action: 'CANCEL', expectedFee: (await fee(v)).fee });
    expect(await change(v, { action: 'RESCHEDULE', date: day(3), window: 'morning', expectedFee: 0 })).toMatchObject({ success: false, refusal: 'NOT_BOOKED' });
  });
});
