import Stripe from 'stripe';
import type { AbandonedPayment, ChargeOutcome, ChargeRequest, PaymentGateway } from './gateway';
import { PaymentTimeoutError } from './gateway';

/**
 * Stripe (production), through Stripe's SDK. The browser tokenizes the card
 * with Stripe Elements and sends a PaymentMethod id. Each quote gets exactly
 * one PaymentIntent (SetupIntent for a $0 first cleaning, saving the card for
 * the membership): it is created with the quote as its idempotency key and
 * identical parameters every time, then confirmed with the card of this
 * attempt. A retry after a timeout, a second card after a decline or a racing
 * request all confirm the same intent, and an intent can succeed only once, so
 * a quote is never charged twice. Stripe's own idempotency keys are per
 * (quote, card), so a new card is a new confirmation, never a conflict.
 *
 * A card used once without a Customer cannot be used again, so a checkout
 * payment is made under a Customer of its own (one per quote) with
 * `setup_future_usage=off_session`: Stripe then keeps the card under that
 * Customer, and membership periods and late fees are charged to it off
 * session, naming the same Customer.
 */

const TIMEOUT_MS = 15_000;

type IntentKind = 'payment' | 'setup';
type Intent = Stripe.PaymentIntent | Stripe.SetupIntent;
type StripeError = Stripe.errors.StripeError;

const requestIdOf = (answer: { lastResponse: { requestId: string } }) => answer.lastResponse.requestId;
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  /** `apiBase`: Stripe's API, or a stand-in for it in tests. */
  constructor(secretKey: string, apiBase = 'https://api.stripe.com') {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(secretKey, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      timeout: TIMEOUT_MS,
      // A failed request is the caller's to retry, with the same quote: the checkout tells the customer, a job asks again later.
      maxNetworkRetries: 0,
    });
  }

  /** Stripe's own fingerprint of the card behind a PaymentMethod (the same for every PaymentMethod of one number). */
  async cardFingerprint(token: string): Promise<string | null> {
    if (!/^pm_\w+$/.test(token)) return null;
    const method = await this.attempt(() => this.stripe.paymentMethods.retrieve(token));
    return method instanceof Stripe.errors.StripeError ? null : (method.card?.fingerprint ?? null);
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const kind: IntentKind = request.amountCents === 0 ? 'setup' : 'payment';
    const customer = request.offSession ? request.offSession.customer : await this.customerFor(request.paymentKey);
    const intentId = await this.createIntent(kind, request.paymentKey, request.amountCents, customer, !request.offSession);
    try {
      return await this.confirmIntent(kind, intentId, request);
    } catch (error) {
      // The answer went missing after the intent existed: its id goes with the error, so the quote can keep it.
      if (error instanceof PaymentTimeoutError && !error.paymentRef) throw new PaymentTimeoutError(error.requestId, intentId);
      throw error;
    }
  }

  private async confirmIntent(kind: IntentKind, intentId: string, request: ChargeRequest): Promise<ChargeOutcome> {
    // The create answer is replayed from Stripe's idempotency store; the intent's current state needs a fresh read.
    const current = await this.attempt(() => this.retrieveIntent(kind, intentId));
    if (!(current instanceof Stripe.errors.StripeError)) {
      const settled = this.settled(current, requestIdOf(current));
      if (settled) return settled;
      if (current.status === 'processing') throw new PaymentTimeoutError(requestIdOf(current));
    }

    const options = { idempotencyKey: `${request.paymentKey}:confirm:${request.token}` };
    const confirmed = await this.attempt<Intent>(() =>
      kind === 'payment'
        ? this.stripe.paymentIntents.confirm(
            intentId,
            { payment_method: request.token, receipt_email: request.email, ...(request.offSession ? { off_session: true } : {}) },
            options,
          )
        : this.stripe.setupIntents.confirm(intentId, { payment_method: request.token }, options),
    );
    if (!(confirmed instanceof Stripe.errors.StripeError)) {
      const requestId = requestIdOf(confirmed);
      const outcome = this.settled(confirmed, requestId);
      if (outcome) return outcome;
      if (confirmed.status === 'processing') throw new PaymentTimeoutError(requestId);
      return { status: 'declined', message: `[${requestId}] Your payment could not be completed.`, requestId };
    }
    if (confirmed.code === 'payment_intent_unexpected_state' || confirmed.code === 'setup_intent_unexpected_state') {
      // Someone else confirmed it meanwhile (a racing request): its state is the answer.
      const latest = await this.attempt(() => this.retrieveIntent(kind, intentId));
      const raced = latest instanceof Stripe.errors.StripeError ? null : this.settled(latest, requestIdOf(latest));
      if (raced) return raced;
    }
    const requestId = confirmed.requestId ?? 'req_unknown';
    const message =
      confirmed instanceof Stripe.errors.StripeCardError ? confirmed.message || 'Your card was declined.' : 'Your payment could not be completed.';
    return { status: 'declined', message: `[${requestId}] ${message}`, requestId };
  }

  /**
   * A checkout payment nobody finished. Its PaymentIntent is the one an attempt reported (kept with
   * the quote); failing that, it is found by the quote in its metadata (Stripe's search, current
   * within about a minute; the sweep asks an hour after the hold), whichever code created it, and
   * whenever. If it was paid it is refunded; if not, it is cancelled, so that a bank check finished
   * later cannot charge a quote whose stock was given back. Neither request names a key of its own
   * (the SDK gives each call a fresh one): Stripe keeps a key's first answer, a 500 included, so a
   * reused key could repeat a failure for a day; Stripe itself refuses to refund a charge twice, and
   * to cancel an intent that is no longer open.
   */
  async refundAbandoned(payment: AbandonedPayment): Promise<'refunded' | 'none'> {
    // A $0 first cleaning's SetupIntent only kept a card: nothing to give back.
    if (payment.amountCents === 0) return 'none';
    const { paymentRef } = payment;
    if (paymentRef) {
      const known = await this.attempt(() => this.stripe.paymentIntents.retrieve(paymentRef));
      if (!(known instanceof Stripe.errors.StripeError)) return this.settleIntent(known, requestIdOf(known));
    }
    const found = await this.attempt(() => this.stripe.paymentIntents.search({ query: `metadata['quote']:'${payment.paymentKey}'` }));
    if (found instanceof Stripe.errors.StripeError) throw new PaymentTimeoutError(found.requestId ?? 'req_unknown');
    let refunded = false;
    for (const intent of found.data) if ((await this.settleIntent(intent, requestIdOf(found))) === 'refunded') refunded = true;
    return refunded ? 'refunded' : 'none';
  }

  private async settleIntent(intent: Stripe.PaymentIntent, requestId: string): Promise<'refunded' | 'none'> {
    let state: { status: Stripe.PaymentIntent.Status | null; requestId: string } = { status: intent.status, requestId };
    if (state.status !== 'succeeded' && state.status !== 'canceled' && state.status !== 'processing') {
      const cancelled = await this.attempt(() => this.stripe.paymentIntents.cancel(intent.id));
      if (!(cancelled instanceof Stripe.errors.StripeError) && cancelled.status === 'canceled')
        state = { status: 'canceled', requestId: requestIdOf(cancelled) };
      else {
        // Paid at this very moment (a bank check finished): the state read again decides.
        const latest = await this.attempt(() => this.stripe.paymentIntents.retrieve(intent.id));
        state =
          latest instanceof Stripe.errors.StripeError
            ? { status: null, requestId: latest.requestId ?? 'req_unknown' }
            : { status: latest.status, requestId: requestIdOf(latest) };
      }
    }
    if (state.status === 'canceled') return 'none';
    // Still processing: the next sweep asks again.
    if (state.status !== 'succeeded') throw new PaymentTimeoutError(state.requestId);
    const refund = await this.attempt(() => this.stripe.refunds.create({ payment_intent: intent.id }));
    if (!(refund instanceof Stripe.errors.StripeError) || refund.code === 'charge_already_refunded') return 'refunded';
    throw new PaymentTimeoutError(refund.requestId ?? 'req_unknown');
  }

  /** The quote's one intent: created with the same key and parameters by every attempt, so every attempt gets the same one. */
  private async createIntent(kind: IntentKind, paymentKey: string, amountCents: number, customer: string | null, inCheckout: boolean): Promise<string> {
    const options = { idempotencyKey: `${paymentKey}:create` };
    const common = { ...(customer ? { customer } : {}), payment_method_types: ['card'], metadata: { quote: paymentKey } };
    const created = await this.attempt<Intent>(() =>
      kind === 'payment'
        ? this.stripe.paymentIntents.create(
            // A card given in the checkout is kept for the charges made later without the customer.
            { amount: amountCents, currency: 'usd', ...(inCheckout ? { setup_future_usage: 'off_session' as const } : {}), ...common },
            options,
          )
        : this.stripe.setupIntents.create({ usage: 'off_session', ...common }, options),
    );
    if (created instanceof Stripe.errors.StripeError) throw new PaymentTimeoutError(created.requestId ?? 'req_unknown');
    return created.id;
  }

  /**
   * The checkout's Customer, one per quote: a retry of the same quote gets the same one back from
   * Stripe's idempotency store. It carries only the quote, not the email, because a retry may come
   * with a corrected email and a key must be reused with identical parameters.
   */
  private async customerFor(paymentKey: string): Promise<string> {
    const created = await this.attempt(() => this.stripe.customers.create({ metadata: { quote: paymentKey } }, { idempotencyKey: `${paymentKey}:customer` }));
    if (created instanceof Stripe.errors.StripeError) throw new PaymentTimeoutError(created.requestId ?? 'req_unknown');
    return created.id;
  }

  private retrieveIntent(kind: IntentKind, intentId: string): Promise<Stripe.Response<Intent>> {
    return kind === 'payment' ? this.stripe.paymentIntents.retrieve(intentId) : this.stripe.setupIntents.retrieve(intentId);
  }

  /** A final answer from an intent's state, or null when it still needs a card. */
  private settled(intent: Intent, requestId: string): ChargeOutcome | null {
    if (intent.status === 'succeeded') {
      const chargeId = (intent.object === 'payment_intent' ? idOf(intent.latest_charge) : null) || intent.id;
      return { status: 'succeeded', chargeId, paymentMethod: idOf(intent.payment_method), customer: idOf(intent.customer), paymentRef: intent.id, requestId };
    }
    if (intent.status === 'requires_action' && intent.client_secret)
      return { status: 'action_required', clientSecret: intent.client_secret, paymentRef: intent.id, requestId };
    return null;
  }

  /**
   * One API call: its answer, or the error Stripe answered with (a decline, a bad request). A lost
   * connection, a timeout or a 5xx leaves the outcome unknown: like a timeout, a retry of the same
   * quote is the safe answer.
   */
  private async attempt<T>(call: () => Promise<Stripe.Response<T>>): Promise<Stripe.Response<T> | StripeError> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      if (error instanceof Stripe.errors.StripeConnectionError || !error.statusCode || error.statusCode >= 500)
        throw new PaymentTimeoutError(error.requestId ?? 'req_unknown');
      return error;
    }
  }
}
