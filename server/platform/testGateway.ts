import type { ServerEnv } from './env';

/**
 * Whether this server may take payments on the local test gateway, which
 * accepts test card numbers as payment. The embedded default may (`npm start`
 * with nothing configured: a local site that says "Test mode" on every page
 * and email); anything that looks like a deployment may not, unless
 * PAYMENTS_MODE=test says so on purpose. The rule is told in docs/deploy.md.
 */

type GatewayEnv = Pick<
  ServerEnv,
  | 'NODE_ENV'
  | 'appEnvSet'
  | 'SERVED_BY'
  | 'DATABASE_URL'
  | 'REDIS_URL'
  | 'INSTANCE_COUNT'
  | 'TRUSTED_PROXY_HOPS'
  | 'SANITY_PROJECT_ID'
  | 'STRIPE_SECRET_KEY'
  | 'PAYMENTS_MODE'
>;

/** Payments go to the local test gateway: no Stripe key. */
export const usesTestGateway = (env: Pick<ServerEnv, 'STRIPE_SECRET_KEY'>) => !env.STRIPE_SECRET_KEY;

/** What in this environment says it is a deployment rather than the embedded default, one phrase each. */
export function deploymentSignals(env: GatewayEnv): string[] {
  const signals: string[] = [];
  // APP_ENV as set, not its default: a production build defaults to production, which says nothing about intent.
  if (env.appEnvSet === 'production' || env.appEnvSet === 'staging') signals.push(`APP_ENV=${env.appEnvSet}`);
  // `npm start` serves with server/runtime/serve.mjs, which says so; `next start` or a platform serving the build does not.
  else if (env.appEnvSet === undefined && env.NODE_ENV === 'production' && !env.SERVED_BY)
    signals.push('a production build served without npm start (APP_ENV unset)');
  if (env.DATABASE_URL) signals.push('DATABASE_URL is set');
  if (env.REDIS_URL) signals.push('REDIS_URL is set');
  if (env.INSTANCE_COUNT > 1) signals.push(`INSTANCE_COUNT=${env.INSTANCE_COUNT}`);
  // Proxies in front: the site is reached at a public address through a load balancer or CDN.
  if (env.TRUSTED_PROXY_HOPS > 0) signals.push(`TRUSTED_PROXY_HOPS=${env.TRUSTED_PROXY_HOPS}`);
  // Production content: brands with their public base URLs.
  if (env.SANITY_PROJECT_ID) signals.push('SANITY_PROJECT_ID is set');
  return signals;
}

/** Why this server must not start on the test gateway (one line), or null when it may. */
export function testGatewayRefusal(env: GatewayEnv): string | null {
  if (!usesTestGateway(env) || env.PAYMENTS_MODE === 'test') return null;
  const signals = deploymentSignals(env);
  if (!signals.length) return null;
  return `Refusing to start on the test payment gateway: ${signals.join(', ')} looks like a deployment, and it would sell vouchers for test card numbers. Set STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, or PAYMENTS_MODE=test to run on the test gateway on purpose (docs/deploy.md).`;
}
