import { SERVER_JOBS, startJobs } from '@/server/jobs/siteJobs';
import type { JobDefinition } from '@/server/jobs/job';
import { contentScheduleJob, queuePendingSchedules } from './store/scheduleJob';

/**
 * Every kind of job the site runs: the server's own, and the studio's scheduled publishing, which needs the studio's
 * store. Composed here so that `server/` never imports the studio.
 */
export const SITE_JOBS: JobDefinition<never>[] = [contentScheduleJob, ...SERVER_JOBS];

/** Called once per server process (instrumentation.ts): schedules due while no instance ran are queued first. */
export const startSiteJobs = () => startJobs(SITE_JOBS, queuePendingSchedules);
