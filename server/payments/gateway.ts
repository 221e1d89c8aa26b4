/**
 * What the purchase flow needs from a payment provider. Card numbers never
 * pass through here: the browser exchanges them for a token with the provider.
 */

export interface ChargeRequest {
  /**
   * The quote (price intent) being paid. A provider takes at most one payment
   * per key: a retry, a second card after a decline or two racing requests
   * can never charge twice.
   */
  paymentKey: string;
  amountCents: number;
  token: string;
  description: string;
  email: string;
  /**
   * Null while the customer is in the checkout with a card just tokenized: the provider keeps that
   * card for later charges. Set for a card kept from an earlier purchase and charged while the
   * customer is away (membership periods, late fees): `customer` is the provider's customer the
   * card was kept under (`ChargeOutcome.customer` of that purchase). A provider charges a kept
   * card only under the customer it was kept for.
   */
  offSession: { customer: string | null } | null;
}

export type ChargeOutcome =
  /**
   * `paymentMethod`: the card the payment was made with, which may be an earlier attempt's (a retry after a timeout
   * or a confirmed bank check answers with the payment already made, whatever card it sends): later fees go to it.
   * `customer`: the provider's customer that card is kept under, which later charges to it name.
   * `paymentRef`: the provider's own id for the payment, by which it can be refunded at once.
   */
  | { status: 'succeeded'; chargeId: string; paymentMethod: string | null; customer: string | null; paymentRef: string | null; requestId: string }
  /** `message` starts with the provider's request id, e.g. "[req_…] Your card was declined." */
  | { status: 'declined'; message: string; requestId: string }
  /**
   * The bank wants the customer to confirm (3-D Secure): the browser finishes it with this secret, then retries.
   * `paymentRef`: the provider's own id for this payment, kept with the quote in case nobody comes back.
   */
  | { status: 'action_required'; clientSecret: string; paymentRef: string | null; requestId: string };

/**
 * The provider did not answer in time: the charge may or may not exist; retrying the same key is safe.
 * `paymentRef`: the provider's own id for the payment, when it was created before the answer went missing.
 */
export class PaymentTimeoutError extends Error {
  constructor(
    readonly requestId: string,
    readonly paymentRef: string | null = null,
  ) {
    super(`[${requestId}] The payment provider did not respond in time.`);
    this.name = 'PaymentTimeoutError';
  }
}

/** A quote whose payment was abandoned midway: its key, the amount its payment was for, and the provider's id for it if an attempt reported one. */
export interface AbandonedPayment {
  paymentKey: string;
  amountCents: number;
  paymentRef: string | null;
}

export interface PaymentGateway {
  readonly name: 'test' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * The provider's fingerprint of the card behind a token: the same for every token of one card number, whoever
   * tokenized it, and never the number itself. Null when the provider cannot say (an unknown token).
   */
  cardFingerprint(token: string): Promise<string | null>;
  /**
   * Refunds the payment made under this key, if one was made (a charge whose answer was lost and that
   * nobody came back to finish): `refunded` when there was one (now or by an earlier call), `none` when
   * nothing was charged. Throws PaymentTimeoutError when the provider cannot tell yet; ask again later.
   */
  refundAbandoned(payment: AbandonedPayment): Promise<'refunded' | 'none'>;
}
