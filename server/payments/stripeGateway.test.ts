/**
 * @jest-environment node
 */
import { PaymentTimeoutError, type ChargeOutcome, type ChargeRequest } from './gateway';
import { StripeGateway } from './stripeGateway';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeStandIn, serveStandIn, STRIPE_TEST_CARDS } from './testing/stripeStandIn';

const request = (token: string, paymentKey = 'pi_quote_1'): ChargeRequest => ({
  paymentKey,
  amountCents: 2009,
  token,
  description: '3 hour cleaning voucher',
  email: 'jane@example.com',
  offSession: null,
});
/** A membership period charged later to the card a purchase kept. */
const later = (kept: { paymentMethod: string | null; customer: string | null }, paymentKey = 'membership:1:1:period:0'): ChargeRequest => ({
  paymentKey,
  amountCents: 4900,
  token: kept.paymentMethod ?? '',
  description: 'Forever Clean membership, period 1',
  email: 'jane@example.com',
  offSession: { customer: kept.customer },
});
const kept = (outcome: ChargeOutcome) => {
  if (outcome.status !== 'succeeded') throw new Error(`expected a payment, got ${outcome.status}`);
  return outcome;
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A gateway whose SDK talks to a fresh stand-in over HTTP. */
async function setup() {
  const stripe = createStripeStandIn();
  const served = await serveStandIn(stripe);
  closers.push(served.close);
  const gateway = new StripeGateway('sk_test_x', served.apiBase);
  return { stripe, gateway, card: (number: string) => stripe.createPaymentMethod(number) };
}

/** A server that answers every request with Stripe's error for `status`, or, with no status, a loopback port nothing listens on. */
async function origin(status?: number): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(status ?? 500, { 'content-type': 'application/json', 'request-id': 'req_unavailable' });
    res.end(JSON.stringify({ error: { type: 'api_error', message: 'Service unavailable.' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  if (status === undefined) await close();
  else closers.push(async () => (server.closeAllConnections(), close()));
  return `http://127.0.0.1:${port}`;
}

describe('StripeGateway', () => {
  it('pays a quote through one PaymentIntent', async () => {
    const { stripe, gateway, card } = await setup();
    const outcome = await gateway.charge(request(card(STRIPE_TEST_CARDS.success)));
    expect(outcome).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_/) });
    expect(stripe.charges()).toEqual([expect.objectContaining({ amount: 2009, last4: '4242' })]);
  });

  it('never charges a quote twice: repeats, retries after a lost answer and racing requests', async () => {
    const { stripe, gateway, card } = await setup();
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
    const { stripe, gateway, card } = await setup();
    const declined = await gateway.charge(request(card(STRIPE_TEST_CARDS.declined)));
    expect(declined).toMatchObject({ status: 'declined', message: expect.stringMatching(/^\[req_\w+\] Your card was declined\.$/) });
    expect((await gateway.charge(request(card(STRIPE_TEST_CARDS.success)))).status).toBe('succeeded');
    expect(stripe.charges()).toHaveLength(1);
  });

  it('asks for the customer’s confirmation (3-D Secure), then completes on the retry', async () => {
    const { stripe, gateway, card } = await setup();
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
    const { stripe, gateway, card } = await setup();
    const outcome = await gateway.charge({ ...request(card(STRIPE_TEST_CARDS.success)), amountCents: 0 });
    expect(outcome).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^seti_/) });
    expect(stripe.charges()).toHaveLength(0);
  });

  it('keeps the checkout’s card under a Customer, so membership periods and late fees can be charged to it later', async () => {
    const { stripe, gateway, card } = await setup();
    const token = card(STRIPE_TEST_CARDS.success);
    const paid = kept(await gateway.charge(request(token)));
    expect(paid).toMatchObject({ paymentMethod: token, customer: expect.stringMatching(/^cus_/) });
    // A retry of the same quote finds the same Customer, not a second one.
    expect(kept(await gateway.charge(request(token))).customer).toBe(paid.customer);
    expect(await gateway.charge(later(paid))).toMatchObject({ status: 'succeeded' });
    expect(await gateway.charge(later(paid, 'booking-change:7:1'))).toMatchObject({ status: 'succeeded' });
    expect(stripe.charges().map((c) => c.amount)).toEqual([2009, 4900, 4900]);
  });

  it('cannot charge a card again without the Customer it was kept under (why the Customer is stored)', async () => {
    const { stripe, gateway, card } = await setup();
    const paid = kept(await gateway.charge(request(card(STRIPE_TEST_CARDS.success))));
    expect(await gateway.charge(later({ ...paid, customer: null }))).toMatchObject({ status: 'declined' });
    expect(stripe.charges()).toHaveLength(1);
  });

  it('keeps the card of a $0 first cleaning, and a card confirmed with 3-D Secure, for charges without the customer', async () => {
    const { stripe, gateway, card } = await setup();
    const setupOnly = kept(await gateway.charge({ ...request(card(STRIPE_TEST_CARDS.success), 'pi_quote_free'), amountCents: 0 }));
    expect(await gateway.charge(later(setupOnly, 'membership:2:2:period:0'))).toMatchObject({ status: 'succeeded' });

    const secure = card(STRIPE_TEST_CARDS.requiresAction);
    const pending = await gateway.charge(request(secure, 'pi_quote_3ds'));
    stripe.authenticate((pending as { clientSecret: string }).clientSecret);
    const confirmed = kept(await gateway.charge(request(secure, 'pi_quote_3ds')));
    // Charged later without the customer: no second bank check.
    expect(await gateway.charge(later(confirmed, 'membership:3:3:period:0'))).toMatchObject({ status: 'succeeded' });
    expect(stripe.charges().map((c) => c.amount)).toEqual([4900, 2009, 4900]);
  });

  it('refunds an abandoned quote’s payment whose answer was lost, once however often asked', async () => {
    const { stripe, gateway, card } = await setup();
    stripe.loseNextConfirmAnswer();
    await expect(gateway.charge(request(card(STRIPE_TEST_CARDS.success)))).rejects.toBeInstanceOf(PaymentTimeoutError);
    const abandoned = { paymentKey: 'pi_quote_1', amountCents: 2009, paymentRef: null };
    expect(await gateway.refundAbandoned(abandoned)).toBe('refunded');
    expect(await gateway.refundAbandoned(abandoned)).toBe('refunded');
    expect(stripe.charges()).toEqual([expect.objectContaining({ amount: 2009, refunded: true })]);
  });

  it('names the intent when an answer goes missing or the bank asks, so it is settled by id even while search lags', async () => {
    const { stripe, gateway, card } = await setup();
    stripe.loseNextConfirmAnswer();
    const lost = await gateway.charge(request(card(STRIPE_TEST_CARDS.success))).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(PaymentTimeoutError);
    const paymentRef = (lost as PaymentTimeoutError).paymentRef;
    expect(paymentRef).toMatch(/^pi_/);
    const pending = await gateway.charge(request(card(STRIPE_TEST_CARDS.requiresAction), 'pi_quote_3ds'));
    expect(pending).toMatchObject({ status: 'action_required', paymentRef: expect.stringMatching(/^pi_/) });

    stripe.searchFallsBehind();
    expect(await gateway.refundAbandoned({ paymentKey: 'pi_quote_1', amountCents: 2009, paymentRef: null })).toBe('none');
    expect(await gateway.refundAbandoned({ paymentKey: 'pi_quote_1', amountCents: 2009, paymentRef })).toBe('refunded');
    expect(stripe.charges()).toEqual([expect.objectContaining({ refunded: true })]);
  });

  it('names a payment it made, so a sale that may not stand can refund it at once, before search has caught up', async () => {
    const { stripe, gateway, card } = await setup();
    const paid = kept(await gateway.charge(request(card(STRIPE_TEST_CARDS.success))));
    expect(paid.paymentRef).toMatch(/^pi_/);
    stripe.searchFallsBehind();
    expect(await gateway.refundAbandoned({ paymentKey: 'pi_quote_1', amountCents: 2009, paymentRef: null })).toBe('none');
    expect(await gateway.refundAbandoned({ paymentKey: 'pi_quote_1', amountCents: 2009, paymentRef: paid.paymentRef })).toBe('refunded');
    expect(stripe.charges()).toEqual([expect.objectContaining({ refunded: true })]);
  });

  it('refunds after Stripe failed the first refund request, and finds intents the code before kept cards made', async () => {
    const { stripe, gateway, card } = await setup();
    stripe.loseNextConfirmAnswer();
    await expect(gateway.charge(request(card(STRIPE_TEST_CARDS.success)))).rejects.toBeInstanceOf(PaymentTimeoutError);
    stripe.failNextRequestTo('/v1/refunds');
    await expect(gateway.refundAbandoned({ paymentKey: 'pi_quote_1', amountCents: 2009, paymentRef: null })).rejects.toBeInstanceOf(PaymentTimeoutError);
    expect(await gateway.refundAbandoned({ paymentKey: 'pi_quote_1', amountCents: 2009, paymentRef: null })).toBe('refunded');

    // An intent made without a Customer, as before cards were kept, and paid.
    const old = stripe.handle(
      'POST',
      '/v1/payment_intents',
      new URLSearchParams({ amount: '2009', currency: 'usd', 'payment_method_types[]': 'card', 'metadata[quote]': 'pi_quote_old' }),
      'pi_quote_old:create',
    );
    stripe.handle(
      'POST',
      `/v1/payment_intents/${(old.body as { id: string }).id}/confirm`,
      new URLSearchParams({ payment_method: card(STRIPE_TEST_CARDS.success) }),
      null,
    );
    expect(await gateway.refundAbandoned({ paymentKey: 'pi_quote_old', amountCents: 2009, paymentRef: null })).toBe('refunded');
    expect(stripe.charges()).toEqual([expect.objectContaining({ refunded: true }), expect.objectContaining({ refunded: true })]);
  });

  it('cancels an abandoned bank check, so finishing it later charges nothing', async () => {
    const { stripe, gateway, card } = await setup();
    const pending = await gateway.charge(request(card(STRIPE_TEST_CARDS.requiresAction)));
    expect(await gateway.refundAbandoned({ paymentKey: 'pi_quote_1', amountCents: 2009, paymentRef: null })).toBe('none');
    expect(stripe.authenticate((pending as { clientSecret: string }).clientSecret)).toBe(false);
    expect(await gateway.charge(request(card(STRIPE_TEST_CARDS.success)))).toMatchObject({ status: 'declined' });
    expect(stripe.charges()).toEqual([]);
  });

  it('finds nothing to refund for a quote that never reached Stripe, or a $0 first cleaning', async () => {
    const { stripe, gateway, card } = await setup();
    expect(await gateway.refundAbandoned({ paymentKey: 'pi_never_paid', amountCents: 2009, paymentRef: null })).toBe('none');
    await gateway.charge({ ...request(card(STRIPE_TEST_CARDS.success), 'pi_quote_free'), amountCents: 0 });
    expect(await gateway.refundAbandoned({ paymentKey: 'pi_quote_free', amountCents: 0, paymentRef: null })).toBe('none');
    expect(stripe.charges()).toEqual([]);
  });

  it('treats network failures and 5xx answers as retry-safe timeouts', async () => {
    await expect(new StripeGateway('sk_test_x', await origin()).charge(request('pm_1'))).rejects.toBeInstanceOf(PaymentTimeoutError);
    await expect(new StripeGateway('sk_test_x', await origin(503)).charge(request('pm_1'))).rejects.toBeInstanceOf(PaymentTimeoutError);
  });
});
