/**
 * @jest-environment node
 */
import { parseServerEnv, setServerEnvForTests } from '@/server/platform/env';
import { testGatewayRefusal, usesTestGateway } from '@/server/platform/testGateway';
import { emailBrandFor } from '@/server/site/brandKey';
import { receiptEmail, TEST_MODE_NOTICE } from '@/server/email/templates';
import { paymentGateway, setPaymentGateway, TestGateway } from '@/server/payments';
import { orderSummaryFixture } from '@/test/fixtures';

/**
 * Issue 38, item 2: a production build started with no APP_ENV and no Stripe
 * keys ran on the test gateway and sold vouchers for 4242…, because the
 * refusal read APP_ENV before its default was applied. The start-up matrix:
 * the embedded default runs in visible test mode; every deployment signal
 * without Stripe keys refuses, unless PAYMENTS_MODE=test says it is on purpose.
 */

const EMBEDDED = { NODE_ENV: 'production', SERVED_BY: 'server/runtime/serve.mjs' };
const SHARED = {
  DATABASE_URL: 'postgres://db/site',
  REDIS_URL: 'redis://cache:6379',
  STUDIO_TOKEN: 'a-long-studio-token',
  SANITY_WEBHOOK_SECRET: 'whsec',
  SESSION_SECRET: 'a-session-secret-of-32-characters!',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_abc', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' };
const refusal = (env: Record<string, string>) => testGatewayRefusal(parseServerEnv(env));

const SIGNALS: [string, Record<string, string>, RegExp][] = [
  [
    'a production build served by `next start` or a platform, APP_ENV unset',
    { NODE_ENV: 'production' },
    /a production build served without npm start \(APP_ENV unset\)/,
  ],
  ['APP_ENV=production', { ...EMBEDDED, APP_ENV: 'production' }, /APP_ENV=production/],
  ['APP_ENV=staging', { ...EMBEDDED, APP_ENV: 'staging' }, /APP_ENV=staging/],
  ['DATABASE_URL', { ...EMBEDDED, DATABASE_URL: 'postgres://db/site' }, /DATABASE_URL is set/],
  ['REDIS_URL', { ...EMBEDDED, ...SHARED }, /REDIS_URL is set/],
  ['several instances', { ...EMBEDDED, ...SHARED, INSTANCE_COUNT: '3' }, /INSTANCE_COUNT=3/],
  ['a load balancer or CDN in front (TRUSTED_PROXY_HOPS)', { ...EMBEDDED, TRUSTED_PROXY_HOPS: '2' }, /TRUSTED_PROXY_HOPS=2/],
  ['production content in Sanity', { ...EMBEDDED, SANITY_PROJECT_ID: 'abc123' }, /SANITY_PROJECT_ID is set/],
  ['even in development', { DATABASE_URL: 'postgres://db/site' }, /DATABASE_URL is set/],
];

describe('payments fail closed', () => {
  it('the embedded default (npm start, nothing else set) runs on the test gateway', () => {
    expect(refusal(EMBEDDED)).toBeNull();
    expect(refusal({})).toBeNull();
    expect(usesTestGateway(parseServerEnv(EMBEDDED))).toBe(true);
    expect(usesTestGateway(parseServerEnv({ ...EMBEDDED, ...STRIPE }))).toBe(false);
  });

  it.each(SIGNALS)('refuses the test gateway with one clear message: %s', (_name, env, names) => {
    const message = refusal(env);
    expect(message).toMatch(names);
    expect(message).toMatch(
      /^Refusing to start on the test payment gateway: .+ looks like a deployment, and it would sell vouchers for test card numbers\. Set STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, or PAYMENTS_MODE=test to run on the test gateway on purpose \(docs\/deploy\.md\)\.$/,
    );
    expect(message!.split('\n')).toHaveLength(1);
  });

  it.each(SIGNALS)('starts with Stripe keys, or with PAYMENTS_MODE=test: %s', (_name, env) => {
    expect(refusal({ ...env, ...STRIPE })).toBeNull();
    expect(refusal({ ...env, PAYMENTS_MODE: 'test' })).toBeNull();
  });

  it('names every signal present in one line', () => {
    expect(refusal({ NODE_ENV: 'production', APP_ENV: 'production', DATABASE_URL: 'postgres://db/site', TRUSTED_PROXY_HOPS: '1' })).toMatch(
      /: APP_ENV=production, DATABASE_URL is set, TRUSTED_PROXY_HOPS=1 looks like a deployment/,
    );
  });

  it('the payment gateway is never the test one where the start-up check refuses it (scripts, custom servers)', () => {
    setPaymentGateway(undefined);
    setServerEnvForTests({ DATABASE_URL: 'postgres://db/site' });
    expect(() => paymentGateway()).toThrow(/Refusing to start on the test payment gateway: DATABASE_URL is set/);
    setServerEnvForTests({ PAYMENTS_MODE: 'test' });
    expect(paymentGateway()).toBeInstanceOf(TestGateway);
    delete process.env.DATABASE_URL;
    delete process.env.PAYMENTS_MODE;
    setServerEnvForTests({});
    setPaymentGateway(undefined);
  });

  it('emails say "Test mode: no real payments" while the test gateway takes the payments', async () => {
    const brand = await emailBrandFor('www.sparkle-clean.com');
    expect(brand.testPayments).toBe(true);
    const receipt = receiptEmail(
      'jane@example.com',
      brand,
      { code: 'HC-ABCDE-FGHJK', summary: orderSummaryFixture, expiresAt: new Date('2027-11-01T00:00:00Z') },
      `${brand.origin}/login?token=x`,
    );
    expect(receipt.text.split('\n')[0]).toBe(TEST_MODE_NOTICE);
    expect(receipt.html).toContain('Test mode: no real payments');
    const real = receiptEmail(
      'jane@example.com',
      { ...brand, testPayments: false },
      { code: 'HC-ABCDE-FGHJK', summary: orderSummaryFixture, expiresAt: new Date('2027-11-01T00:00:00Z') },
      `${brand.origin}/login?token=x`,
    );
    expect(real.text).not.toContain('Test mode');
  });
});
