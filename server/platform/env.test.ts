/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseServerEnv } from './env';

const example = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);

describe('server environment', () => {
  it('runs on embedded defaults with no variable set, each default applied once here', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      APP_ENV: 'development',
      PORT: 3000,
      DATA_DIR: '.data',
      FALLBACK_BRAND_KEY: 'local',
      CONTENT_MANIFEST_TTL_MS: 1000,
      ISR_REVALIDATE_SECONDS: 300,
      ISR_COMMERCE_REVALIDATE_SECONDS: 60,
      GRAPHQL_MUTATIONS_PER_MINUTE: 60,
      GRAPHQL_INTROSPECTION: false,
      STUDIO_SIGNINS_PER_MINUTE: 5,
      EXPERIMENT_HOLDOUT_PERCENT: 5,
      WEB_ANALYTICS: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(parseServerEnv({ NODE_ENV: 'production' }).APP_ENV).toBe('production');
    expect(parseServerEnv({ NODE_ENV: 'production', APP_ENV: 'staging' }).APP_ENV).toBe('staging');
  });

  it('declares every variable of .env.example', () => {
    expect(documented.length).toBeGreaterThan(40);
    // An unknown name would be stripped; a declared one comes back parsed.
    const sample: Record<string, string> = Object.fromEntries(documented.map((name) => [name, '']));
    const parsed = parseServerEnv(sample) as Record<string, unknown>;
    for (const name of documented) expect(Object.keys(parsed)).toContain(name);
  });

  it('treats empty values as unset', () => {
    expect(parseServerEnv({ STUDIO_TOKEN: '', ISR_REVALIDATE_SECONDS: ' ' }).ISR_REVALIDATE_SECONDS).toBe(300);
  });

  it('fails with one message that lists every bad variable', () => {
    let message = '';
    try {
      parseServerEnv({
        PORT: 'eighty',
        EXPERIMENT_PAYMENT_STEP_PERCENT: 'junk',
        TAG_AD_CONVERSION_URL: 'javascript:alert(1)',
        DATABASE_URL: 'mysql://x',
        APP_ENV: 'prod',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment configuration:/);
    for (const name of ['PORT', 'EXPERIMENT_PAYMENT_STEP_PERCENT', 'TAG_AD_CONVERSION_URL', 'DATABASE_URL', 'APP_ENV'])
      expect(message).toContain(`  ${name}: `);
    expect(message).toMatch(/See \.env\.example\.$/);
  });
});

/** The message a bad environment fails with, or '' when it starts. */
const fail = (env: Record<string, string>) => {
  try {
    parseServerEnv(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('payments configuration', () => {
  it('needs both Stripe keys or neither', () => {
    expect(fail({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toMatch(/NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: set both/);
    expect(fail({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toMatch(/set both/);
  });
});

describe('several instances', () => {
  const shared = {
    DATABASE_URL: 'postgres://db/site',
    REDIS_URL: 'redis://cache:6379',
    STUDIO_TOKEN: 'a-long-studio-token',
    SANITY_WEBHOOK_SECRET: 'whsec',
    SESSION_SECRET: 'a-session-secret-of-32-characters!',
  };

  it('refuses to start without the shared services and secrets, naming each missing one in one message', () => {
    const message = fail({ INSTANCE_COUNT: '3' });
    expect(message.split('\n').filter((line) => line.startsWith('  '))).toEqual([
      expect.stringMatching(
        /^ {2}INSTANCE_COUNT: several instances \(INSTANCE_COUNT=3\) share .*: set DATABASE_URL, REDIS_URL, STUDIO_TOKEN, SANITY_WEBHOOK_SECRET, SESSION_SECRET /,
      ),
    ]);
    expect(fail({ REDIS_URL: 'redis://cache:6379', DATABASE_URL: 'postgres://db/site' })).toMatch(
      /several instances \(REDIS_URL is set\) .*: set STUDIO_TOKEN, SANITY_WEBHOOK_SECRET, SESSION_SECRET /,
    );
  });

  it('starts with all of them, and one instance needs none', () => {
    expect(fail({ INSTANCE_COUNT: '2', ...shared })).toBe('');
    expect(fail({ INSTANCE_COUNT: '1' })).toBe('');
  });
});
