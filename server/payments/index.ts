import { dataPath } from '@/lib/dataDir';
import type { PaymentGateway } from './gateway';
import { StripeGateway } from './stripeGateway';
import { TestGateway } from './testGateway';

export * from './gateway';
export { TestGateway, TEST_CARDS } from './testGateway';

let gateway: PaymentGateway | undefined;

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local test gateway with its ledger under DATA_DIR. */
export function paymentGateway(): PaymentGateway {
  gateway ??= process.env.STRIPE_SECRET_KEY
    ? new StripeGateway(process.env.STRIPE_SECRET_KEY)
    : new TestGateway(dataPath('test-gateway', 'ledger.json'));
  return gateway;
}

export function setPaymentGateway(next: PaymentGateway | undefined): void {
  gateway = next;
}
