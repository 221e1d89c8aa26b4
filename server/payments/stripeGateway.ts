import type { ChargeOutcome, ChargeRequest, PaymentGateway } from './gateway';
import { PaymentTimeoutError } from './gateway';

/**
 * Stripe (production). The browser tokenizes the card with Stripe.js and
 * sends a PaymentMethod id; here it is confirmed as a PaymentIntent (or a
 * SetupIntent for a $0 first cleaning) with the purchase's idempotency key.
 */

const API = 'https://api.stripe.com/v1';
const TIMEOUT_MS = 15_000;

type Fetch = typeof fetch;

interface StripeError {
  error?: { type?: string; message?: string; code?: string };
  id?: string;
  status?: string;
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;

  constructor(
    private readonly secretKey: string,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const free = request.amountCents === 0;
    const form = new URLSearchParams({
      payment_method: request.token,
      confirm: 'true',
      'payment_method_types[]': 'card',
      description: request.description,
      ...(free ? { usage: 'off_session' } : { amount: String(request.amountCents), currency: 'usd', receipt_email: request.email }),
    });
    let response: Response;
    try {
      response = await this.fetchImpl(`${API}/${free ? 'setup_intents' : 'payment_intents'}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Idempotency-Key': request.idempotencyKey,
        },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PaymentTimeoutError('req_unknown');
    }
    const requestId = response.headers.get('request-id') ?? 'req_unknown';
    const body = (await response.json().catch(() => ({}))) as StripeError;
    if (response.ok && body.status === 'succeeded' && body.id) {
      return { status: 'succeeded', chargeId: body.id, requestId };
    }
    if (response.status >= 500) throw new PaymentTimeoutError(requestId);
    const message = body.error?.type === 'card_error' && body.error.message ? body.error.message : 'Your payment could not be completed.';
    return { status: 'declined', message: `[${requestId}] ${message}`, requestId };
  }
}
