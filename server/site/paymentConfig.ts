import type { PaymentConfig } from '@/lib/commerce/types';
import type { ServerEnv } from '@/server/platform/env';

export const DEFAULT_STRIPE_JS_URL = 'https://js.stripe.com/v3';
const DEFAULT_STRIPE_API = 'https://api.stripe.com';

type PaymentEnv = Partial<Pick<ServerEnv, 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY' | 'STRIPE_JS_URL' | 'STRIPE_API_BASE'>>;

/** What checkout pages need to take cards: Stripe's publishable key and script when Stripe is configured. */
export function paymentConfig(env: PaymentEnv): PaymentConfig {
  return env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
    ? { provider: 'stripe', publishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, jsUrl: env.STRIPE_JS_URL ?? DEFAULT_STRIPE_JS_URL }
    : { provider: 'test' };
}

/**
 * Origins the Content-Security-Policy allows for Stripe (its script, its card
 * frames, its API) when the build takes cards with Stripe: a publishable key
 * or an explicit STRIPE_JS_URL at build time. None otherwise.
 */
export function stripeOrigins(env: PaymentEnv): string[] {
  if (!env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY && !env.STRIPE_JS_URL) return [];
  const urls = [
    env.STRIPE_JS_URL ?? DEFAULT_STRIPE_JS_URL,
    env.STRIPE_API_BASE ?? DEFAULT_STRIPE_API,
    ...(env.STRIPE_JS_URL ? [] : ['https://hooks.stripe.com']),
  ];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
