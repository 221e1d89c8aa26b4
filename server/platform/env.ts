import { z } from 'zod';
// Relative imports: next.config.ts reads this file before path aliases exist.
import { MAX_LANDING_DISCOUNT_CENTS } from '../../lib/rules/discount';
import { toDollars } from '../../lib/rules/money';
import type { AppEnv } from '../../lib/platform/env/appEnv';

/**
 * The server's environment: the only module (with ./public) that reads
 * `process.env`. Every variable of `.env.example` is declared here once, with
 * its default; none is required, so without any the site runs on its
 * embedded defaults. A bad value stops the server at start with one message
 * that lists every problem (instrumentation.ts calls `serverEnv()` first).
 */

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) => z.preprocess(emptyToUndefined, schema.default(fallback as never));

const text = optional(z.string());
const httpUrl = optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = withDefault(
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  false,
);
/** Unset: the experiment document decides; set: an emergency override of its share (docs/deploy.md). */
const percent = optional(z.coerce.number().min(0).max(100));
const port = int(1, 65_535);

const schema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  /** Which app this deployment is; defaults to production for `next start`, development otherwise (below). */
  APP_ENV: optional(z.enum(['production', 'staging', 'development'])),
  PORT: withDefault(port, 3000),
  /** Proxies in front of the app (load balancer, CDN) whose X-Forwarded-* headers are believed; 0 = the socket is the client. */
  TRUSTED_PROXY_HOPS: withDefault(int(0, 10), 0),

  // Embedded data
  DATA_DIR: withDefault(z.string(), '.data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  PGLITE_DATA_DIR: text,

  // Several instances (docs/deploy.md)
  /** How many instances serve this site; more than one needs the shared services below. */
  INSTANCE_COUNT: withDefault(int(1, 1000), 1),
  /** Redis shared by every instance: ISR pages, rate limits, the served-page sets. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  /** Prefix of every key this site writes to Redis, so environments can share one server. */
  REDIS_KEY_PREFIX: withDefault(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be letters, digits, dots, dashes or underscores'), 'homeclean'),

  // Payments
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')),
  /** Where Stripe's API and Stripe.js are; only tests point these elsewhere (a stand-in on its own origin). */
  STRIPE_API_BASE: withDefault(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }), 'https://api.stripe.com'),
  STRIPE_JS_URL: httpUrl,
  /** `test`: run on the local test gateway on purpose where the server would refuse it (./testGateway.ts, docs/deploy.md). */
  PAYMENTS_MODE: optional(z.enum(['test'])),
  /** Set by server/runtime/serve.mjs (what `npm start` runs) for itself, not by hand: a production build served another way is a deployment. */
  SERVED_BY: optional(z.enum(['server/runtime/serve.mjs'])),

  // Email
  /** SMTP server for customer email (smtp://user:pass@host:587, smtps://…); without it emails go to the studio's Outbox (and, in development, the server log). */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  /** The From address of customer email. */
  EMAIL_FROM: withDefault(z.string().min(3).max(200), 'Home cleaning <hello@homeclean.example>'),
  /** Sign-in links one client may ask for per email address per hour, and for all addresses together per hour. */
  SIGN_IN_LINKS_PER_EMAIL_PER_HOUR: withDefault(int(1, 1000), 5),
  SIGN_IN_LINKS_PER_CLIENT_PER_HOUR: withDefault(int(1, 10_000), 20),

  /** Minutes between membership billing runs inside the server; 0 turns the timer off (run `npm run billing:run` instead). */
  BILLING_INTERVAL_MINUTES: withDefault(int(0, 10_080), 60),

  // GraphQL API
  GRAPHQL_MUTATIONS_PER_MINUTE: withDefault(int(1, 100_000), 60),
  GRAPHQL_INTROSPECTION: flag,
  GRAPHQL_QUOTES_PER_MINUTE: withDefault(int(1, 100_000), 30),
  /** Test-card tokens (the local test gateway's tokenization) per client per minute. */
  TEST_CARD_TOKENS_PER_MINUTE: withDefault(int(1, 100_000), 20),
  /** New visitors one client may add to the funnel's counts per hour; the rest are stored but not counted. */
  EVENT_VISITORS_PER_CLIENT_PER_HOUR: withDefault(int(1, 100_000), 60),
  /**
   * Page variants (an ad group's, a grant's, a plan's or an experiment group's page) one client may be the first to
   * have rendered, per minute: each is a render and a page in the cache, so nobody can fill it by asking for them.
   */
  FIRST_RENDERS_PER_MINUTE: withDefault(int(1, 100_000), 60),
  /**
   * One process's page cache (no REDIS_URL), in memory: megabytes in all, and for any one brand, so that a brand's
   * ad-group variants cannot push the others' pages out (server/site/isr/memoryPageCache.ts).
   */
  PAGE_CACHE_MB: withDefault(int(1, 16_384), 96),
  PAGE_CACHE_BRAND_MB: withDefault(int(1, 16_384), 24),
  /** Contact-form messages accepted per client per hour. */
  SUPPORT_TICKETS_PER_HOUR: withDefault(int(1, 10_000), 5),
  /** Browser origins allowed to call the API from another site (comma separated); none by default, never with credentials. */
  GRAPHQL_CORS_ORIGINS: withDefault(
    z.string().transform((value, ctx) => {
      const origins = value.split(/[\s,]+/).filter(Boolean);
      for (const origin of origins) {
        if (!/^https?:\/\/[^/\s]+$/.test(origin)) ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin (scheme://host[:port])` });
      }
      return origins;
    }),
    [],
  ),
  NEXT_PUBLIC_GRAPHQL_URL: optional(z.string().regex(/^(\/|https?:\/\/)\S*$/, 'must be a path or an http(s) URL')),
  NEXT_PUBLIC_APP_VERSION: optional(z.string().max(64)),

  // Content
  CONTENT_DATA_DIR: text,
  SANITY_PROJECT_ID: optional(z.string().regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID must be a Sanity project id')),
  SANITY_DATASET: withDefault(z.string().regex(/^[a-z0-9_-]+$/, 'must be a Sanity dataset name'), 'production'),
  SANITY_API_READ_TOKEN: text,
  /** Editor token for the studio's image uploads to Sanity assets (with SANITY_PROJECT_ID). */
  SANITY_API_WRITE_TOKEN: text,
  SANITY_API_VERSION: withDefault(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD'), '2025-02-19'),
  FALLBACK_BRAND_KEY: withDefault(z.string().regex(/^[a-z0-9-]+$/, 'must be a brand key'), 'local'),
  CONTENT_MANIFEST_TTL_MS: withDefault(int(0, 60_000), 1000),
  ISR_REVALIDATE_SECONDS: withDefault(int(1, 86_400), 300),
  ISR_COMMERCE_REVALIDATE_SECONDS: withDefault(int(1, 86_400), 60),

  // Studio and publishing
  STUDIO_TOKEN: optional(z.string().min(12, 'must be at least 12 characters')),
  STUDIO_SIGNINS_PER_MINUTE: withDefault(int(1, 1000), 5),
  /** Signs what visitors keep and the server later believes (the offer a visit was shown, QA groups); generated into DATA_DIR when unset. */
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** A campaign or ad-group discount above this many dollars (or a campaign on every brand) needs a second admin's approval. */
  DISCOUNT_APPROVAL_ABOVE_DOLLARS: withDefault(z.coerce.number().min(0).max(toDollars(MAX_LANDING_DISCOUNT_CENTS)), 20),
  SANITY_WEBHOOK_SECRET: text,
  /** Draft brands preview at {key}.{PREVIEW_DOMAIN} before their own DNS exists (a wildcard name and certificate in production). */
  PREVIEW_DOMAIN: withDefault(
    z
      .string()
      .toLowerCase()
      .regex(/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(:\d{1,5})?$/, 'must be a host name, e.g. preview.example.com'),
    'preview.localhost',
  ),

  // Experiments
  /** Share of visitors (the standing holdout) who see no experiment and no shipped variant, to measure them all together. */
  EXPERIMENT_HOLDOUT_PERCENT: withDefault(z.coerce.number().min(0).max(50), 5),
  EXPERIMENT_MEMBERSHIP_MODEL_PERCENT: percent,
  EXPERIMENT_RESKINNED_LANDING_PERCENT: percent,
  EXPERIMENT_PAYMENT_STEP_PERCENT: percent,
  EXPERIMENT_DEALS_PERFORMANCE_PERCENT: percent,
  EXPERIMENT_FIRST_CLEANING_FREE_PERCENT: percent,
  EXPERIMENT_PRICING_PERCENT: percent,
  EXPERIMENT_NONMEMBER_PRICING_PERCENT: percent,
  EXPERIMENT_CONVERT_ENABLED_PERCENT: percent,
  EXPERIMENT_LOWER_ETF_PERCENT: percent,
  /** When the first-cleaning-free test counts a visitor as exposed: on the deals page, or when they check a zipcode. */
  EXPERIMENT_FIRST_CLEANING_FREE_TRIGGER: withDefault(z.enum(['page_load', 'zipcode']), 'page_load'),
  /** The ad type (ad-group family) whose visitors take part in the membership-model test; unset: every visitor. */
  EXPERIMENT_MEMBERSHIP_MODEL_AD_TYPE: optional(z.enum(['apartment-cleaning', 'same-day-cleaners', 'maid-services'])),
  FLAGS_PROVIDER_URL: httpUrl,
  FLAGS_PROVIDER_KEY: text,
  FLAGS_EXPOSURES_URL: httpUrl,

  // Third-party tags: their origins are part of the build (the CSP names them).
  TAG_AD_CONVERSION_URL: httpUrl,
  TAG_ORDER_TRACKING_URL: httpUrl,
  TAG_AFFILIATE_SCRIPT_URL: httpUrl,
  TAG_AFFILIATE_PROFILE_ID: optional(z.string().max(128)),
  TAG_SOCIAL_VIDEO_PIXEL_URL: httpUrl,
  TAG_EXPERIMENT_SCRIPT_URL: httpUrl,
  TAG_BOT_DETECTION_SCRIPT_URL: httpUrl,
  TAG_CONSENT_SCRIPT_URL: optional(z.string().regex(/^https?:\/\/\S*\{id\}\S*$/, 'must be an http(s) URL containing {id}')),
  TAG_EXTRA_ORIGINS: text,
  WEB_ANALYTICS: flag,
  WEB_ANALYTICS_SCRIPT_URL: httpUrl,
  WEB_ANALYTICS_ENDPOINT: httpUrl,
  ANALYTICS_PROVIDER_URL: httpUrl,

  // Logs and error reporting
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  ERROR_REPORT_URL: httpUrl,

  // Tests (read by the test scripts; declared so a typo fails here too)
  CHROME_PATH: text,
  E2E_PORT: optional(port),
  TEST_DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  TEST_REDIS_URL: optional(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  /** A migrated and seeded PGlite data directory (a dump) the test harness starts each suite from; test/globalSetup.ts makes it. */
  TEST_PGLITE_TEMPLATE: text,
  /** The same on the TEST_DATABASE_URL server: the name of a migrated, seeded database each suite's database is copied from. */
  TEST_POSTGRES_TEMPLATE: optional(z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a database name')),

  // Set by Next itself
  NEXT_PHASE: text,
});

/** Several instances configured: they can only share what lives outside any one of them. */
const isScaledOut = (env: { INSTANCE_COUNT: number; REDIS_URL?: string }) => env.INSTANCE_COUNT > 1 || !!env.REDIS_URL;

/**
 * Rules across variables. Payments: Stripe needs both keys (the browser
 * tokenizes with one, the server charges with the other); whether the test
 * gateway may take payments is decided at start (./testGateway.ts), not here,
 * since builds and scripts parse the same variables. Several instances: state that one
 * process would keep on its own disk (embedded database, content files, a
 * generated studio token) must be shared, so the shared services and secrets
 * must be named explicitly.
 */
const checked = schema.superRefine((env, ctx) => {
  if (isScaledOut(env)) {
    const missing = (['DATABASE_URL', 'REDIS_URL', 'STUDIO_TOKEN', 'SANITY_WEBHOOK_SECRET', 'SESSION_SECRET'] as const).filter((name) => !env[name]);
    if (missing.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['INSTANCE_COUNT'],
        message: `several instances (${env.INSTANCE_COUNT > 1 ? `INSTANCE_COUNT=${env.INSTANCE_COUNT}` : 'REDIS_URL is set'}) share their state and secrets: set ${missing.join(', ')} (PostgreSQL for data and studio content, Redis for pages and limits, the studio token that signs sessions and previews, the webhook secret, the secret that signs visitors' offers); see docs/deploy.md`,
      });
    }
  }
  if (!!env.STRIPE_SECRET_KEY !== !!env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'],
      message: 'set both STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, or neither',
    });
  }
});

type Parsed = z.output<typeof schema>;
export type { AppEnv };
export type ServerEnv = Omit<Parsed, 'APP_ENV'> & {
  APP_ENV: AppEnv;
  /** APP_ENV as set, before its default (undefined when unset). */
  appEnvSet: AppEnv | undefined;
};

/** Every problem, one per line, naming the variable. */
export function describeProblems(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  return `Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example.`;
}

/** Parses an environment (process.env by default); throws one error listing every bad variable. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = checked.safeParse(source);
  if (!parsed.success) throw new Error(describeProblems(parsed.error));
  const env = parsed.data;
  return { ...env, APP_ENV: env.APP_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'development'), appEnvSet: env.APP_ENV };
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/**
 * For test set-up that must run before any module reads the environment (as `setDatabase` is for the database):
 * the variables are set where the server reads them, and the next `serverEnv()` parses them again.
 */
export function setServerEnvForTests(values: Record<string, string>): void {
  Object.assign(process.env, values);
  cached = undefined;
}

/**
 * Whether this code runs in Next's Node.js server runtime. Next writes NEXT_RUNTIME into its server bundles when it
 * builds them (the check its instrumentation guide shows); the process's environment has it only under `next start`.
 */
export const isNodeServerRuntime = () => process.env.NEXT_RUNTIME === 'nodejs';

/** `next build` loads server modules to collect pages; nothing may connect to anything then. */
export const isProductionBuild = () => serverEnv().NEXT_PHASE === 'phase-production-build';
