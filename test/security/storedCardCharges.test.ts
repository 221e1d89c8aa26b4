/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { bookableDays } from '@/lib/rules/booking';
import { freshTestCard } from '@/server/payments/testing/testCards';
import { harnessWithOutbox, type Harness } from '@/server/testing/harness';

/**
 * Issue 38, item 4: a voucher code plus the buyer's email, with no sign-in, could move or cancel a booking and
 * charge late fees to the stored card. Anything that charges a stored card now needs the signed-in owner; code plus
 * email may only look the booking up.
 */

const harness = harnessWithOutbox();
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

const ZONE = 'America/New_York';
const day = (index: number) => bookableDays(new Date(), ZONE)[index]!;
const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(api.database.db, query);

let seq = 0;
/** A voucher (or a membership's first cleaning) bought and booked a few days ahead. */
async function booked(plan: 'CCF_1' | 'SUBPLAN_FIRST_FREE_CLEANING_V1' = 'CCF_1') {
  const email = `victim${(seq += 1)}-${Date.now()}@example.com`;
  const q = (
    await api.gql<{ voucherPriceAndIntent: { intent: string } }>(
      `{ voucherPriceAndIntent(voucherOption: ${plan}, numHours: 3, zipcode: "43206") { ... on VoucherPriceQuote { intent } } }`,
    )
  ).body.data!.voucherPriceAndIntent;
  const field = plan === 'CCF_1' ? 'purchaseVoucher' : 'purchaseSubscription';
  const input = { intent: q.intent, paymentToken: (await api.gateway.tokenize(freshTestCard())).token, hours: 3, email, zipcode: '43206', phone: '6145550100' };
  const bought = (
    await api.gql<Record<string, { voucherPurchaseDetails: { code: string } }>>(
      `mutation ($input: VoucherPurchaseInput!) { ${field}(input: $input) { voucherPurchaseDetails { code } } }`,
      { input },
    )
  ).body.data![field]!;
  const code = bought.voucherPurchaseDetails.code;
  await api.gql(`mutation ($input: BookCleaningInput!) { bookCleaning(input: $input) { success } }`, {
    input: { code, email, date: day(4), window: 'morning' },
  });
  // Inside the late-change window: a change now would cost the late fee.
  await api.database.db.execute(
    sql`update bookings set starts_at = now() + interval '5 hours' where voucher_id = (select id from vouchers where code = ${code}) and status = 'booked'`,
  );
  return { code, email };
}

const CHANGE = `mutation ($input: ChangeBookingInput!) { changeBooking(input: $input) { success refusal feeCharged } }`;
const charges = async () => (await api.gateway.charges()).length;

describe('charging a stored card needs a signed-in customer', () => {
  it('refuses a reschedule or cancel asked for with the code and email alone; the look-up still works', async () => {
    const v = await booked();
    const before = await charges();
    const fee = await api.gql<{ bookingChangeFee: { fee: number } }>(
      `query ($code: String!, $email: String) { bookingChangeFee(code: $code, email: $email) { ... on BookingChangeFee { fee } } }`,
      v,
    );
    expect(fee.body.data!.bookingChangeFee.fee).toBe(40);
    for (const input of [
      { code: v.code, email: v.email, action: 'CANCEL', expectedFee: 40 },
      { code: v.code, email: v.email, action: 'RESCHEDULE', date: day(9), window: 'midday', expectedFee: 40 },
    ]) {
      const answer = (await api.gql<{ changeBooking: { success: boolean; refusal: string } }>(CHANGE, { input })).body.data!.changeBooking;
      expect(answer).toMatchObject({ success: false, refusal: 'SIGN_IN_REQUIRED', feeCharged: 0 });
    }
    expect(await charges()).toBe(before);
    expect(await rows(sql`select b.day, b.arrival_window, b.status from bookings b join vouchers v on v.id = b.voucher_id where v.code = ${v.code}`)).toEqual([
      { day: day(4), arrival_window: 'morning', status: 'booked' },
    ]);
  });

  it('refuses another signed-in customer: the session must own the voucher', async () => {
    const v = await booked();
    const stranger = await booked();
    const answer = (
      await api.gql<{ changeBooking: { success: boolean } }>(
        CHANGE,
        { input: { code: v.code, action: 'CANCEL', expectedFee: 40 } },
        { headers: await api.signIn(stranger.email) },
      )
    ).body.data!.changeBooking;
    expect(answer.success).toBe(false);
    expect(await rows(sql`select b.status from bookings b join vouchers v on v.id = b.voucher_id where v.code = ${v.code}`)).toEqual([{ status: 'booked' }]);
  });

  it('refuses a membership cancellation without a session, and charges nothing', async () => {
    await booked('SUBPLAN_FIRST_FREE_CLEANING_V1');
    const before = await charges();
    const answer = (
      await api.gql<{ cancelMembership: { success: boolean; message: string } }>(
        `mutation { cancelMembership(expectedFee: 99) { success message feeCharged } }`,
      )
    ).body.data!.cancelMembership;
    expect(answer).toEqual({ success: false, message: 'Please sign in to cancel your membership.', feeCharged: 0 });
    expect(await charges()).toBe(before);
  });
});
