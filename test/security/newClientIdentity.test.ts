/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { NOT_NEW_CLIENT_MESSAGE } from '@/lib/rules/newClients';
import { freshTestCard } from '@/server/payments/testing/testCards';
import { harnessWithOutbox, type Harness } from '@/server/testing/harness';

/**
 * Issue 38, items 5 and 9: the new-clients rule was bypassed with plus-addressing, dots, a trailing dot, full-width or
 * invisible characters (three first cleanings for one mailbox), and a quote with an email answered NotNewClientError
 * for any customer, which told customers from strangers. Mailboxes are now compared in a canonical form, the card's
 * fingerprint is compared too, and whether an email may buy is told only when a payment is attempted.
 */

const harness = harnessWithOutbox();
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

const QUOTE = `query ($email: String) { voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "43206", email: $email) {
  __typename ... on VoucherPriceQuote { price priceBeforeSalesTax salesTaxDollars numHours } ... on InvalidRequestError { message } } }`;
const quote = async (email?: string) =>
  (await api.gql<{ voucherPriceAndIntent: Record<string, unknown> & { intent?: string } }>(QUOTE, { email })).body.data!.voucherPriceAndIntent;
const intent = async () =>
  (
    await api.gql<{ voucherPriceAndIntent: { intent: string } }>(
      `{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "43206") { ... on VoucherPriceQuote { intent } } }`,
    )
  ).body.data!.voucherPriceAndIntent.intent;
const BUY = `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success error message } }`;
async function buy(email: string, card = freshTestCard()) {
  const input = { intent: await intent(), paymentToken: (await api.gateway.tokenize(card)).token, hours: 3, email, zipcode: '43206', phone: '6145550100' };
  return (await api.gql<{ purchaseVoucher: { success: boolean; error: string | null; message: string | null } }>(BUY, { input })).body.data!.purchaseVoucher;
}

describe('one first cleaning per mailbox and per card', () => {
  it('refuses a second first cleaning for the same Gmail mailbox however it is written, and charges nothing', async () => {
    const stamp = Date.now();
    const original = `Jane.Doe${stamp}@Gmail.com`;
    expect(await buy(original)).toMatchObject({ success: true });
    const charges = (await api.gateway.charges()).length;

    const aliases = [
      `jane.doe${stamp}+spring@gmail.com`, // plus-addressing
      `janedoe${stamp}@gmail.com`, // Gmail ignores dots
      `j.a.n.e.d.o.e${stamp}@googlemail.com`, // and googlemail.com is Gmail
      `jane.doe${stamp}@gmail.com.`, // a trailing dot on the domain
      `ＪＡＮＥ.ＤＯＥ${stamp}@ｇｍａｉｌ.ｃｏｍ`, // full-width letters
      `jane\u200b.doe${stamp}@gmail.com`, // a zero-width space
      `  JANE.DOE${stamp}@GMAIL.COM `, // case and spacing
    ];
    for (const alias of aliases) {
      const outcome = await buy(alias);
      // Either refused as a second first cleaning, or (for an address the form cannot take) as invalid: never sold.
      expect(outcome.success).toBe(false);
      if (outcome.error === 'NOT_NEW_CLIENT') expect(outcome.message).toBe(NOT_NEW_CLIENT_MESSAGE);
      else expect(outcome.error).toBe('INVALID_INPUT');
    }
    // Tags, dots, full-width letters and case reach the rule and are refused by it; the address form turns away a
    // trailing dot and invisible characters before that.
    for (const alias of [aliases[0], aliases[1], aliases[2], aliases[4], aliases[6]]) expect((await buy(alias!)).error).toBe('NOT_NEW_CLIENT');
    for (const alias of [aliases[3], aliases[5]]) expect((await buy(alias!)).error).toBe('INVALID_INPUT');
    expect(await api.gateway.charges()).toHaveLength(charges);
    // One customer, and the address as typed is the one mail goes to.
    expect(await sqlRows(api.database.db, sql`select email from customers where email_key = ${`janedoe${stamp}@gmail.com`}`)).toHaveLength(1);
    expect(harness.sent.filter((m) => m.to.toLowerCase() === original.toLowerCase()).length).toBeGreaterThan(0);
    expect(harness.sent.some((m) => m.to.includes('+spring') || m.to.includes('\u200b'))).toBe(false);
  });

  it('refuses a second first cleaning on the same card under a brand-new email', async () => {
    const card = freshTestCard();
    expect(await buy(`first-${Date.now()}@example.com`, card)).toMatchObject({ success: true });
    expect(await buy(`second-${Date.now()}@example.org`, card)).toMatchObject({ success: false, error: 'NOT_NEW_CLIENT' });
    // Another card and another mailbox: a new client.
    expect(await buy(`third-${Date.now()}@example.org`)).toMatchObject({ success: true });
  });
});

describe('no enumeration at the quote', () => {
  it('answers a customer’s email exactly as a stranger’s', async () => {
    const customer = `known-${Date.now()}@example.com`;
    expect(await buy(customer)).toMatchObject({ success: true });
    const known = await quote(customer);
    const stranger = await quote(`stranger-${Date.now()}@example.com`);
    expect(known).toEqual(stranger);
    expect(known.__typename).toBe('VoucherPriceQuote');
  });
});
