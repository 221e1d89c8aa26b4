/**
 * Exchanges card details for a payment token in the browser, so card numbers
 * never reach the GraphQL API. The embedded default is the local test
 * gateway's tokenization endpoint.
 */

export type TokenizeResult =
  | { ok: true; token: string; last4: string }
  | { ok: false; fieldErrors: { field: string; message: string }[] }
  | { ok: false; message: string };

export async function tokenizeCard(card: { ccNumber: string; ccExpiration: string; cvc: string }): Promise<TokenizeResult> {
  let response: Response;
  try {
    response = await fetch('/api/payments/test-tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
    });
  } catch {
    return { ok: false, message: 'We couldn’t reach the payment provider. Please check your connection and try again.' };
  }
  const body = (await response.json().catch(() => ({}))) as { token?: string; last4?: string; fieldErrors?: { field: string; message: string }[] };
  if (response.ok && body.token) return { ok: true, token: body.token, last4: body.last4 ?? '' };
  if (body.fieldErrors?.length) return { ok: false, fieldErrors: body.fieldErrors };
  return { ok: false, message: 'Your card could not be checked right now. Please try again.' };
}
