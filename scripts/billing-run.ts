/**
 * npm run billing:run — charges every membership period that is due, once
 * (safe to run twice, or on two machines at once, or beside the servers' own
 * billing job). With the embedded PGlite database, stop the server first (one
 * process at a time opens it) or leave billing to the server's job runner
 * (BILLING_INTERVAL_MINUTES).
 */
import { database } from '../db';
import { emailSender } from '../server/email';
import { paymentGateway } from '../server/payments';
import { runBilling } from '../server/domain/membershipBilling';

async function main() {
  const { db, close } = await database();
  try {
    const summary = await runBilling(db, paymentGateway(), new Date(), emailSender());
    console.log(`billing run: ${summary.charged} charged, ${summary.failed} failed`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
