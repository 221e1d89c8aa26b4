/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { studioPerson } from '../testing/studioGrants';
import type { EmailMessage, EmailSender } from '../email';
import { TEST_CARDS } from '../payments';
import { HOLD_LAPSES_AFTER_MS, holdForPurchase, settleAbandonedPayments } from '../domain/purchaseHolds';
import { startHarness, TEST_OFFERS, type Harness } from '../testing/harness';
import { freshTestCard } from '../payments/testing/testCards';
import { NOT_NEW_CLIENT_MESSAGE } from '@/lib/rules/newClients';

let api: Harness;
beforeAll(async () => {
  api = await startHarness({ mutationBurst: 1000, mutationsPerMinute: 60_000, quotesPerMinute: 60_000, offers: TEST_OFFERS });
}, 60_000);
afterAll(() => api.close());

const QUOTE = `query VoucherPriceAndIntent($voucherOption: PricingPlanKey!, $numHours: Float!, $zipcode: String!, $campaignId: String, $adGroupId: String, $discount: Float, $email: String) {
  voucherPriceAndIntent(voucherOption: $voucherOption, numHours: $numHours, zipcode: $zipcode, campaignId: $campaignId, adGroupId: $adGroupId, discount: $discount, email: $email) {
    __typename
    ... on VoucherPriceQuote { intent price priceBeforeSalesTax salesTaxDollars expiresAt }
    ... on InvalidRequestError { message }
    ... on PlanNotOfferedError { message }
    ... on ServiceRegionUnsupportedError { message }
    ... on ZipcodeFormatError { message }
  }
}`;

const RESULT = `success message error fieldErrors { field message } voucherPurchaseDetails { code estimatedLtv redirect isNewCustomer city state } customer { id rawId }`;
const PURCHASE_VOUCHER = `mutation PurchaseVoucher($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { ${RESULT} } }`;
const PURCHASE_SUBSCRIPTION = `mutation PurchaseSubscription($input: VoucherPurchaseInput!) { purchaseSubscription(input: $input) { ${RESULT} } }`;

interface Quote {
  __typename: string;
  intent: string;
  price: number;
  priceBeforeSalesTax: number;
  salesTaxDollars: number;
  message?: string;
}
interface Result {
  success: boolean;
  message: string | null;
  error: string | null;
  fieldErrors: { field: string; message: string }[];
  voucherPurchaseDetails: {
    code: string;
    estimatedLtv: number;
    redirect: string | null;
    isNewCustomer: boolean | null;
    city: string | null;
    state: string | null;
  } | null;
  customer: { id: string; rawId: number } | null;
}

async function quote(variables: Record<string, unknown>): Promise<Quote> {
  return (await api.gql<{ voucherPriceAndIntent: Quote }>(QUOTE, { voucherOption: 'CCF_1', numHours: 3, zipcode: '43206', ...variables })).body.data!
    .voucherPriceAndIntent;
}

async function token(card: string = freshTestCard()): Promise<string> {
  return (await api.gateway.tokenize(card)).token;
}

let emailSeq = 0;
const contact = () => ({ hours: 3, email: `buyer${(emailSeq += 1)}@example.com`, zipcode: '43206', phone: '(614) 555-0100' });

async function buy(input: Record<string, unknown>, mutation = PURCHASE_VOUCHER): Promise<Result> {
  const response = await api.gql<Record<string, Result>>(mutation, { input });
  expect(response.status).toBe(200);
  const data = response.body.data!;
  return (data.purchaseVoucher ?? data.purchaseSubscription) as Result;
}

describe('VoucherPriceAndIntent', () => {
  it('prices the option with the region sales tax, held for 30 minutes', async () => {
    const q = await quote({});
    expect(q).toMatchObject({ __typename: 'VoucherPriceQuote', priceBeforeSalesTax: 19, salesTaxDollars: 1.09, price: 20.09 });
    const held = Date.parse((q as unknown as { expiresAt: string }).expiresAt) - Date.now();
    expect(held).toBeGreaterThan(29 * 60_000);
    expect(held).toBeLessThanOrEqual(30 * 60_000);
  });

  it('grants only what the campaign or ad group grants, whatever the URL asks, and never goes below $1', async () => {
    // No campaign: the URL's discount alone is worth nothing.
    expect(await quote({ discount: 18 })).toMatchObject({ priceBeforeSalesTax: 19 });
    expect(await quote({ campaignId: 'spring-clean' })).toMatchObject({ priceBeforeSalesTax: 14 });
    expect(await quote({ campaignId: 'spring-clean', discount: 500 })).toMatchObject({ priceBeforeSalesTax: 14 });
    // An ask counts as its step: $12 of the $60 campaign is $15 off.
    expect(await quote({ campaignId: 'deep-discount', discount: 12 })).toMatchObject({ priceBeforeSalesTax: 4 });
    expect(await quote({ campaignId: 'deep-discount' })).toMatchObject({ priceBeforeSalesTax: 1 });
    expect(await quote({ adGroupId: '152718340741' })).toMatchObject({ priceBeforeSalesTax: 9 });
    // Unknown or ended campaigns and malformed ids grant nothing and are no error.
    for (const campaignId of ['no-such-campaign', 'summer-2025', 'x'.repeat(80), '<script>'])
      expect(await quote({ campaignId })).toMatchObject({ priceBeforeSalesTax: 19 });
  });

  it('keeps the free first cleaning free', async () => {
    expect(await quote({ voucherOption: 'SUBPLAN_FIRST_FREE_CLEANING_V1', campaignId: 'spring-clean' })).toMatchObject({
      price: 0,
      priceBeforeSalesTax: 0,
      salesTaxDollars: 0,
    });
  });

  it('refuses a plan the visitor is not offered', async () => {
    for (const voucherOption of ['CCF_2', 'FOREVERCLEAN_19_1_6_99', 'FOREVERCLEAN_39_1_6_99_10OFF']) {
      expect(await quote({ voucherOption, numHours: 4 })).toEqual({
        __typename: 'PlanNotOfferedError',
        message: 'That offer isn’t available to you. Please start again from our deals page.',
      });
    }
  });

  it('lets a QA override choose the plan only as a live studio grant for this brand', async () => {
    const asVisitor = async (cookie: string, host = 'www.sparkle-clean.com') =>
      (
        await api.gql<{ voucherPriceAndIntent: Quote }>(
          QUOTE,
          { voucherOption: 'FOREVERCLEAN_19_1_6_99', numHours: 3, zipcode: '43206' },
          { headers: { cookie, host } },
        )
      ).body.data!.voucherPriceAndIntent.__typename;
    const tester = await studioPerson();
    expect(await asVisitor('fe_qa=pricing=monthly_19')).toBe('PlanNotOfferedError');
    expect(await asVisitor(tester.qaCookie('pricing=monthly_19', 'tidy-nest'))).toBe('PlanNotOfferedError');
    expect(await asVisitor(tester.qaCookie('pricing=monthly_19', 'sparkle-clean'))).toBe('VoucherPriceQuote');
    await tester.signOut();
    expect(await asVisitor(tester.qaCookie('pricing=monthly_19', 'sparkle-clean'))).toBe('PlanNotOfferedError');
  });

  it('rejects options, discounts and zipcodes that do not fit', async () => {
    expect(await quote({ numHours: 5 })).toEqual({
      __typename: 'InvalidRequestError',
      message: 'That cleaning option is not offered. Please choose another number of hours.',
    });
    expect(await quote({ discount: -1 })).toEqual({ __typename: 'InvalidRequestError', message: 'The discount is not valid.' });
    expect(await quote({ discount: 0.001 })).toMatchObject({ __typename: 'InvalidRequestError' });
    expect(await quote({ zipcode: '99501' })).toMatchObject({ __typename: 'ServiceRegionUnsupportedError' });
    expect(await quote({ zipcode: 'abcde' })).toEqual({ __typename: 'ZipcodeFormatError', message: 'Enter a valid 5-digit zipcode' });
  });

  it('will not quote or store an intent for a sold-out option under any plan, even while the voucher list still shows it', async () => {
    await api.gql(`{ availableVouchers { numHours } }`);
    await api.database.db.execute(sql`update voucher_stock set remaining = 0 where num_hours = 3`);
    expect(
      (await api.gql<{ availableVouchers: { numHours: number }[] }>(`{ availableVouchers { numHours } }`)).body.data?.availableVouchers.map((v) => v.numHours),
    ).toContain(3);
    try {
      const soldOut = {
        __typename: 'InvalidRequestError',
        message: 'All 3-hour vouchers have been claimed. Please choose another option or join the waitlist.',
      };
      const intentsBefore = await api.count('price_intents');
      expect(await quote({})).toEqual(soldOut);
      expect(await quote({ voucherOption: 'SUBPLAN_FIRST_FREE_CLEANING_V1' })).toEqual(soldOut);
      expect(await api.count('price_intents')).toBe(intentsBefore);
      expect(await quote({ numHours: 4 })).toMatchObject({ price: expect.any(Number) });
    } finally {
      await api.database.db.execute(sql`update voucher_stock set remaining = 400 where num_hours = 3`);
    }
  });

  it('stores each of many quotes asked at once with its own price, and none for a sold-out option among them', async () => {
    await api.database.db.execute(sql`update voucher_stock set remaining = 0 where num_hours = 3`);
    try {
      const asked = [
        {},
        { numHours: 4 },
        { numHours: 4, campaignId: 'spring-clean' },
        { voucherOption: 'SUBPLAN_FIRST_FREE_CLEANING_V1' },
        { numHours: 4, adGroupId: '152718340741' },
        { numHours: 4, discount: 18 },
      ];
      const intentsBefore = await api.count('price_intents');
      const quotes = await Promise.all(asked.map((variables) => quote(variables)));
      expect(quotes.map((q) => q.__typename)).toEqual([
        'InvalidRequestError',
        'VoucherPriceQuote',
        'VoucherPriceQuote',
        'InvalidRequestError',
        'VoucherPriceQuote',
        'VoucherPriceQuote',
      ]);
      const priced = quotes.filter((q) => q.__typename === 'VoucherPriceQuote');
      expect(new Set(priced.map((q) => q.intent)).size).toBe(4);
      expect(await api.count('price_intents')).toBe(intentsBefore + 4);
      for (const q of priced) {
        const stored = await sqlRows<{ price_cents: number; num_hours: number }>(
          api.database.db,
          sql`select price_cents, num_hours from price_intents where id = ${q.intent}`,
        );
        expect(stored).toEqual([{ price_cents: Math.round(q.price * 100), num_hours: 4 }]);
      }
      expect(new Set(priced.map((q) => q.price)).size).toBeGreaterThan(1);
    } finally {
      await api.database.db.execute(sql`update voucher_stock set remaining = 400 where num_hours = 3`);
    }
  });
});

describe('PurchaseVoucher', () => {
  it('charges the intent price and creates customer, voucher and membership', async () => {
    const q = await quote({ campaignId: 'spring-clean' });
    const chargesBefore = (await api.gateway.charges()).length;
    const result = await buy({
      intent: q.intent,
      paymentToken: await token(),
      ...contact(),
      firstName: 'Jane',
      lastName: 'Doe',
      redirect: '/survey?from=checkout',
    });
    expect(result).toMatchObject({
      success: true,
      message: null,
      fieldErrors: [],
      voucherPurchaseDetails: { isNewCustomer: true, redirect: '/survey?from=checkout', city: 'Columbus', state: 'OH' },
    });
    expect(result.voucherPurchaseDetails?.code).toMatch(/^HC-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    // $14 + 5.75% tax today, plus $49 × 6 minimum months.
    expect(result.voucherPurchaseDetails?.estimatedLtv).toBe(14.81 + 294);
    const charges = await api.gateway.charges();
    expect(charges).toHaveLength(chargesBefore + 1);
    expect(charges[charges.length - 1]?.amountCents).toBe(1481);
    expect(await rows(`select plan_key, monthly_cents from memberships where customer_id = ${result.customer!.rawId}`)).toEqual([
      { plan_key: 'CCF_1', monthly_cents: 4900 },
    ]);
  });

  it('returns the same result to an identical repeat, and charges once', async () => {
    const q = await quote({});
    const input = { intent: q.intent, paymentToken: await token(), ...contact() };
    const first = await buy(input);
    expect(await buy(input)).toEqual(first);
    expect((await api.gateway.charges()).filter((c) => c.paymentKey === q.intent)).toHaveLength(1);
  });

  it('refuses a completed quote replayed with anything changed, and discloses nothing', async () => {
    const q = await quote({});
    const input = { intent: q.intent, paymentToken: await token(), ...contact(), firstName: 'Jane' };
    const first = await buy(input);
    expect(first.success).toBe(true);
    const refused = {
      success: false,
      error: 'QUOTE_ALREADY_USED',
      message: 'This price quote has already been used. Please go back and check the price again.',
      voucherPurchaseDetails: null,
      customer: null,
    };
    const changed = [
      { ...input, email: 'attacker@example.com' },
      { ...input, paymentToken: await token() },
      { ...input, phone: '3125550147' },
      { ...input, firstName: 'Eve' },
      { ...input, hours: 4 },
    ];
    for (const replay of changed) expect(await buy(replay)).toMatchObject(refused);
    expect(await buy(input, PURCHASE_SUBSCRIPTION)).toMatchObject(refused);
    expect((await api.gateway.charges()).filter((c) => c.paymentKey === q.intent)).toHaveLength(1);
  });

  it('turns 20 concurrent identical purchases into one charge and one voucher', async () => {
    const q = await quote({});
    const input = { intent: q.intent, paymentToken: await token(), ...contact() };
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(input)));
    expect(results.every((r) => r.success)).toBe(true);
    expect(new Set(results.map((r) => r.voucherPurchaseDetails?.code)).size).toBe(1);
    expect((await api.gateway.charges()).filter((c) => c.paymentKey === q.intent)).toHaveLength(1);
    expect(await rows(`select count(*)::int as n from vouchers where intent_id = '${q.intent}'`)).toEqual([{ n: 1 }]);
  });

  it('turns 20 concurrent first purchases with one new email into one customer and one charge, every answer typed', async () => {
    const email = `race-${Date.now()}@example.com`;
    const quotes = await Promise.all(Array.from({ length: 20 }, () => quote({})));
    const tokens = await Promise.all(quotes.map(() => token()));
    const results = await Promise.all(
      quotes.map((q, i) => buy({ intent: q.intent, paymentToken: tokens[i], hours: 3, email, zipcode: '43206', phone: '6145550100' })),
    );
    for (const result of results) expect(typeof result.success).toBe('boolean');
    // New clients only (spec §1), even at the same moment: one first cleaning is paid; the rest are told the email
    // has bought, or, while that payment was still being made, to try again in a moment.
    expect(results.filter((r) => r.success)).toHaveLength(1);
    for (const refused of results.filter((r) => !r.success)) expect(['NOT_NEW_CLIENT', 'IN_PROGRESS']).toContain(refused.error);
    // Tried again now, every one of them hears that the email has bought.
    const unpaid = quotes[results.findIndex((r) => !r.success)]!;
    const retried = await buy({ intent: unpaid.intent, paymentToken: await token(), hours: 3, email, zipcode: '43206', phone: '6145550100' });
    expect(retried).toMatchObject({ success: false, error: 'NOT_NEW_CLIENT' });
    const intents = new Set(quotes.map((q) => q.intent));
    expect((await api.gateway.charges()).filter((c) => intents.has(c.paymentKey))).toHaveLength(1);
    expect(await rows(`select count(*)::int as n from customers where email = '${email}'`)).toEqual([{ n: 1 }]);
  });

  it('gives the claim back on a decline, so another quote for the same new email can be paid', async () => {
    const buyer = contact();
    const first = await quote({});
    expect(await buy({ intent: first.intent, paymentToken: await token(TEST_CARDS.declined), ...buyer })).toMatchObject({ success: false, error: 'DECLINED' });
    const second = await quote({});
    expect(await buy({ intent: second.intent, paymentToken: await token(), ...buyer })).toMatchObject({ success: true });
  });

  it('leaves nothing behind on a decline, and the same quote can then be paid with another card', async () => {
    const q = await quote({});
    const buyer = contact();
    const counts = async () => Promise.all(['customers', 'vouchers', 'memberships', 'purchases'].map((t) => api.count(t)));
    const before = await counts();
    // Two declines: a quote takes three at most (test/security/cardTesting.test.ts).
    for (const card of [TEST_CARDS.declined, TEST_CARDS.insufficientFunds]) {
      const declined = await buy({ intent: q.intent, paymentToken: await token(card), ...buyer });
      expect(declined.success).toBe(false);
      expect(declined.message).toMatch(/^\[req_[0-9a-f]+\] Your card (was declined|has insufficient funds|has expired)\.$/);
    }
    expect(await counts()).toEqual(before);
    const paid = await buy({ intent: q.intent, paymentToken: await token(), ...buyer });
    expect(paid.success).toBe(true);
  });

  it('refuses a second first cleaning for the same mailbox or the same card at payment, before any charge; quotes tell nobody', async () => {
    const buyer = contact();
    const card = freshTestCard();
    const firstInput = { intent: (await quote({ email: buyer.email })).intent, paymentToken: await token(card), ...buyer };
    const first = await buy(firstInput);
    expect(first.success).toBe(true);

    // A quote answers a known email as it answers anyone's (no enumeration); only a malformed one is told so.
    expect(await quote({ email: buyer.email })).toMatchObject({ __typename: 'VoucherPriceQuote' });
    expect(await quote({ email: 'not-an-email' })).toEqual({ __typename: 'InvalidRequestError', message: 'Enter a valid email address' });

    const refused = { success: false, error: 'NOT_NEW_CLIENT', message: NOT_NEW_CLIENT_MESSAGE, voucherPurchaseDetails: null };
    const chargesBefore = (await api.gateway.charges()).length;
    const pay = async ({ card: payWith, ...input }: Partial<typeof buyer> & { card?: string }, operation = PURCHASE_VOUCHER, voucherOption?: string) =>
      buy({ intent: (await quote(voucherOption ? { voucherOption } : {})).intent, paymentToken: await token(payWith), ...buyer, ...input }, operation);
    // The same email in any case, and the subscription plan too.
    expect(await pay({})).toMatchObject(refused);
    expect(await pay({ email: buyer.email.toUpperCase() })).toMatchObject(refused);
    expect(await pay({}, PURCHASE_SUBSCRIPTION, 'SUBPLAN_FIRST_FREE_CLEANING_V1')).toMatchObject(refused);
    // The same card under a new email.
    expect(await pay({ ...contact(), card })).toMatchObject(refused);
    expect(await api.gateway.charges()).toHaveLength(chargesBefore);
    expect(await rows(`select count(*)::int as n from vouchers v join customers c on c.id = v.customer_id where c.email = '${buyer.email}'`)).toEqual([
      { n: 1 },
    ]);
    // The identical request that paid still gets its stored answer (a retry is not a second purchase).
    expect(await buy(firstInput)).toEqual(first);
  });

  it('is safe to retry after a gateway timeout: exactly one charge', async () => {
    const q = await quote({});
    const input = { intent: q.intent, paymentToken: await token(freshTestCard('timeout')), ...contact() };
    const timedOut = await buy(input);
    expect(timedOut).toMatchObject({ success: false });
    expect(timedOut.message).toMatch(/^\[req_[0-9a-f]+\] We could not confirm your payment\. Please try again: you will not be charged twice\.$/);
    // The quote knows whom to tell should the sweep have to refund it...
    expect(await rows(`select refund_notice->>'to' as "to" from price_intents where id = '${q.intent}'`)).toEqual([{ to: input.email }]);
    const retried = await buy(input);
    expect(retried.success).toBe(true);
    expect((await api.gateway.charges()).filter((c) => c.paymentKey === q.intent)).toHaveLength(1);
    // ...and forgets it once sold.
    expect(await rows(`select refund_notice from price_intents where id = '${q.intent}'`)).toEqual([{ refund_notice: null }]);
  });

  it('lets a buyer whose payment timed out start again: the same order resumes it, one charge in all', async () => {
    const buyer = contact();
    const first = await quote({ email: buyer.email });
    expect(await buy({ intent: first.intent, paymentToken: await token(freshTestCard('timeout')), ...buyer })).toMatchObject({
      success: false,
      error: 'PAYMENT_UNCONFIRMED',
    });
    // Back at step 2, the same email and order: never "already bought one"; the unfinished payment is picked up again.
    const again = await quote({ email: buyer.email });
    expect(again).toMatchObject({ __typename: 'VoucherPriceQuote', intent: first.intent, price: first.price });
    const paid = await buy({ intent: again.intent, paymentToken: await token(), ...buyer });
    expect(paid).toMatchObject({ success: true });
    expect((await api.gateway.charges()).filter((c) => c.paymentKey === first.intent)).toHaveLength(1);
    expect(await rows(`select count(*)::int as n from vouchers v join customers c on c.id = v.customer_id where c.email = '${buyer.email}'`)).toEqual([
      { n: 1 },
    ]);
    // Still one first cleaning per email.
    expect(await buy({ intent: (await quote({})).intent, paymentToken: await token(), ...buyer })).toMatchObject({ success: false, error: 'NOT_NEW_CLIENT' });
  });

  it('settles a timed-out payment when the buyer starts a different order: refunded, and the new order can be paid', async () => {
    const buyer = contact();
    const first = await quote({ email: buyer.email });
    expect(await buy({ intent: first.intent, paymentToken: await token(freshTestCard('timeout')), ...buyer })).toMatchObject({ error: 'PAYMENT_UNCONFIRMED' });
    const bigger = await quote({ email: buyer.email, numHours: 4 });
    expect(bigger).toMatchObject({ __typename: 'VoucherPriceQuote' });
    expect(bigger.intent).not.toBe(first.intent);
    expect(await rows(`select status from price_intents where id = '${first.intent}'`)).toEqual([{ status: 'abandoned' }]);
    expect((await api.gateway.charges()).find((c) => c.paymentKey === first.intent)?.refundedAt).toBeDefined();
    expect(await buy({ intent: bigger.intent, paymentToken: await token(), ...buyer, hours: 4 })).toMatchObject({ success: true });
    // The first quote can never become a second sale.
    expect(await buy({ intent: first.intent, paymentToken: await token(), ...buyer })).toMatchObject({ success: false });
    expect(await rows(`select count(*)::int as n from vouchers v join customers c on c.id = v.customer_id where c.email = '${buyer.email}'`)).toEqual([
      { n: 1 },
    ]);
  });

  it('settles a timed-out payment at payment too, when the new quote was taken without the email', async () => {
    const buyer = contact();
    const [first, second] = [await quote({}), await quote({})];
    expect(await buy({ intent: first.intent, paymentToken: await token(freshTestCard('timeout')), ...buyer })).toMatchObject({ error: 'PAYMENT_UNCONFIRMED' });
    expect(await buy({ intent: second.intent, paymentToken: await token(), ...buyer })).toMatchObject({ success: true });
    const charges = await api.gateway.charges();
    expect(charges.find((c) => c.paymentKey === first.intent)?.refundedAt).toBeDefined();
    expect(charges.filter((c) => c.paymentKey === second.intent)).toHaveLength(1);
  });

  it('keeps the card that paid for later fees, not a card a retry sends', async () => {
    const q = await quote({});
    const paid = await token(freshTestCard('timeout'));
    const buyer = contact();
    expect(await buy({ intent: q.intent, paymentToken: paid, ...buyer })).toMatchObject({ success: false });
    // The retry names a card that would be declined: the payment already made answers, and its card is the one kept.
    expect(await buy({ intent: q.intent, paymentToken: await token(TEST_CARDS.declined), ...buyer })).toMatchObject({ success: true });
    expect(await rows(`select payment_method, payment_customer from customers where email = '${buyer.email}'`)).toEqual([
      { payment_method: paid, payment_customer: expect.stringMatching(/^cus_test_/) },
    ]);
  });

  it('re-validates every field with the spec §5 messages and changes nothing', async () => {
    const q = await quote({});
    const customers = await api.count('customers');
    const result = await buy({ intent: q.intent, paymentToken: await token(), hours: 3, email: 'not-an-email', zipcode: '4320', phone: '555-0100' });
    expect(result).toMatchObject({ success: false, message: 'Please correct the highlighted fields.' });
    expect(result.fieldErrors).toEqual([
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'zipcode', message: 'Enter a 5-digit zipcode' },
      { field: 'phone', message: 'Enter a valid 10-digit phone number' },
    ]);
    expect(await api.count('customers')).toBe(customers);
  });

  it('refuses quotes that do not match the purchase', async () => {
    const q = await quote({});
    const base = { intent: q.intent, paymentToken: await token(), ...contact() };
    expect((await buy({ ...base, hours: 4 })).message).toBe('The number of hours changed since your quote. Please check the price again.');
    expect((await buy({ ...base, zipcode: '60614' })).message).toBe('Your zipcode changed since your quote. Please check the price again.');
    expect((await buy({ ...base, intent: 'pi_' + '0'.repeat(32) })).message).toBe('Your price quote was not found. Please go back and check the price again.');
    expect((await buy({ ...base, intent: 'robert"); drop table vouchers;--' })).message).toBe(
      'Your price quote was not found. Please go back and check the price again.',
    );
    expect((await buy(base, PURCHASE_SUBSCRIPTION)).message).toBe('This price quote is for a different kind of purchase. Please check the price again.');
    await api.database.db.execute(sql`update price_intents set expires_at = now() - interval '1 minute' where id = ${q.intent}`);
    expect((await buy(base)).message).toBe('Your price quote has expired. Please go back and check the price again.');
  });

  it('honours only same-site redirects', async () => {
    for (const [redirect, expected] of [
      ['https://evil.example/', null],
      ['//evil.example/x', null],
      ['/\\evil.example', null],
      ['javascript:alert(1)', null],
      ['/..//evil.com', null],
      ['%2F%2Fevil.com', null],
      ['/%2F%2Fevil.com', null],
      ['/thanks?x=1#top', '/thanks?x=1#top'],
    ] as const) {
      const q = await quote({});
      const result = await buy({ intent: q.intent, paymentToken: await token(), ...contact(), redirect });
      expect(result.voucherPurchaseDetails?.redirect).toBe(expected);
    }
  });

  it('tells a known customer without a first cleaning apart from a new one', async () => {
    const buyer = contact();
    await api.database.db.execute(sql.raw(`insert into customers (email, phone, zipcode) values ('${buyer.email}', '6145550100', '43206')`));
    const result = await buy({ intent: (await quote({})).intent, paymentToken: await token(), ...buyer });
    expect(result).toMatchObject({ success: true, voucherPurchaseDetails: { isNewCustomer: false } });
  });
});

describe('stock and campaign caps under racing buyers', () => {
  const stockOf = async (hours: number) => (await rows(`select remaining from voucher_stock where num_hours = ${hours}`))[0]?.remaining as number;

  it('sells the last unit once: racing buyers beyond it are refused before any card is charged', async () => {
    await api.database.db.execute(sql`update voucher_stock set remaining = 1 where num_hours = 3`);
    try {
      const quotes = await Promise.all(Array.from({ length: 5 }, () => quote({})));
      const chargesBefore = (await api.gateway.charges()).length;
      const results = await Promise.all(quotes.map(async (q) => buy({ intent: q.intent, paymentToken: await token(), ...contact() })));
      expect(results.filter((r) => r.success)).toHaveLength(1);
      expect(results.filter((r) => !r.success).map((r) => r.error)).toEqual(['SOLD_OUT', 'SOLD_OUT', 'SOLD_OUT', 'SOLD_OUT']);
      expect((await api.gateway.charges()).length).toBe(chargesBefore + 1);
      expect(await stockOf(3)).toBe(0);
    } finally {
      await api.database.db.execute(sql`update voucher_stock set remaining = 400 where num_hours = 3`);
    }
  });

  it('a hold on a quote deleted after the purchase read it (the sweep removes expired quotes) holds nothing and answers gone', async () => {
    const before = await stockOf(3);
    const deleted = { id: `pi_${'0'.repeat(32)}`, numHours: 3, campaignId: null };
    expect(await holdForPurchase(api.database.db, deleted, { offers: undefined as never, brandKey: 'sparkle-clean', now: new Date() })).toBe('gone');
    expect(await stockOf(3)).toBe(before);
  });

  const emailed: EmailMessage[] = [];
  const outbox: EmailSender = { name: 'outbox', send: async (message) => void emailed.push(message) };
  const sweep = (minutesFromNow: number) => settleAbandonedPayments(api.database.db, api.gateway, new Date(Date.now() + minutesFromNow * 60_000), outbox);
  const lapsed = HOLD_LAPSES_AFTER_MS / 60_000 + 1;

  it('gives the unit back when the card is declined, and after an hour refunds a payment nobody came back to finish', async () => {
    await sweep(lapsed); // what earlier tests left held, so the counts below are this test's own
    const before = await stockOf(3);
    const declined = await quote({});
    expect(await buy({ intent: declined.intent, paymentToken: await token(TEST_CARDS.declined), ...contact() })).toMatchObject({ error: 'DECLINED' });
    expect(await stockOf(3)).toBe(before);
    // The card is charged but the answer is lost; the timeout keeps the unit for the retry, and nobody comes back.
    const abandoned = await quote({});
    const buyer = contact();
    expect(await buy({ intent: abandoned.intent, paymentToken: await token(freshTestCard('timeout')), ...buyer })).toMatchObject({
      error: 'PAYMENT_UNCONFIRMED',
    });
    expect(await stockOf(3)).toBe(before - 1);
    // The quote keeps the provider's id for the payment the lost answer was about: the sweep settles by it.
    const [charged] = (await api.gateway.charges()).filter((c) => c.paymentKey === abandoned.intent);
    expect(await rows(`select payment_ref from price_intents where id = '${abandoned.intent}'`)).toEqual([{ payment_ref: charged?.chargeId }]);
    expect(await sweep(30)).toEqual({ released: 0, refunded: 0 });
    emailed.length = 0;
    // Two instances sweep at once: both hear "refunded" from the provider, one gives the unit back and one email goes.
    const [first, second] = await Promise.all([sweep(lapsed), sweep(lapsed)]);
    expect(first.released + second.released).toBe(1);
    expect(first.refunded + second.refunded).toBeGreaterThanOrEqual(1);
    expect(await stockOf(3)).toBe(before);
    expect((await api.gateway.charges()).filter((c) => c.paymentKey === abandoned.intent)).toEqual([
      expect.objectContaining({ refundedAt: expect.any(String) }),
    ]);
    // The buyer hears about it: what was refunded, that no voucher was issued, and where to buy again.
    expect(emailed).toEqual([
      expect.objectContaining({ to: buyer.email, kind: 'refund', subject: `Your Sparkle Clean payment of $${abandoned.price.toFixed(2)} is refunded` }),
    ]);
    expect(emailed[0]?.text).toContain(
      `so no voucher was issued. The payment of $${abandoned.price.toFixed(2)} taken from your card for it has been refunded in full.`,
    );
    expect(emailed[0]?.text).toMatch(/Check prices: https?:\/\/[^/\s]+\//);
    // Coming back afterwards sells nothing and holds nothing; the next sweep has nothing left to do.
    expect(await buy({ intent: abandoned.intent, paymentToken: await token(), ...buyer })).toMatchObject({
      error: 'QUOTE_INVALID',
      message: 'Your price quote has expired. Please go back and check the price again.',
    });
    expect(await rows(`select count(*)::int as n from vouchers where intent_id = '${abandoned.intent}'`)).toEqual([{ n: 0 }]);
    expect(await stockOf(3)).toBe(before);
    expect(await sweep(lapsed)).toEqual({ released: 0, refunded: 0 });
    expect(emailed).toHaveLength(1);
  });

  it('refunds and gives the unit back even when the refund email cannot be sent', async () => {
    await sweep(lapsed);
    const before = await stockOf(3);
    const q = await quote({});
    expect(await buy({ intent: q.intent, paymentToken: await token(freshTestCard('timeout')), ...contact() })).toMatchObject({ error: 'PAYMENT_UNCONFIRMED' });
    let tried = 0;
    const down: EmailSender = { name: 'smtp', send: () => ((tried += 1), Promise.reject(new Error('connection refused'))) };
    expect(await settleAbandonedPayments(api.database.db, api.gateway, new Date(Date.now() + lapsed * 60_000), down)).toEqual({ released: 1, refunded: 1 });
    expect(tried).toBe(1);
    expect(await stockOf(3)).toBe(before);
    expect((await api.gateway.charges()).filter((c) => c.paymentKey === q.intent)).toEqual([expect.objectContaining({ refundedAt: expect.any(String) })]);
  });

  it('gives back a hold whose payment never reached the provider, refunding nothing', async () => {
    await sweep(lapsed);
    const before = await stockOf(3);
    const q = await quote({});
    // An attempt that took its hold and then died before charging (a process restart).
    expect(
      await holdForPurchase(
        api.database.db,
        { id: q.intent, numHours: 3, campaignId: null },
        { offers: undefined as never, brandKey: 'sparkle-clean', now: new Date() },
      ),
    ).toBe('held');
    expect(await stockOf(3)).toBe(before - 1);
    emailed.length = 0;
    expect(await sweep(lapsed)).toEqual({ released: 1, refunded: 0 });
    expect(await stockOf(3)).toBe(before);
    expect((await api.gateway.charges()).filter((c) => c.paymentKey === q.intent)).toEqual([]);
    // Nothing was taken, so nobody is told of a refund.
    expect(emailed).toEqual([]);
  });

  it('refunds a payment that went through after the sweep settled its quote, and sells nothing for it', async () => {
    await sweep(lapsed);
    const before = await stockOf(3);
    const q = await quote({});
    const charge = api.gateway.charge.bind(api.gateway);
    // The sweep runs while this payment is being made, as if the attempt had stalled for an hour.
    api.gateway.charge = async (request) => {
      expect(await sweep(lapsed)).toEqual({ released: 1, refunded: 0 });
      return charge(request);
    };
    try {
      expect(await buy({ intent: q.intent, paymentToken: await token(), ...contact() })).toMatchObject({
        error: 'QUOTE_INVALID',
        message: 'Your price quote has expired, and any payment taken for it is refunded. Please go back and check the price again.',
      });
    } finally {
      api.gateway.charge = charge;
    }
    expect((await api.gateway.charges()).filter((c) => c.paymentKey === q.intent)).toEqual([expect.objectContaining({ refundedAt: expect.any(String) })]);
    expect(await rows(`select count(*)::int as n from vouchers where intent_id = '${q.intent}'`)).toEqual([{ n: 0 }]);
    expect(await stockOf(3)).toBe(before);
  });

  it('keeps the unit held while another attempt on the same quote is paying, however a declined one ends', async () => {
    for (let round = 0; round < 4; round += 1) {
      const before = await stockOf(3);
      const q = await quote({});
      const buyer = contact();
      const results = await Promise.all(
        [TEST_CARDS.declined, freshTestCard()].map(async (card) => buy({ intent: q.intent, paymentToken: await token(card), ...buyer })),
      );
      expect(results.map((r) => r.success).sort()).toEqual([false, true]);
      expect(await stockOf(3)).toBe(before - 1);
    }
  });

  it('redeems a campaign no more often than its cap, however many buyers race for the last redemption', async () => {
    const quotes = await Promise.all(Array.from({ length: 4 }, () => quote({ campaignId: 'one-left' })));
    expect(quotes.every((q) => q.priceBeforeSalesTax === 16)).toBe(true);
    const results = await Promise.all(quotes.map(async (q) => buy({ intent: q.intent, paymentToken: await token(), ...contact() })));
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => !r.success).map((r) => r.message)).toEqual(
      Array(3).fill('This offer has ended or has been fully claimed. Please go back and check the price again.'),
    );
    // And the quote now says so: the campaign grants nothing more.
    expect(await quote({ campaignId: 'one-left' })).toMatchObject({ priceBeforeSalesTax: 19 });
  });
});

describe('PurchaseSubscription', () => {
  it('buys the free-first-cleaning plan: no charge amount, a $59 membership, no isNewCustomer', async () => {
    const q = await quote({ voucherOption: 'SUBPLAN_FIRST_FREE_CLEANING_V1' });
    const result = await buy({ intent: q.intent, paymentToken: await token(), ...contact() }, PURCHASE_SUBSCRIPTION);
    expect(result).toMatchObject({ success: true, voucherPurchaseDetails: { isNewCustomer: null, estimatedLtv: 354 } });
    expect(await rows(`select plan_key, monthly_cents from memberships where intent_id = '${q.intent}'`)).toEqual([
      { plan_key: 'SUBPLAN_FIRST_FREE_CLEANING_V1', monthly_cents: 5900 },
    ]);
  });
});

describe('card data', () => {
  it('never reaches the database', async () => {
    const dump = JSON.stringify(
      await Promise.all(['customers', 'vouchers', 'memberships', 'purchases', 'price_intents', 'leads'].map((t) => rows(`select * from ${t}`))),
    );
    for (const card of Object.values(TEST_CARDS)) {
      expect(dump).not.toContain(card);
      expect(dump).not.toContain(card.slice(0, 8));
    }
  });
});

describe('post-purchase survey, waitlist and leads', () => {
  const SURVEY = `mutation PostPurchaseSurvey($input: PostPurchaseSurveyInput!) { postPurchaseSurvey(input: $input) { success message fieldErrors { field message } } }`;

  it('accepts one survey answer per voucher', async () => {
    const purchase = await buy({ intent: (await quote({})).intent, paymentToken: await token(), ...contact() });
    const voucherCode = purchase.voucherPurchaseDetails!.code;
    const first = await api.gql(SURVEY, { input: { voucherCode, source: 'TikTok' } });
    expect(first.body.data).toEqual({ postPurchaseSurvey: { success: true, message: 'Thanks for telling us!', fieldErrors: [] } });
    const again = await api.gql(SURVEY, { input: { voucherCode, source: 'Reddit' } });
    expect(again.body.data).toEqual({ postPurchaseSurvey: { success: false, message: 'You have already answered this survey. Thank you!', fieldErrors: [] } });
    const offList = await api.gql(SURVEY, { input: { voucherCode: 'HC-AAAAA-AAAAA', source: 'Carrier pigeon' } });
    expect(offList.body.data).toMatchObject({
      postPurchaseSurvey: { success: false, fieldErrors: [{ field: 'source', message: 'Please choose one of the answers shown.' }] },
    });
  });

  it('joins the waitlist once and says so the second time', async () => {
    const WAITLIST = `mutation JoinVoucherWaitlist($input: JoinVoucherWaitlistInput!) { joinVoucherWaitlist(input: $input) { success message fieldErrors { field message } } }`;
    const join = async (input: Record<string, unknown>) => (await api.gql<{ joinVoucherWaitlist: Result }>(WAITLIST, { input })).body.data!.joinVoucherWaitlist;
    expect(await join({ email: ' Wait@Example.com ' })).toMatchObject({
      success: true,
      message: 'You’re on the list. We’ll email you as soon as vouchers are available.',
    });
    expect(await join({ email: 'wait@example.com' })).toMatchObject({
      success: true,
      message: 'You’re already on the list. We’ll email you as soon as vouchers are available.',
    });
    expect(await join({ email: 'nope' })).toMatchObject({ success: false, fieldErrors: [{ field: 'email', message: 'Enter a valid email address' }] });
    expect(await api.count('voucher_waitlist')).toBe(1);
  });

  it('registers a lead with the region prices, or explains why not', async () => {
    const LEAD = `mutation RegisterLead($input: RegisterLeadInput!) { registerLead(input: $input) { success message fieldErrors { field message } leadDetails { rate higherRate salesTaxRate arl { CC AC EC OCC } } } }`;
    const register = async (input: Record<string, unknown>) =>
      (await api.gql<{ registerLead: Record<string, unknown> }>(LEAD, { input })).body.data!.registerLead;
    expect(await register({ email: 'lead@example.com', zipcode: '60614' })).toMatchObject({
      success: true,
      leadDetails: { rate: 39, higherRate: 79, salesTaxRate: 0 },
    });
    expect(await register({ email: 'lead@example.com', zipcode: '60614', phone: '3125550147' })).toMatchObject({ success: true });
    expect(await rows(`select phone from leads where email = 'lead@example.com'`)).toEqual([{ phone: '3125550147' }]);
    expect(await register({ email: 'lead@example.com', zipcode: '99501' })).toMatchObject({
      success: false,
      leadDetails: null,
      fieldErrors: [{ field: 'zipcode' }],
    });
    expect(await register({ email: 'x', zipcode: '1', phone: '12' })).toMatchObject({
      success: false,
      fieldErrors: [
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'zipcode', message: 'Enter a 5-digit zipcode' },
        { field: 'phone', message: 'Enter a valid 10-digit phone number' },
      ],
    });
  });
});

function rows(query: string): Promise<Record<string, unknown>[]> {
  return sqlRows(api.database.db, sql.raw(query));
}
