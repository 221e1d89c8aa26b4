/**
 * Runs once when the server starts. First the environment is checked: a bad
 * variable stops the server with one message listing every problem, and so
 * does a deployment without Stripe keys (server/platform/testGateway.ts). The
 * page cache is registered (with REDIS_URL, the shared one, and Redis connected
 * or given up on after 2 s) before any page is served.
 * Then the database is opened (migrated and seeded first if `npm start` has
 * not already done that in a process of its own), so the first visitor does
 * not wait for it; a database failure here is logged, not fatal (the API
 * retries), except an embedded database another process holds, which stops
 * this one (db/dataDirLock.ts). The job runner (billing, scheduled publishing, sweeps;
 * server/jobs) starts last.
 */
export async function register() {
  const { isNodeServerRuntime, serverEnv } = await import('./server/platform/env');
  let env;
  try {
    env = serverEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (!isNodeServerRuntime() || env.NEXT_PHASE === 'phase-production-build') return;
  // A deployment never takes test cards as payment by accident (docs/deploy.md, "Payments").
  const refusal = (await import('./server/platform/testGateway')).testGatewayRefusal(env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  (await import('./server/site/isr/pageCache')).registerPageCache();
  if (env.REDIS_URL) {
    const { connectSharedRedis } = await import('./server/platform/redis');
    // Serving starts either way: without Redis pages render uncached and limits stay in memory until it answers.
    await connectSharedRedis(2000);
  }
  const [{ database }, { errorText, log }, { startSiteJobs }] = await Promise.all([
    import('./db'),
    import('./server/platform/log'),
    import('./studio-local/jobs'),
  ]);
  const started = Date.now();
  try {
    const db = await database();
    log.info({ kind: db.kind, ms: Date.now() - started }, 'database ready (migrations applied)');
  } catch (error) {
    // Another process serves this data directory (a second `npm start`): this one must not serve at all.
    if (error instanceof Error && error.name === 'DataDirectoryInUseError') {
      console.error(`[serve] ${error.message}`);
      process.exit(1);
    }
    log.error({ err: errorText(error) }, 'database not available at start; the API will retry');
  }
  void startSiteJobs();
}
