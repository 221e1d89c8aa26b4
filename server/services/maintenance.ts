import { database } from '@/db';
import { errorText, log } from '@/lib/platform/log';
import { serverEnv } from '@/lib/platform/env/server';
import { emailSender } from '../email';
import { paymentGateway } from '../payments';
import { runBilling } from './membershipBilling';
import { deleteExpiredIntents } from './pricing';
import { deleteOldDeclines } from './paymentDeclines';
import { settleAbandonedPayments } from './purchaseHolds';

const EVERY_MS = 10 * 60_000;

/**
 * Periodic clean-up while the server runs: a payment abandoned midway is
 * settled after an hour (whatever was taken refunded and the buyer told, the
 * stock held for it given back), and quotes nobody bought are deleted a
 * day after they expired. Safe on several instances at once (a delete of
 * what is already gone deletes nothing).
 */
export function startMaintenance(): () => void {
  const sweep = async () => {
    try {
      const { db } = await database();
      const settled = await settleAbandonedPayments(db, paymentGateway(), new Date(), emailSender());
      if (settled.released || settled.refunded) log.info(settled, 'abandoned payments settled: stock given back, payments taken refunded');
      const deleted = await deleteExpiredIntents(db, new Date());
      if (deleted) log.info({ deleted }, 'expired price quotes deleted');
      await deleteOldDeclines(db, new Date());
    } catch (error) {
      log.warn({ err: errorText(error) }, 'price quote sweep failed; next try in 10 minutes');
    }
  };
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  void sweep();
  const stopBilling = startBillingTimer();
  return () => {
    clearInterval(timer);
    stopBilling();
  };
}

/**
 * Membership billing on a timer inside the server (BILLING_INTERVAL_MINUTES,
 * 0 turns it off, e.g. where `npm run billing:run` runs from a scheduler).
 * Safe on several instances: every charge is idempotent per period.
 */
function startBillingTimer(): () => void {
  const minutes = serverEnv().BILLING_INTERVAL_MINUTES;
  if (minutes === 0) return () => undefined;
  const bill = async () => {
    try {
      await runBilling((await database()).db, paymentGateway(), new Date(), emailSender());
    } catch (error) {
      log.warn({ err: errorText(error) }, 'membership billing run failed; next try on the timer');
    }
  };
  const timer = setInterval(() => void bill(), minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
