/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import type { EmailMessage } from '../email';
import { memoryBuckets } from '../domain/rateLimit';
import { LINK_REFUSED, requestSignInLink, SIGN_IN_LIMITED, SIGN_IN_SENT, signInWithToken, signOut, sessionCustomer } from '../domain/customerAuth';
import { harnessWithOutbox, type Harness } from '../testing/harness';
import { freshTestCard } from '../payments/testing/testCards';

const harness = harnessWithOutbox();
const { sent, recorder } = harness;
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

const ACCOUNT = `{ customerAccount { email vouchers { code numHours pricePaid salesTax status expiresAt } membership { plan monthlyPrice status paidMonths nextChargeDate } } }`;

async function buy(email: string) {
  const q = (
    await api.gql<{ voucherPriceAndIntent: { intent: string } }>(
      `{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "43206") { ... on VoucherPriceQuote { intent } } }`,
    )
  ).body.data!.voucherPriceAndIntent;
  const token = (await api.gateway.tokenize(freshTestCard())).token;
  const result = await api.gql<{ purchaseVoucher: { success: boolean; voucherPurchaseDetails: { code: string } } }>(
    `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success voucherPurchaseDetails { code } } }`,
    { input: { intent: q.intent, paymentToken: token, hours: 3, email, zipcode: '43206', phone: '6145550100' } },
  );
  return result.body.data!.purchaseVoucher;
}

const linkIn = (message: EmailMessage | undefined) => /\/login\?token=([\w-]+)/.exec(message?.text ?? '')?.[1] ?? '';
const limits = () => ({
  perRequester: memoryBuckets({ capacity: 5, refillPerSecond: 5 / 3600 }),
  perClient: memoryBuckets({ capacity: 20, refillPerSecond: 20 / 3600 }),
});
// What runs after the answer (the lookup, the link, the email) runs at once here, as if the answer had just gone.
const facts = (now = new Date(), l = limits(), clientKey = '127.0.0.1') => ({
  ...l,
  sender: recorder,
  brand: { name: 'Sparkle Clean', origin: 'https://www.sparkle-clean.com' },
  clientKey,
  now,
  afterAnswer: (work: () => Promise<void>) => void pending.push(work()),
});
const pending: Promise<void>[] = [];
const settled = () => Promise.all(pending.splice(0));
const asyncLimits = (l: ReturnType<typeof limits>) => ({
  perRequester: { take: async (k: string) => l.perRequester.take(k) },
  perClient: { take: async (k: string) => l.perClient.take(k) },
});

describe('customer sign-in by one-time link', () => {
  it('emails the buyer a receipt with a sign-in link; the link signs in once and shows the voucher', async () => {
    const email = `signin-${Date.now()}@example.com`;
    const bought = await buy(email);
    expect(bought.success).toBe(true);
    const receipt = sent.find((m) => m.to === email && m.kind === 'receipt');
    expect(receipt?.text).toContain(bought.voucherPurchaseDetails.code);
    expect(receipt?.text).toContain('Total paid: $20.09');
    expect(receipt?.html).toContain('<a href="https://www.sparkle-clean.com/login?token=');
    const token = linkIn(receipt);
    // Only the token's hash is stored.
    const stored = await sqlRows<{ id: string }>(api.database.db, sql`select id from customer_sign_in_tokens`);
    expect(stored.some((r) => r.id === token)).toBe(false);

    const first = await signInWithToken(api.database.db, token, new Date());
    expect(first.ok).toBe(true);
    expect(await signInWithToken(api.database.db, token, new Date())).toEqual({ ok: false, message: LINK_REFUSED });
    if (!first.ok) return;
    const account = await api.gql<{
      customerAccount: { email: string; vouchers: { code: string; status: string; pricePaid: number }[]; membership: { plan: string; monthlyPrice: number } };
    }>(ACCOUNT, {}, { headers: { cookie: `customer_session=${first.secret}` } });
    expect(account.body.data?.customerAccount).toMatchObject({
      email,
      vouchers: [{ code: bought.voucherPurchaseDetails.code, status: 'UNUSED', pricePaid: 20.09, salesTax: 1.09 }],
      membership: { plan: 'CCF_1', monthlyPrice: 49, status: 'ACTIVE', paidMonths: 0, nextChargeDate: null },
    });

    // Signing out ends the session on the server: the same cookie shows nothing any more.
    await signOut(api.database.db, first.secret);
    expect(await sessionCustomer(api.database.db, first.secret, new Date())).toBeNull();
    expect((await api.gql(ACCOUNT, {}, { headers: { cookie: `customer_session=${first.secret}` } })).body.data).toEqual({ customerAccount: null });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = sent.length;
    const outcome = await requestSignInLink(api.database.db, { email: ' Nobody@Example.com ' }, { ...facts(), ...asyncLimits(limits()) });
    expect(outcome).toEqual({ status: 'sent', message: SIGN_IN_SENT('nobody@example.com') });
    await settled();
    expect(sent.length).toBe(before);
    expect(await requestSignInLink(api.database.db, { email: 'nope' }, { ...facts(), ...asyncLimits(limits()) })).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'email', message: 'Enter a valid email address' }],
    });
  });

  it('refuses a link after 15 minutes', async () => {
    const email = `late-${Date.now()}@example.com`;
    await buy(email);
    const asked = new Date();
    await requestSignInLink(api.database.db, { email }, { ...facts(asked), ...asyncLimits(limits()) });
    await settled();
    const token = linkIn(sent.filter((m) => m.to === email && m.kind === 'sign-in').pop());
    expect(token).not.toBe('');
    expect(await signInWithToken(api.database.db, token, new Date(asked.getTime() + 15 * 60_000 + 1000))).toEqual({ ok: false, message: LINK_REFUSED });
    expect((await signInWithToken(api.database.db, token, new Date(asked.getTime() + 14 * 60_000))).ok).toBe(true);
  });

  it('limits links per client and email and per client, known email or not', async () => {
    const l = asyncLimits(limits());
    const ask = (email: string, client: string) => requestSignInLink(api.database.db, { email }, { ...facts(new Date(), limits(), client), ...l });
    for (let i = 0; i < 5; i += 1) expect((await ask('someone@example.com', '10.0.0.1')).status).toBe('sent');
    expect(await ask('someone@example.com', '10.0.0.1')).toEqual({ status: 'limited', message: SIGN_IN_LIMITED });
    // Another client asking for the same address has its own allowance (test/security/signInLinks.test.ts).
    expect((await ask('someone@example.com', '10.0.0.2')).status).toBe('sent');
    for (let i = 0; i < 20; i += 1) expect((await ask(`other${i}@example.com`, '10.0.1.1')).status).toBe('sent');
    expect((await ask('fresh@example.com', '10.0.1.1')).status).toBe('limited');
  });

  it('a made-up or malformed token signs nobody in', async () => {
    for (const token of ['x'.repeat(43), '', null, 'a b', 'y'.repeat(500)])
      expect(await signInWithToken(api.database.db, token, new Date())).toEqual({ ok: false, message: LINK_REFUSED });
  });
});
