import { dataPath } from '@/server/platform/dataDir';
import { serverEnv } from '@/server/platform/env';
import { testGatewayRefusal } from '@/server/platform/testGateway';
import type { PaymentGateway } from './gateway';
import { StripeGateway } from './stripeGateway';
import { TestGateway } from './testGateway';

export * from './gateway';
export { TestGateway, TEST_CARDS } from './testGateway';

let gateway: PaymentGateway | undefined;

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the local test gateway with its ledger under DATA_DIR, but never
 * where the start-up check refuses it: a script or a server that skipped instrumentation.ts fails here instead.
 */
export function paymentGateway(): PaymentGateway {
  const env = serverEnv();
  if (!gateway && !env.STRIPE_SECRET_KEY) {
    const refusal = testGatewayRefusal(env);
    if (refusal) throw new Error(refusal);
  }
  gateway ??= env.STRIPE_SECRET_KEY ? new StripeGateway(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE) : new TestGateway(dataPath('test-gateway', 'ledger.json'));
  return gateway;
}

export function setPaymentGateway(next: PaymentGateway | undefined): void {
  gateway = next;
}
