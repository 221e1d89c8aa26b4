/**
 * What `npm run start:cluster` (scripts/cluster.mjs) starts, decided from the environment alone so it can be tested
 * without starting anything: nginx on PORT, two instances on PORT+1 and PORT+2, Redis on PORT+3390, and a throwaway
 * PostgreSQL on PORT+2442 unless DATABASE_URL names one.
 */

export const REDIS_OFFSET = 3390;
export const POSTGRES_OFFSET = 2442;

/** The ports and the services to start for this environment. */
export function clusterPlan(env) {
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - REDIS_OFFSET)
    throw new Error(`PORT must be a port number below ${65536 - REDIS_OFFSET}, not ${env.PORT}`);
  return {
    port,
    instances: [port + 1, port + 2],
    redisPort: port + REDIS_OFFSET,
    /** Null when DATABASE_URL names the database the instances share. */
    postgresPort: env.DATABASE_URL ? null : port + POSTGRES_OFFSET,
  };
}

/**
 * The environment every instance starts with: the shared database and Redis, secrets kept across restarts (the
 * operator's own when set), nginx as the one trusted proxy hop, and the test card gateway unless Stripe keys are given.
 */
export function instanceEnv(env, { instanceCount, databaseUrl, redisUrl, secret }) {
  return {
    ...env,
    INSTANCE_COUNT: String(instanceCount),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    STUDIO_TOKEN: env.STUDIO_TOKEN || secret('studio-token'),
    SANITY_WEBHOOK_SECRET: env.SANITY_WEBHOOK_SECRET || secret('webhook-secret'),
    SESSION_SECRET: env.SESSION_SECRET || secret('session-secret'),
    TRUSTED_PROXY_HOPS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    // A local cluster takes test cards unless Stripe keys are given (server/platform/testGateway.ts).
    ...(env.STRIPE_SECRET_KEY ? {} : { PAYMENTS_MODE: 'test' }),
  };
}

/** Resolves once the instance answers /api/health; rejects, naming its log, if it exits or is not up in time. */
export async function untilHealthy(instancePort, child, log, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on ${instancePort} exited; see ${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${instancePort}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the instance on ${instancePort} did not start; see ${log}`);
}
