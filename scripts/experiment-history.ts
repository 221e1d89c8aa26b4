/**
 * `npx tsx scripts/experiment-history.ts`: writes the seeded experiment's
 * history (server/testing/experimentHistory.ts, `apartment_headline_v1`, six
 * weeks up to now) into the app's database, so the studio's Experiments screen
 * has results to show on a machine of one's own. PGlite under DATA_DIR unless
 * DATABASE_URL is set; PGlite opens in one process at a time, so run this
 * before the server starts. Written once: a second run changes nothing.
 */
import { sql } from 'drizzle-orm';
import { database, sqlRows } from '../db';
import { APARTMENT_HEADLINE_HISTORY, writeExperimentHistory } from '../server/testing/experimentHistory';

async function main() {
  const { db, close } = await database();
  try {
    const key = APARTMENT_HEADLINE_HISTORY.experimentKey;
    const [seen] = await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from experiment_exposures where experiment_key = ${key}`);
    if (seen?.n) {
      console.log(`experiment history: ${key} already has ${seen.n} visitors, nothing written`);
      return;
    }
    const written = await writeExperimentHistory(db, { ...APARTMENT_HEADLINE_HISTORY, now: new Date() });
    console.log(`experiment history: ${key}, ${written.visitors} visitors and ${written.purchases} purchases written`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
