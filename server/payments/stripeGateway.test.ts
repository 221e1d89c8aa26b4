/**
 * @jest-environment node
 */
import { PaymentTimeoutError } from './gateway';
import { StripeGateway } from './stripeGateway';
import { createStripeStandIn, standInFetch, STRIPE_TEST_CARDS } from './testing/stripeStandIn';

const request = (token: string, paymentKey = 'pi_quote_1') => ({ paymentKey, amountCents: 2009, token, description: '3 hour cleaning voucher', email: 'jane@example.com' });

function setup() {
  const stripe = createStripeStandIn();
  const gateway = new StripeGateway('sk_test_x', 'https://api.stripe.test', standInFetch(stripe));
  return { stripe, gateway, card: (number: string) => stripe.createPaymentMethod(number) };
}

describe('StripeGateway', () => {
  it('pays a quote through one PaymentIntent', async () => {
    const { stripe, gateway, card } = setup();
    const outcome = await gateway.charge(request(card(STRIPE_TEST_CARDS.success)));
    expect(outcome).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_/) });
    expect(stripe.charges()).toEqual([expect.objectContaining({ amount: 2009, last4: '4242' })]);
  });

  it('never charges a quote twice: repeats, retries after a lost answer and racing requests', async () => {
    const { stripe, gateway, card } = setup();
    const token = card(STRIPE_TEST_CARDS.success);
    stripe.loseNextConfirmAnswer();
    await expect(gateway.charge(request(token))).rejects.toBeInstanceOf(PaymentTimeoutError);
    // The checkout tokenizes again after a timeout: a new card for the same quote.
    const retried = await gateway.charge(request(card(STRIPE_TEST_CARDS.success)));
    expect(retried.status).toBe('succeeded');
    expect(await gateway.charge(request(token))).toMatchObject({ status: 'succeeded' });
    await Promise.all([gateway.charge(request(card(STRIPE_TEST_CARDS.success))), gateway.charge(request(card(STRIPE_TEST_CARDS.success)))]);
    expect(stripe.charges()).toHaveLength(1);
  });

  it('returns a decline with the request id, and takes another card for the same quote', async () => {
    const { stripe, gateway, card } = setup();
    const declined = await gateway.charge(request(card(STRIPE_TEST_CARDS.declined)));
    expect(declined).toMatchObject({ status: 'declined', message: expect.stringMatching(/^\[req_\w+\] Your card was declined\.$/) });
    expect((await gateway.charge(request(card(STRIPE_TEST_CARDS.success)))).status).toBe('succeeded');
    expect(stripe.charges()).toHaveLength(1);
  });

  it('asks for the customer’s confirmation (3-D Secure), then completes on the retry', async () => {
    const { stripe, gateway, card } = setup();
    const token = card(STRIPE_TEST_CARDS.requiresAction);
    const pending = await gateway.charge(request(token));
    expect(pending).toMatchObject({ status: 'action_required', clientSecret: expect.stringContaining('_secret_') });
    expect(stripe.charges()).toHaveLength(0);
    stripe.authenticate((pending as { clientSecret: string }).clientSecret);
    // Resent with any other card, the confirmed payment answers, naming the card that made it.
    expect(await gateway.charge(request(card(STRIPE_TEST_CARDS.declined)))).toMatchObject({ status: 'succeeded', paymentMethod: token });
    expect(stripe.charges()).toHaveLength(1);
  });

  it('saves the card with a SetupIntent for a $0 first cleaning', async () => {
    const { stripe, gateway, card } = setup();
    const outcome = await gateway.charge({ ...request(card(STRIPE_TEST_CARDS.success)), amountCents: 0 });
    expect(outcome).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^seti_/) });
    expect(stripe.charges()).toHaveLength(0);
  });

  it('treats network failures and 5xx answers as retry-safe timeouts', async () => {
    const failing = (async () => {
      throw new Error('socket hang up');
    }) as unknown as typeof fetch;
    await expect(new StripeGateway('sk', 'https://api.stripe.test', failing).charge(request('pm_1'))).rejects.toBeInstanceOf(PaymentTimeoutError);
    const unavailable = (async () => new Response('{}', { status: 503 })) as unknown as typeof fetch;
    await expect(new StripeGateway('sk', 'https://api.stripe.test', unavailable).charge(request('pm_1'))).rejects.toBeInstanceOf(PaymentTimeoutError);
  });
});
