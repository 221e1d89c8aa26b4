import { database } from '@/db';
import { emailSender } from '../email';
import { paymentGateway } from '../payments';
import { deleteOldDeclines } from '../domain/paymentDeclines';
import { deleteExpiredIntents } from '../domain/pricing';
import { settleAbandonedPayments } from '../domain/purchaseHolds';
import type { JobDefinition } from './job';

/**
 * Every 10 minutes: a payment abandoned midway is settled after an hour
 * (whatever was taken refunded and the buyer told, the stock held for it
 * given back), quotes nobody bought are deleted a day after they expired,
 * and declines past the card-testing limits' window are dropped. Each step
 * is safe to repeat: what is settled or gone is not touched again.
 */
export const paymentSweepJob: JobDefinition = {
  name: 'payment-sweep',
  title: 'Payment sweep',
  retries: 2,
  retryDelaySeconds: 60,
  expireSeconds: 900,
  everyMinutes: () => 10,
  async run() {
    const { db } = await database();
    const now = new Date();
    const settled = await settleAbandonedPayments(db, paymentGateway(), now, emailSender());
    const deleted = await deleteExpiredIntents(db, now);
    await deleteOldDeclines(db, now);
    return `${settled.released} holds given back, ${settled.refunded} payments refunded, ${deleted} expired quotes deleted`;
  },
};
