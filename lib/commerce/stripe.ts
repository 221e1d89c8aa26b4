import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { cardErrorMessage } from './stripeErrors';
import { PROVIDER_UNREACHABLE, type PaymentMethodSource } from './tokenize';

/**
 * Stripe Elements: the card lives in Stripe's frame and goes only to Stripe;
 * checkout gets a PaymentMethod id. Loaded only on the payment step of a
 * site configured for Stripe.
 */

let loading: Promise<Stripe | null> | null = null;

/** Stripe.js from the configured URL (js.stripe.com in production), then the client for the publishable key. */
export function loadStripeClient(jsUrl: string, publishableKey: string): Promise<Stripe | null> {
  loading ??= new Promise<void>((resolve, reject) => {
    if ((window as { Stripe?: unknown }).Stripe) return resolve();
    const script = document.createElement('script');
    script.src = jsUrl;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error('Stripe.js did not load')));
    document.head.appendChild(script);
  })
    .then(() => loadStripe(publishableKey))
    .catch(() => {
      loading = null;
      return null;
    });
  return loading;
}

/** The card element as a payment method source; an unchanged card gives the same PaymentMethod again. */
export function stripeCardSource(stripe: Stripe, card: StripeCardElement, changed: { since: number }): PaymentMethodSource {
  let last: { at: number; id: string } | null = null;
  return {
    async token() {
      if (last && last.at === changed.since) return { ok: true, token: last.id };
      try {
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
        if (error || !paymentMethod) {
          return error?.type === 'validation_error' || error?.type === 'card_error'
            ? { ok: false, fieldErrors: [{ field: 'card', message: cardErrorMessage(error) ?? '' }] }
            : { ok: false, message: error?.message ?? PROVIDER_UNREACHABLE };
        }
        last = { at: changed.since, id: paymentMethod.id };
        return { ok: true, token: paymentMethod.id };
      } catch {
        return { ok: false, message: PROVIDER_UNREACHABLE };
      }
    },
    async confirm(clientSecret) {
      try {
        const { error } = await stripe.handleNextAction({ clientSecret });
        return !error;
      } catch {
        return false;
      }
    },
  };
}
