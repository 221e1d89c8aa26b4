/**
 * @jest-environment node
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setPaymentGateway, TEST_CARDS, TestGateway } from '../payments';
import { startHarness, type Harness } from '../testing/harness';
import { captureLog } from '@/server/platform/log';

let api: Harness;
beforeAll(async () => {
  api = await startHarness({ mutationBurst: 1000, mutationsPerMinute: 60_000 });
}, 60_000);
afterAll(() => api.close());

const QUOTE = `{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "60614") { ... on VoucherPriceQuote { intent } } }`;
const BUY = `mutation PurchaseVoucher($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success message voucherPurchaseDetails { code } } }`;

describe('faults', () => {
  it('a restart between the charge and the database commit never charges twice on retry', async () => {
    const ledger = path.join(await mkdtemp(path.join(os.tmpdir(), 'ledger-')), 'ledger.json');
    const beforeRestart = new TestGateway(ledger);
    setPaymentGateway(beforeRestart);
    const { intent } = (await api.gql<{ voucherPriceAndIntent: { intent: string } }>(QUOTE)).body.data!.voucherPriceAndIntent;
    const input = {
      intent,
      paymentToken: (await beforeRestart.tokenize(TEST_CARDS.success)).token,
      hours: 3,
      email: 'restart@example.com',
      zipcode: '60614',
      phone: '3125550147',
    };

    // The process "dies" after the provider charged the card, before the purchase was committed (the stock hold,
    // the transaction before the charge, goes through).
    const db = api.database.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
    const transaction = db.transaction.bind(db);
    let transactions = 0;
    db.transaction = async (...args: unknown[]) => {
      transactions += 1;
      if (transactions === 1) return transaction(...args);
      throw new Error('process killed');
    };
    const log = captureLog();
    const crashed = await api.gql(BUY, { input });
    log.restore();
    db.transaction = transaction;
    expect(crashed.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await beforeRestart.charges()).toHaveLength(1);
    expect(await api.count(`vouchers where intent_id = '${intent}'`)).toBe(0);

    // After the restart a new gateway client reads the same provider ledger; the visitor retries.
    const afterRestart = new TestGateway(ledger);
    setPaymentGateway(afterRestart);
    const retried = await api.gql<{ purchaseVoucher: { success: boolean } }>(BUY, { input });
    expect(retried.body.data?.purchaseVoucher.success).toBe(true);
    expect(await afterRestart.charges()).toHaveLength(1);
    expect(await api.count(`vouchers where intent_id = '${intent}'`)).toBe(1);
  });

  it('a gateway timeout gives a clear message and, on retry, exactly one charge', async () => {
    const gateway = new TestGateway(null);
    setPaymentGateway(gateway);
    const { intent } = (await api.gql<{ voucherPriceAndIntent: { intent: string } }>(QUOTE)).body.data!.voucherPriceAndIntent;
    const input = {
      intent,
      paymentToken: (await gateway.tokenize(TEST_CARDS.timeout)).token,
      hours: 3,
      email: 'timeout@example.com',
      zipcode: '60614',
      phone: '3125550147',
    };
    const first = await api.gql<{ purchaseVoucher: { success: boolean; message: string } }>(BUY, { input });
    expect(first.body.data?.purchaseVoucher).toMatchObject({
      success: false,
      message: expect.stringMatching(/We could not confirm your payment\. Please try again: you will not be charged twice\.$/),
    });
    expect(await gateway.charges()).toHaveLength(1);
    const second = await api.gql<{ purchaseVoucher: { success: boolean } }>(BUY, { input });
    expect(second.body.data?.purchaseVoucher.success).toBe(true);
    expect(await gateway.charges()).toHaveLength(1);
  });
});
