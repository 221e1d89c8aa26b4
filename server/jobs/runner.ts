import { createHash } from 'node:crypto';
import os from 'node:os';
import PgBoss from 'pg-boss';
import { database, type Database } from '@/db';
import { errorText, log } from '@/server/platform/log';
import { serverEnv } from '@/server/platform/env';
import type { JobDefinition } from './job';

/**
 * The job runner: pg-boss over the site's own database, PGlite or PostgreSQL
 * alike (the same SQL through `Database.executeSql`). Every instance works the
 * same queues; pg-boss hands each job to one of them (a locked fetch), retries
 * a failed try after a delay that doubles, and takes a try that outlives its
 * `expireSeconds` as failed. Recurring work is one job per period: every
 * instance sends it each half minute, and the database keeps the first.
 * (docs/decisions.md, "Jobs")
 */

export const JOB_SCHEMA = 'pgboss';
/** Finished jobs stay listed this long; it must outlast the longest period (BILLING_INTERVAL_MINUTES, at most a week) so a period's job is never sent again. */
const KEPT_SECONDS = 8 * 86_400;
const RECURRING_SEND_MS = 30_000;

export interface WorkOptions {
  /** How often this instance asks for work. */
  pollingSeconds?: number;
  /** Jobs recorded elsewhere that must exist (a schedule made before this release): sent once working starts, which is harmless when they do. */
  backlog?: () => Promise<void>;
}

export interface JobRunner {
  /** Queues one run of `job`, at `at` (default now); with a key, sending it again while that job is kept changes nothing. */
  enqueue<Data>(job: JobDefinition<Data>, data: Data, options?: { at?: Date; key?: string }): Promise<void>;
  /** Works `jobs` here and sends the recurring ones. */
  work(jobs: JobDefinition<never>[], options?: WorkOptions): Promise<void>;
  /** Stops working and sending, waiting for a run under way. */
  stop(): Promise<void>;
}

/** pg-boss wants a UUID for a job's id: one derived from the key, so sending the same key twice makes one job. */
export function jobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const tries = (job: JobDefinition<never>) => ({
  retryLimit: job.retries,
  retryDelay: job.retryDelaySeconds,
  retryBackoff: true,
  expireInSeconds: job.expireSeconds,
});

/** PostgreSQL's code for a transaction it rolled back because it and another waited on each other. */
const DEADLOCK_DETECTED = '40P01';
const QUEUE_CREATE_TRIES = 5;
const isDeadlock = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK_DETECTED;

/** Where a run happened, for the job list. */
const instanceName = () => `${os.hostname()}:${serverEnv().PORT}`;

/** A runner over `db`, started: creating or migrating its tables takes pg-boss's own lock, so instances starting together take turns. */
export async function createJobRunner(db: Database): Promise<JobRunner> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
    schema: JOB_SCHEMA,
    // Recurring work is sent by `work` below, with its period as the job's slot: pg-boss's cron counts whole minutes only.
    schedule: false,
    archiveCompletedAfterSeconds: KEPT_SECONDS,
  });
  boss.on('error', (error) => log.warn({ err: errorText(error) }, 'job runner upkeep failed; it tries again'));
  await boss.start();
  const queues = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  const queue = async (name: string) => {
    if (queues.has(name)) return;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await boss.createQueue(name);
        break;
      } catch (error) {
        // Instances starting together create their queues at once, and PostgreSQL may end one of two such transactions
        // as a deadlock; it is made to be run again. Anything else fails the start, which is tried again later.
        if (!isDeadlock(error) || attempt >= QUEUE_CREATE_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 200 * attempt));
      }
    }
    queues.add(name);
  };

  return {
    async enqueue(job, data, options = {}) {
      await queue(job.name);
      await boss.send(job.name, data as object, {
        ...tries(job as JobDefinition<never>),
        ...(options.at ? { startAfter: options.at } : {}),
        ...(options.key ? { id: jobId(job.name, options.key) } : {}),
      });
    },

    async work(jobs, options = {}) {
      // Everything that can fail comes before the first worker: a start that failed can simply be tried again.
      for (const job of jobs) await queue(job.name);
      for (const job of jobs) {
        await boss.work<never>(job.name, { pollingIntervalSeconds: options.pollingSeconds ?? 2 }, async ([run]) => ({
          summary: await job.run(run!.data),
          ranOn: instanceName(),
        }));
      }
      const recurring = jobs.filter((job) => (job.everyMinutes?.() ?? 0) > 0);
      const sendRecurring = async () => {
        for (const job of recurring) {
          try {
            // The slot is the period the database's clock is in: of every instance's sends in one period, the first makes the job.
            await boss.send(job.name, {}, { ...tries(job), singletonKey: job.name, singletonSeconds: (job.everyMinutes?.() ?? 0) * 60 });
          } catch (error) {
            log.warn({ job: job.name, err: errorText(error) }, 'could not queue a recurring job; next try in 30 s');
          }
        }
      };
      await sendRecurring();
      timers.push(setInterval(() => void sendRecurring(), RECURRING_SEND_MS).unref());
      await options.backlog?.().catch((error: unknown) => log.warn({ err: errorText(error) }, 'could not queue the jobs recorded before start'));
    },

    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ close: false });
    },
  };
}

// API routes and instrumentation are separate bundles: the process's runner lives on globalThis, like its database.
const HOLDER = Symbol.for('homeclean.jobs');
const holder = globalThis as { [HOLDER]?: Promise<JobRunner> };

/** This process's runner over its database, started on first use (a failed start is tried again on the next use). */
export function jobRunner(): Promise<JobRunner> {
  const starting = (holder[HOLDER] ??= database()
    .then(createJobRunner)
    .catch((error: unknown) => {
      if (holder[HOLDER] === starting) delete holder[HOLDER];
      throw error;
    }));
  return starting;
}

/** Stops this process's runner, if it started; the next use starts another (tests, each on a database of its own). */
export async function stopJobRunner(): Promise<void> {
  const running = holder[HOLDER];
  delete holder[HOLDER];
  await (await running?.catch(() => null))?.stop();
}
