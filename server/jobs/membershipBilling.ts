import { database } from '@/db';
import { serverEnv } from '@/server/platform/env';
import { emailSender } from '../email';
import { paymentGateway } from '../payments';
import { runBilling } from '../domain/membershipBilling';
import type { JobDefinition } from './job';

/**
 * Membership billing every BILLING_INTERVAL_MINUTES (0 turns it off, e.g.
 * where `npm run billing:run` runs from a scheduler). A run charges every due
 * period once, whatever ran before it (server/domain/membershipBilling.ts),
 * so a retry after a lost answer charges nothing twice.
 */
export const membershipBillingJob: JobDefinition = {
  name: 'membership-billing',
  title: 'Membership billing',
  retries: 3,
  retryDelaySeconds: 60,
  // Each charge waits on the payment provider; a long run is not a dead one.
  expireSeconds: 3600,
  everyMinutes: () => serverEnv().BILLING_INTERVAL_MINUTES,
  async run() {
    const { charged, failed } = await runBilling((await database()).db, paymentGateway(), new Date(), emailSender());
    return `${charged} charged, ${failed} failed`;
  },
};
