import { careEmailsJob } from './careEmails';
import { errorText, log } from '@/server/platform/log';
import type { JobDefinition } from './job';
import { membershipBillingJob } from './membershipBilling';
import { retentionJob } from './retention';
import { paymentSweepJob } from './paymentSweep';
import { jobRunner } from './runner';

/** The server's own kinds of job; the studio's scheduled publishing joins them in studio-local/jobs.ts. */
export const SERVER_JOBS: JobDefinition<never>[] = [membershipBillingJob, paymentSweepJob, careEmailsJob, retentionJob];

const RETRY_START_MS = 30_000;

/**
 * Called once per server process with every kind of job (studio-local/jobs.ts,
 * from instrumentation.ts), not awaited: this instance works every queue. Serving does not wait for it; while the
 * database cannot be reached it tries again every 30 s.
 */
export async function startJobs(jobs: JobDefinition<never>[], backlog?: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      return await (await jobRunner()).work(jobs, { backlog });
    } catch (error) {
      log.error({ err: errorText(error) }, 'job runner not started; next try in 30 s');
      await new Promise((resolve) => setTimeout(resolve, RETRY_START_MS).unref());
    }
  }
}
