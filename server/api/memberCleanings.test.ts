/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { bookableDays } from '@/lib/rules/booking';
import { TEST_CARDS } from '../payments/testGateway';
import { freshTestCard } from '../payments/testing/testCards';
import { harnessWithOutbox, type Harness } from '../testing/harness';

/**
 * A member books further cleanings from the account at the member rate: priced by the server from the home region's
 * rates, charged once to the card on file for exactly what was shown, booked with the same-cleaner request, and
 * counted in the account's savings. Every refusal charges and books nothing.
 */

const harness = harnessWithOutbox();
const { sent } = harness;
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

/** Columbus, Ohio. */
const ZIP = '43206';
const ZONE = 'America/New_York';
const day = (index: number) => bookableDays(new Date(), ZONE)[index]!;
const rows = <T>(query: string) => sqlRows<T>(api.database.db, sql.raw(query));
const exec = (query: string) => api.database.db.execute(sql.raw(query));

let seq = 0;
/** A member: a first cleaning bought (which starts the membership), booked, taken place and rated "same cleaner next time". */
async function member() {
  const email = `member${(seq += 1)}-${Date.now()}@example.com`;
  const quote = (
    await api.gql<{ voucherPriceAndIntent: { intent: string } }>(
      `{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "${ZIP}") { ... on VoucherPriceQuote { intent } } }`,
    )
  ).body.data!.voucherPriceAndIntent;
  const input = { intent: quote.intent, paymentToken: (await api.gateway.tokenize(freshTestCard())).token, hours: 3, email, zipcode: ZIP, phone: '6145550100' };
  const bought = (
    await api.gql<{ purchaseVoucher: { success: boolean; voucherPurchaseDetails: { code: string } } }>(
      `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success voucherPurchaseDetails { code } } }`,
      { input },
    )
  ).body.data!.purchaseVoucher;
  expect(bought.success).toBe(true);
  const code = bought.voucherPurchaseDetails.code;
  const headers = await api.signIn(email);
  const first = await api.gql<{ bookCleaning: { success: boolean; booking: { id: string } } }>(
    `mutation ($input: BookCleaningInput!) { bookCleaning(input: $input) { success booking { id } } }`,
    { input: { code, date: day(2), window: 'morning' } },
    { headers },
  );
  expect(first.body.data!.bookCleaning.success).toBe(true);
  // The first cleaning took place yesterday; the member asks for the same cleaner next time.
  await exec(`update bookings set starts_at = now() - interval '1 day' where voucher_id = (select id from vouchers where code = '${code}')`);
  const rated = await api.gql<{ rateCleaning: { success: boolean } }>(
    `mutation ($input: RateCleaningInput!) { rateCleaning(input: $input) { success } }`,
    { input: { bookingId: first.body.data!.bookCleaning.booking.id, stars: 5, sameCleaner: true } },
    { headers },
  );
  expect(rated.body.data!.rateCleaning.success).toBe(true);
  const [customer] = await rows<{ id: number }>(`select id from customers where email = '${email}'`);
  return { email, headers, customerId: customer!.id };
}
type Member = Awaited<ReturnType<typeof member>>;

const OFFER = `query ($numHours: Float) { memberCleaningOffer(numHours: $numHours) {
  memberHourlyRate nonmemberHourlyRate salesTaxRate sameCleanerAs refusal message numHours
  options { numHours price salesTax total saving }
  windows { timeZoneName days { date windows { window remaining lateChangeFee } } } } }`;
type Offer = {
  memberHourlyRate: number;
  nonmemberHourlyRate: number;
  salesTaxRate: number;
  sameCleanerAs: string | null;
  refusal: string | null;
  message: string | null;
  numHours: number | null;
  options: { numHours: number; price: number; salesTax: number; total: number; saving: number }[];
  windows: { timeZoneName: string; days: { date: string; windows: { window: string; remaining: number; lateChangeFee: number }[] }[] } | null;
};
const offer = async (m: Pick<Member, 'headers'>, numHours?: number) =>
  (await api.gql<{ memberCleaningOffer: Offer | null }>(OFFER, { numHours: numHours ?? null }, { headers: m.headers })).body.data!.memberCleaningOffer;

const BOOK = `mutation ($input: BookMemberCleaningInput!) { bookMemberCleaning(input: $input) {
  success message refusal voucherCode charged booking { label sameCleanerAs } } }`;
type Result = {
  success: boolean;
  message: string;
  refusal: string | null;
  voucherCode: string | null;
  charged: number;
  booking: { label: string; sameCleanerAs: string | null } | null;
};
const book = async (m: Pick<Member, 'headers'>, input: Record<string, unknown>) =>
  (await api.gql<{ bookMemberCleaning: Result }>(BOOK, { input }, { headers: m.headers })).body.data!.bookMemberCleaning;

let keys = 0;
const requestKey = () => `test-request-key-${Date.now()}-${(keys += 1)}`;
const memberCharges = async () => (await api.gateway.charges()).filter((c) => c.paymentKey.startsWith('member-cleaning:'));
const bookingsOf = (customerId: number) =>
  rows<{ n: number }>(`select count(*)::int as n from bookings where customer_id = ${customerId} and status = 'booked'`);

describe('member cleanings at the member rate', () => {
  it('prices each length from the home region’s member rate, with its tax and its saving on the non-member rate', async () => {
    const m = await member();
    const [region] = await rows<{ rate_cents: number; higher_rate_cents: number; sales_tax_bp: number }>(
      `select rate_cents, higher_rate_cents, sales_tax_bp from service_regions where state_code = 'OH'`,
    );
    const answer = (await offer(m))!;
    expect(answer.refusal).toBeNull();
    expect(answer.memberHourlyRate).toBe(region!.rate_cents / 100);
    expect(answer.nonmemberHourlyRate).toBe(region!.higher_rate_cents / 100);
    expect(answer.options.map((o) => o.numHours)).toEqual([2, 3, 4, 6]);
    for (const option of answer.options) {
      const before = region!.rate_cents * option.numHours;
      const tax = Math.round((before * region!.sales_tax_bp) / 10_000);
      expect(option).toEqual({
        numHours: option.numHours,
        price: before / 100,
        salesTax: tax / 100,
        total: (before + tax) / 100,
        saving: (region!.higher_rate_cents * option.numHours - before) / 100,
      });
    }
    // The standing request from the rating goes with the next booking.
    expect(answer.sameCleanerAs).toMatch(/^\w{3}, \w{3} \d{1,2} · /);
    expect(answer.windows).toBeNull();
    const withWindows = (await offer(m, 3))!;
    expect(withWindows.numHours).toBe(3);
    expect(withWindows.windows!.days.length).toBeGreaterThan(20);
  });

  it('books and charges the shown total once, with the same cleaner, and the account shows it and what was saved', async () => {
    const m = await member();
    const three = (await offer(m))!.options.find((o) => o.numHours === 3)!;
    const before = (await memberCharges()).length;
    const key = requestKey();
    const input = { numHours: 3, date: day(5), window: 'midday', expectedTotal: three.total, requestKey: key };
    const [first, again] = await Promise.all([book(m, input), book(m, input)]);
    expect(first.success).toBe(true);
    expect(first.charged).toBe(three.total);
    expect(first.message).toMatch(new RegExp(`^Booked: .+\\. We charged \\$${three.total.toFixed(2).replace('.', '\\.')} to your card on file`));
    expect(first.booking!.sameCleanerAs).toMatch(/ · /);
    // The double click is the same booking and the same payment.
    expect(again).toEqual(first);
    const charges = (await memberCharges()).slice(before);
    expect(charges.map((c) => c.amountCents)).toEqual([Math.round(three.total * 100)]);
    expect(await bookingsOf(m.customerId)).toEqual([{ n: 2 }]);
    // A retry later with the same key changes nothing either.
    expect(await book(m, input)).toEqual(first);
    expect((await memberCharges()).length).toBe(before + 1);

    const account = (
      await api.gql<{
        customerAccount: {
          vouchers: {
            code: string;
            memberCleaning: boolean;
            status: string;
            pricePaid: number;
            summary: { lines: { label: string; amount: number }[]; total: number };
          }[];
          membership: { saved: number; memberCleanings: number };
        };
      }>(
        `{ customerAccount { vouchers { code memberCleaning status pricePaid summary { lines { label amount } total } } membership { saved memberCleanings } } }`,
        {},
        { headers: m.headers },
      )
    ).body.data!.customerAccount;
    const cleaning = account.vouchers.find((v) => v.code === first.voucherCode)!;
    expect(cleaning).toMatchObject({ memberCleaning: true, status: 'BOOKED', pricePaid: three.total });
    expect(cleaning.summary.lines).toEqual([
      { label: '3-hour cleaning at the non-member rate', amount: three.price + three.saving },
      { label: 'Discount: Forever Clean member rate', amount: -three.saving },
      { label: 'Sales tax', amount: three.salesTax },
    ]);
    expect(cleaning.summary.total).toBe(three.total);
    expect(account.vouchers.filter((v) => !v.memberCleaning)).toHaveLength(1);
    expect(account.membership).toEqual({ saved: three.saving, memberCleanings: 1 });

    // The confirmation email says what was charged and passes on the request.
    const email = sent.find((message) => message.to === m.email && message.kind === 'booking' && message.text.includes(first.voucherCode!));
    expect(email?.text).toContain(`Charged to your card on file: $${three.total.toFixed(2)} (3 hours at your member rate`);
    expect(email?.text).toContain('You asked for the same cleaner as on');
  });

  it('refuses a total other than the server’s price, and charges and books nothing', async () => {
    const m = await member();
    const three = (await offer(m))!.options.find((o) => o.numHours === 3)!;
    const before = (await memberCharges()).length;
    const answer = await book(m, { numHours: 3, date: day(5), window: 'morning', expectedTotal: three.total - 10, requestKey: requestKey() });
    expect(answer).toMatchObject({ success: false, refusal: 'PRICE_CHANGED', charged: 0, booking: null });
    expect((await memberCharges()).length).toBe(before);
    expect(await bookingsOf(m.customerId)).toEqual([{ n: 1 }]);
  });

  it('a declined card on file books nothing; lengths, dates and keys not offered are refused', async () => {
    const m = await member();
    const three = (await offer(m))!.options.find((o) => o.numHours === 3)!;
    const valid = { numHours: 3, date: day(6), window: 'afternoon', expectedTotal: three.total };
    expect(await book(m, { ...valid, numHours: 5, requestKey: requestKey() })).toMatchObject({ success: false, refusal: 'INVALID_HOURS' });
    expect(await book(m, { ...valid, date: '2020-01-01', requestKey: requestKey() })).toMatchObject({ success: false, refusal: 'INVALID_DATE' });
    expect(await book(m, { ...valid, requestKey: 'short' })).toMatchObject({ success: false, refusal: 'INVALID_REQUEST' });

    const declined = (await api.gateway.tokenize(TEST_CARDS.declined)).token;
    await exec(`update customers set payment_method = '${declined}' where id = ${m.customerId}`);
    const answer = await book(m, { ...valid, requestKey: requestKey() });
    expect(answer).toMatchObject({ success: false, refusal: 'DECLINED', booking: null, voucherCode: null });
    expect(answer.message).toMatch(/declined and nothing was booked/);
    expect(await bookingsOf(m.customerId)).toEqual([{ n: 1 }]);
    expect(
      await rows(
        `select id from price_intents where kind = 'member_cleaning' and membership_id in (select id from memberships where customer_id = ${m.customerId})`,
      ),
    ).toEqual([]);
  });

  it('holds at most four cleanings ahead, and a paused membership books none', async () => {
    const m = await member();
    const two = (await offer(m))!.options.find((o) => o.numHours === 2)!;
    for (const index of [3, 4, 5, 6]) {
      const answer = await book(m, { numHours: 2, date: day(index), window: 'morning', expectedTotal: two.total, requestKey: requestKey() });
      expect(answer.success).toBe(true);
    }
    const fifth = await book(m, { numHours: 2, date: day(7), window: 'morning', expectedTotal: two.total, requestKey: requestKey() });
    expect(fifth).toMatchObject({ success: false, refusal: 'TOO_MANY_BOOKED', charged: 0 });

    await exec(`update memberships set paused_until = now() + interval '30 days' where customer_id = ${m.customerId}`);
    expect(await offer(m)).toMatchObject({ refusal: 'MEMBERSHIP_PAUSED', windows: null });
    expect(await book(m, { numHours: 2, date: day(8), window: 'morning', expectedTotal: two.total, requestKey: requestKey() })).toMatchObject({
      success: false,
      refusal: 'MEMBERSHIP_PAUSED',
    });
  });

  it('answers nothing to visitors who are not signed in', async () => {
    expect(await offer({ headers: { cookie: '' } })).toBeNull();
    expect(
      await book({ headers: { cookie: '' } }, { numHours: 3, date: day(5), window: 'morning', expectedTotal: 100, requestKey: requestKey() }),
    ).toMatchObject({
      success: false,
      refusal: 'NOT_A_MEMBER',
    });
  });
});
