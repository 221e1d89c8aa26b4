/**
 * Runs once when the server starts: opens the database, applies migrations
 * and seeds an empty one, so the first visitor does not wait for it. A
 * failure here is logged, not fatal: pages keep working and the API retries.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { database } = await import('./db');
  const started = Date.now();
  try {
    const db = await database();
    console.log(`[db] ${db.kind} ready in ${Date.now() - started} ms (migrations applied)`);
  } catch (error) {
    console.error('[db] not available at start; the API will retry:', error instanceof Error ? error.message : error);
  }
}
