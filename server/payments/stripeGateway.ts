import type { AbandonedPayment, ChargeOutcome, ChargeRequest, PaymentGateway } from './gateway';
import { PaymentTimeoutError } from './gateway';

/**
 * Stripe (production). The browser tokenizes the card with Stripe Elements
 * and sends a PaymentMethod id. Each quote gets exactly one PaymentIntent
 * (SetupIntent for a $0 first cleaning, saving the card for the membership):
 * it is created with the quote as its idempotency key and identical
 * parameters every time, then confirmed with the card of this attempt. A
 * retry after a timeout, a second card after a decline or a racing request
 * all confirm the same intent, and an intent can succeed only once, so a
 * quote is never charged twice. Stripe's own idempotency keys are per
 * (quote, card), so a new card is a new confirmation, never a conflict.
 *
 * A card used once without a Customer cannot be used again, so a checkout
 * payment is made under a Customer of its own (one per quote) with
 * `setup_future_usage=off_session`: Stripe then keeps the card under that
 * Customer, and membership periods and late fees are charged to it off
 * session, naming the same Customer.
 */

const TIMEOUT_MS = 15_000;

type Fetch = typeof fetch;

interface StripeObject {
  id?: string;
  object?: string;
  status?: string;
  client_secret?: string;
  latest_charge?: string | null;
  payment_method?: string | null;
  customer?: string | null;
  /** A list answer's items (search). */
  data?: StripeObject[];
  /** A PaymentMethod's card. */
  card?: { fingerprint?: string };
  error?: { type?: string; code?: string; message?: string; payment_intent?: StripeObject; setup_intent?: StripeObject };
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;

  constructor(
    private readonly secretKey: string,
    private readonly apiBase = 'https://api.stripe.com',
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  /** Stripe's own fingerprint of the card behind a PaymentMethod (the same for every PaymentMethod of one number). */
  async cardFingerprint(token: string): Promise<string | null> {
    if (!/^pm_\w+$/.test(token)) return null;
    const { status, body } = await this.call(`/v1/payment_methods/${token}`, null);
    return status === 200 && typeof body.card?.fingerprint === 'string' ? body.card.fingerprint : null;
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const kind = request.amountCents === 0 ? 'setup_intents' : 'payment_intents';
    const customer = request.offSession ? request.offSession.customer : await this.customerFor(request.paymentKey);
    const created = await this.createIntent(kind, request.paymentKey, request.amountCents, customer, !request.offSession);
    try {
      return await this.confirmIntent(kind, created.body.id as string, request);
    } catch (error) {
      // The answer went missing after the intent existed: its id goes with the error, so the quote can keep it.
      if (error instanceof PaymentTimeoutError && !error.paymentRef) throw new PaymentTimeoutError(error.requestId, created.body.id as string);
      throw error;
    }
  }

  private async confirmIntent(kind: 'payment_intents' | 'setup_intents', intentId: string, request: ChargeRequest): Promise<ChargeOutcome> {
    // The create answer is replayed from Stripe's idempotency store; the intent's current state needs a fresh read.
    const current = await this.call(`/v1/${kind}/${intentId}`, null);
    const settled = this.settled(current.body, current.requestId);
    if (settled) return settled;
    if (current.body.status === 'processing') throw new PaymentTimeoutError(current.requestId);

    const confirmed = await this.call(`/v1/${kind}/${intentId}/confirm`, `${request.paymentKey}:confirm:${request.token}`, {
      payment_method: request.token,
      ...(kind === 'payment_intents' ? { receipt_email: request.email } : {}),
      ...(request.offSession ? { off_session: 'true' } : {}),
    });
    const outcome = this.settled(confirmed.body, confirmed.requestId);
    if (outcome) return outcome;
    const error = confirmed.body.error;
    if (error?.code === 'payment_intent_unexpected_state' || error?.code === 'setup_intent_unexpected_state') {
      // Someone else confirmed it meanwhile (a racing request): its state is the answer.
      const latest = await this.call(`/v1/${kind}/${intentId}`, null);
      const raced = this.settled(latest.body, latest.requestId);
      if (raced) return raced;
    }
    if (error?.type === 'card_error') return { status: 'declined', message: `[${confirmed.requestId}] ${error.message ?? 'Your card was declined.'}`, requestId: confirmed.requestId };
    if (confirmed.body.status === 'processing') throw new PaymentTimeoutError(confirmed.requestId);
    return { status: 'declined', message: `[${confirmed.requestId}] Your payment could not be completed.`, requestId: confirmed.requestId };
  }

  /**
   * A checkout payment nobody finished. Its PaymentIntent is the one an attempt reported (kept with
   * the quote); failing that, it is found by the quote in its metadata (Stripe's search, current
   * within about a minute; the sweep asks an hour after the hold), whichever code created it, and
   * whenever. If it was paid it is refunded; if not, it is cancelled, so that a bank check finished
   * later cannot charge a quote whose stock was given back. Neither request carries an idempotency
   * key: Stripe keeps a key's first answer, a 500 included, so a retried key could repeat a failure
   * for a day; Stripe itself refuses to refund a charge twice, and to cancel an intent that is no
   * longer open.
   */
  async refundAbandoned(payment: AbandonedPayment): Promise<'refunded' | 'none'> {
    // A $0 first cleaning's SetupIntent only kept a card: nothing to give back.
    if (payment.amountCents === 0) return 'none';
    if (payment.paymentRef) {
      const known = await this.call(`/v1/payment_intents/${payment.paymentRef}`, null);
      if (known.status === 200) return this.settleIntent(known.body, known.requestId);
    }
    const query = `metadata['quote']:'${payment.paymentKey}'`;
    const found = await this.call(`/v1/payment_intents/search?query=${encodeURIComponent(query)}`, null);
    if (found.status !== 200 || !Array.isArray(found.body.data)) throw new PaymentTimeoutError(found.requestId);
    let refunded = false;
    for (const intent of found.body.data) if ((await this.settleIntent(intent, found.requestId)) === 'refunded') refunded = true;
    return refunded ? 'refunded' : 'none';
  }

  private async settleIntent(intent: StripeObject, requestId: string): Promise<'refunded' | 'none'> {
    const path = `/v1/payment_intents/${intent.id}`;
    let state = { body: intent, requestId };
    if (state.body.status !== 'succeeded' && state.body.status !== 'canceled' && state.body.status !== 'processing') {
      const cancelled = await this.call(`${path}/cancel`, null, {});
      // Paid at this very moment (a bank check finished): the state read again decides.
      state = cancelled.body.status === 'canceled' ? cancelled : await this.call(path, null);
    }
    if (state.body.status === 'canceled') return 'none';
    // Still processing: the next sweep asks again.
    if (state.body.status !== 'succeeded') throw new PaymentTimeoutError(state.requestId);
    const refund = await this.call('/v1/refunds', null, { payment_intent: intent.id as string });
    if (refund.body.id || refund.body.error?.code === 'charge_already_refunded') return 'refunded';
    throw new PaymentTimeoutError(refund.requestId);
  }

  /** The quote's one intent: created with the same key and parameters by every attempt, so every attempt gets the same one. */
  private async createIntent(kind: 'payment_intents' | 'setup_intents', paymentKey: string, amountCents: number, customer: string | null, inCheckout: boolean) {
    const created = await this.call(`/v1/${kind}`, `${paymentKey}:create`, {
      ...(kind === 'payment_intents' ? { amount: String(amountCents), currency: 'usd' } : { usage: 'off_session' }),
      ...(customer ? { customer } : {}),
      // A card given in the checkout is kept for the charges made later without the customer.
      ...(kind === 'payment_intents' && inCheckout ? { setup_future_usage: 'off_session' } : {}),
      'payment_method_types[]': 'card',
      'metadata[quote]': paymentKey,
    });
    if (!created.body.id) throw new PaymentTimeoutError(created.requestId);
    return created;
  }

  /**
   * The checkout's Customer, one per quote: a retry of the same quote gets the same one back from
   * Stripe's idempotency store. It carries only the quote, not the email, because a retry may come
   * with a corrected email and a key must be reused with identical parameters.
   */
  private async customerFor(paymentKey: string): Promise<string> {
    const created = await this.call('/v1/customers', `${paymentKey}:customer`, { 'metadata[quote]': paymentKey });
    if (!created.body.id) throw new PaymentTimeoutError(created.requestId);
    return created.body.id;
  }

  /** A final answer from an intent's state, or null when it still needs a card. */
  private settled(intent: StripeObject, requestId: string): ChargeOutcome | null {
    if (intent.status === 'succeeded' && intent.id) return { status: 'succeeded', chargeId: intent.latest_charge || intent.id, paymentMethod: intent.payment_method ?? null, customer: intent.customer ?? null, paymentRef: intent.id, requestId };
    if (intent.status === 'requires_action' && intent.client_secret) return { status: 'action_required', clientSecret: intent.client_secret, paymentRef: intent.id ?? null, requestId };
    return null;
  }

  private async call(path: string, idempotencyKey: string | null, form?: Record<string, string>): Promise<{ status: number; body: StripeObject; requestId: string }> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.apiBase}${path}`, {
        method: form ? 'POST' : 'GET',
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PaymentTimeoutError('req_unknown');
    }
    const requestId = response.headers.get('request-id') ?? 'req_unknown';
    const body = (await response.json().catch(() => ({}))) as StripeObject;
    // Stripe's 5xx means the outcome is unknown: like a timeout, a retry of the same quote is the safe answer.
    if (response.status >= 500) throw new PaymentTimeoutError(requestId);
    return { status: response.status, body, requestId };
  }
}
