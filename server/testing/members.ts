import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { bookableDays } from '@/lib/rules/booking';
import { freshTestCard } from '../payments/testing/testCards';
import type { Harness } from './harness';

let seq = 0;

/**
 * A member bought through the API (CCF_1: $49 a month, $99 before 6 paid months) whose first cleaning was booked and
 * moved to `daysAgo` days ago (negative: still ahead).
 */
export async function buyMembership(api: Harness, daysAgo: number) {
  const email = `member${(seq += 1)}-${Date.now()}@example.com`;
  const q = (
    await api.gql<{ voucherPriceAndIntent: { intent: string } }>(
      `{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "43206") { ... on VoucherPriceQuote { intent } } }`,
    )
  ).body.data!.voucherPriceAndIntent;
  const input = { intent: q.intent, paymentToken: (await api.gateway.tokenize(freshTestCard())).token, hours: 3, email, zipcode: '43206', phone: '6145550100' };
  const bought = (
    await api.gql<{ purchaseVoucher: { voucherPurchaseDetails: { code: string }; customer: { rawId: number } } }>(
      `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { voucherPurchaseDetails { code } customer { rawId } } }`,
      { input },
    )
  ).body.data!.purchaseVoucher;
  const code = bought.voucherPurchaseDetails.code;
  await api.gql(`mutation ($input: BookCleaningInput!) { bookCleaning(input: $input) { success } }`, {
    input: { code, email, date: bookableDays(new Date(), 'America/New_York')[0], window: 'morning' },
  });
  await api.database.db.execute(
    sql.raw(`update bookings set starts_at = now() - interval '${daysAgo} days' where voucher_id = (select id from vouchers where code = '${code}')`),
  );
  const [m] = await sqlRows<{ id: number }>(api.database.db, sql.raw(`select id from memberships where customer_id = ${bought.customer.rawId}`));
  return { customerId: bought.customer.rawId, membershipId: m!.id, email, code };
}
