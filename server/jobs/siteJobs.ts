import { careEmailsJob } from './careEmails';
import { errorText, log } from '@/server/platform/log';
import { contentScheduleJob, queuePendingSchedules } from './contentSchedule';
import type { JobDefinition } from './job';
import { membershipBillingJob } from './membershipBilling';
import { retentionJob } from './retention';
import { paymentSweepJob } from './paymentSweep';
import { jobRunner } from './runner';

/** Every kind of job the site runs. */
export const SITE_JOBS: JobDefinition<never>[] = [contentScheduleJob, membershipBillingJob, paymentSweepJob, careEmailsJob, retentionJob];

const RETRY_START_MS = 30_000;

/**
 * Called once per server process (instrumentation.ts), not awaited: this
 * instance works every queue. Serving does not wait for it; while the
 * database cannot be reached it tries again every 30 s.
 */
export async function startSiteJobs(): Promise<void> {
  for (;;) {
    try {
      return await (await jobRunner()).work(SITE_JOBS, { backlog: queuePendingSchedules });
    } catch (error) {
      log.error({ err: errorText(error) }, 'job runner not started; next try in 30 s');
      await new Promise((resolve) => setTimeout(resolve, RETRY_START_MS).unref());
    }
  }
}
