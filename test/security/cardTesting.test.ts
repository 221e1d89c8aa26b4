/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setServerEnvForTests } from '@/server/platform/env';
import testTokensRoute from '@/pages/api/payments/test-tokens';
import { TEST_CARDS, TestGateway } from '@/server/payments';
import { DECLINE_LIMITS } from '@/server/domain/paymentDeclines';
import { callApi } from '@/server/testing/apiRoute';
import { harnessWithOutbox, type Harness } from '@/server/testing/harness';
import { freshTestCard } from '@/server/payments/testing/testCards';

/**
 * Issue 38, item 1: one request with 15 aliased purchaseVoucher fields tried 15 cards against one quote, the same
 * aliasing added 15 waitlist rows, nothing capped declines, and test tokenization was unlimited and rewrote a ledger
 * file per call. Limits now count each field and each declined card.
 */

const harness = harnessWithOutbox({ mutationsPerMinute: 600, mutationBurst: 30 });
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

let seq = 0;
/** Every test its own client, so one test's counts never decide another's. */
const client = () => ({ 'x-forwarded-for': `10.38.${Math.floor((seq += 1) / 200)}.${seq % 200}` });
const quote = async (headers: Record<string, string>) =>
  (
    await api.gql<{ voucherPriceAndIntent: { intent: string } }>(
      `{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "43206") { ... on VoucherPriceQuote { intent } } }`,
      {},
      { headers },
    )
  ).body.data!.voucherPriceAndIntent.intent;
const BUY = `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success error message } }`;
const buy = async (intent: string, card: string, headers: Record<string, string>, email = `tester${(seq += 1)}@example.com`) =>
  (
    await api.gql<{ purchaseVoucher: { success: boolean; error: string | null; message: string } }>(
      BUY,
      { input: { intent, paymentToken: (await api.gateway.tokenize(card)).token, hours: 3, email, zipcode: '43206', phone: '6145550100' } },
      { headers },
    )
  ).body.data!.purchaseVoucher;

describe('card testing', () => {
  it('refuses 15 aliased purchases in one request before any card is tried', async () => {
    const headers = client();
    const intent = await quote(headers);
    const tokens = await Promise.all(Array.from({ length: 15 }, (_, i) => api.gateway.tokenize(`40000000000000${String(10 + i)}`)));
    const fields = tokens.map(
      (t, i) =>
        `p${i}: purchaseVoucher(input: { intent: "${intent}", paymentToken: "${t.token}", hours: 3, email: "alias${i}@example.com", zipcode: "43206", phone: "6145550100" }) { success }`,
    );
    const response = await api.gql(`mutation { ${fields.join(' ')} }`, {}, { headers });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toBe('Ask for one payment at a time.');
    expect(await api.count('payment_declines')).toBe(0);
    expect((await api.gateway.charges()).filter((c) => c.paymentKey === intent)).toEqual([]);
  });

  it('counts every aliased field of a mutation against the client’s writes', async () => {
    // The client's bucket holds 30 writes: two requests of 15 aliased fields take them all, a third gets nothing done.
    const headers = client();
    const join = (round: number) =>
      api.gql(
        `mutation { ${Array.from({ length: 15 }, (_, i) => `w${i}: joinVoucherWaitlist(input: { email: "wait${seq}-${round}-${i}@example.com" }) { success }`).join(' ')} }`,
        {},
        { headers },
      );
    expect((await join(1)).body.errors).toBeUndefined();
    expect((await join(2)).body.errors).toBeUndefined();
    const before = await api.count('voucher_waitlist');
    expect((await join(3)).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await api.count('voucher_waitlist')).toBe(before);
    // A request within the client's allowance still goes through.
    const fine = await api.gql(`mutation { a: joinVoucherWaitlist(input: { email: "fine${seq}@example.com" }) { success } }`, {}, { headers: client() });
    expect(fine.body.data).toEqual({ a: { success: true } });
  });

  it('stops after 3 declined cards on one quote: the next card is not sent to the provider', async () => {
    const headers = client();
    const intent = await quote(headers);
    for (const card of [TEST_CARDS.declined, TEST_CARDS.insufficientFunds, TEST_CARDS.expired])
      expect(await buy(intent, card, headers)).toMatchObject({ success: false, error: 'DECLINED' });
    const chargesBefore = (await api.gateway.charges()).length;
    const refused = await buy(intent, freshTestCard(), headers);
    expect(refused).toEqual({
      success: false,
      error: 'TOO_MANY_DECLINES',
      message: 'Too many cards have been declined. For your security, please wait an hour before trying again, or contact us.',
    });
    expect(await api.gateway.charges()).toHaveLength(chargesBefore);
    expect(DECLINE_LIMITS.perQuote).toBe(3);
  });

  it('stops a card declined 5 times in an hour, and a client whose cards were declined 10 times', async () => {
    const headers = client();
    // The same card from ever new clients and quotes: its own count stops it.
    for (let i = 0; i < DECLINE_LIMITS.perCardPerHour; i += 1)
      expect(await buy(await quote(headers), TEST_CARDS.lost, client())).toMatchObject({ error: 'DECLINED' });
    expect(await buy(await quote(headers), TEST_CARDS.lost, client())).toMatchObject({ error: 'TOO_MANY_DECLINES' });

    // One client, fresh quotes, two cards in turn (5 declines each): the client's own count stops it, whatever card comes next.
    const busy = client();
    for (let i = 0; i < DECLINE_LIMITS.perClientPerHour; i += 1)
      expect(await buy(await quote(busy), i % 2 ? TEST_CARDS.stolen : TEST_CARDS.incorrectCvc, busy)).toMatchObject({ error: 'DECLINED' });
    expect(await buy(await quote(busy), freshTestCard(), busy)).toMatchObject({ error: 'TOO_MANY_DECLINES' });
    // Another client with the good card is not held back by it.
    expect(await buy(await quote(client()), freshTestCard(), client())).toMatchObject({ success: true });
  });
});

describe('test-card tokens', () => {
  it('write nothing per token, and are limited per client', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ledger-'));
    const file = path.join(dir, 'ledger.json');
    const gateway = new TestGateway(file);
    await gateway.tokenize(TEST_CARDS.success);
    expect(existsSync(file)).toBe(false);
    const a = await gateway.tokenize(TEST_CARDS.success);
    const b = await gateway.tokenize(TEST_CARDS.success);
    expect(a.token).not.toBe(b.token);
    expect(await gateway.cardFingerprint(a.token)).toBe(await gateway.cardFingerprint(b.token));
    expect(await gateway.cardFingerprint(`${a.token.slice(0, -2)}xx`)).toBeNull();
    expect(statSync(dir).isDirectory()).toBe(true);

    setServerEnvForTests({ TEST_CARD_TOKENS_PER_MINUTE: '3' });
    const ask = () =>
      callApi(testTokensRoute, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
        body: { ccNumber: TEST_CARDS.success, ccExpiration: '12/39', cvc: '123' },
      });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await ask()).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
