/**
 * Cards become payment tokens in the browser, so card numbers never reach
 * our API: with Stripe through Stripe Elements (./stripe), with the local
 * test gateway (the embedded default) through its tokenization endpoint.
 * Either way checkout sees a `PaymentMethodSource`.
 */

export type TokenizeResult = { ok: true; token: string } | { ok: false; fieldErrors: { field: string; message: string }[] } | { ok: false; message: string };

export interface PaymentMethodSource {
  /** A token for the card as entered now; the same unchanged card gives the same token (an identical retry). */
  token(): Promise<TokenizeResult>;
  /** Lets the customer finish the bank's confirmation (3-D Secure); true when they did. */
  confirm?(clientSecret: string): Promise<boolean>;
}

export const PROVIDER_UNREACHABLE = 'We couldn’t reach the payment provider. Please check your connection and try again.';

let lastTestCard: { key: string; token: string } | null = null;

/** The local test gateway's tokenizer, for the card fields of the checkout form. */
export function testCardSource(card: { ccNumber: string; ccExpiration: string; cvc: string }): PaymentMethodSource {
  return {
    async token() {
      // Kept in memory for this page only: a retry of the same card is the same request.
      const key = `${card.ccNumber}|${card.ccExpiration}|${card.cvc}`;
      if (lastTestCard?.key === key) return { ok: true, token: lastTestCard.token };
      let response: Response;
      try {
        response = await fetch('/api/payments/test-tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card) });
      } catch {
        return { ok: false, message: PROVIDER_UNREACHABLE };
      }
      const body = (await response.json().catch(() => ({}))) as { token?: string; fieldErrors?: { field: string; message: string }[] };
      if (response.ok && body.token) {
        lastTestCard = { key, token: body.token };
        return { ok: true, token: body.token };
      }
      if (body.fieldErrors?.length) return { ok: false, fieldErrors: body.fieldErrors };
      return { ok: false, message: 'Your card could not be checked right now. Please try again.' };
    },
  };
}
