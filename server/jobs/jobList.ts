import { sql } from 'drizzle-orm';
import { database, sqlRows, type Database } from '@/db';
import type { JobView } from './job';
import type { JobDefinition } from './job';
import { JOB_SCHEMA, jobRunner } from './runner';

type Row = {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retry_count: number;
  retry_limit: number;
  due_ms: number;
  period_ms: number | null;
  started_ms: number | null;
  finished_ms: number | null;
  data: Record<string, unknown> | null;
  output: Record<string, unknown> | null;
};

const STATES: Record<Row['state'], JobView['state']> = {
  created: 'waiting',
  retry: 'retrying',
  active: 'running',
  completed: 'done',
  cancelled: 'cancelled',
  failed: 'failed',
};
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const text = (value: unknown) => (typeof value === 'string' ? value : null);

function title(row: Row, jobs: Pick<JobDefinition<never>, 'name' | 'title'>[]): string {
  const kind = jobs.find((job) => job.name === row.name)?.title ?? row.name;
  const action = text(row.data?.action);
  const document = text(row.data?.documentId);
  return action && document ? `${kind}: ${action} ${document}` : kind;
}

function view(row: Row, jobs: Pick<JobDefinition<never>, 'name' | 'title'>[]): JobView {
  const state = STATES[row.state];
  const finished = state === 'done' || state === 'failed' || state === 'cancelled';
  return {
    id: row.id,
    title: title(row, jobs),
    state,
    // pg-boss counts retries once a retry has started; a job not started yet has made no try.
    attempts: row.started_ms === null ? 0 : Number(row.retry_count) + 1,
    maxAttempts: Number(row.retry_limit) + 1,
    dueAt: iso(row.due_ms) as string,
    periodFrom: iso(row.period_ms),
    startedAt: iso(row.started_ms),
    finishedAt: finished ? iso(row.finished_ms) : null,
    result: state === 'done' ? text(row.output?.summary) : null,
    error: state === 'retrying' || state === 'failed' ? (text(row.output?.message) ?? 'It stopped without saying why.') : null,
    ranOn: state === 'done' ? text(row.output?.ranOn) : null,
  };
}

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * Jobs waiting, running or retrying (soonest first), then the `limit` most recently finished, in a database whose
 * runner has started, named after their definitions in `jobs`; pg-boss's own bookkeeping queues are left out.
 */
export async function listJobs({ db }: Pick<Database, 'db'>, jobs: Pick<JobDefinition<never>, 'name' | 'title'>[], limit = 100): Promise<JobView[]> {
  const columns = sql`id::text, name, state::text as state, retry_count, retry_limit, data, output,
    ${epochMs('start_after')} as due_ms, ${epochMs('singleton_on')} as period_ms, ${epochMs('started_on')} as started_ms, ${epochMs('completed_on')} as finished_ms`;
  const table = sql.raw(`${JOB_SCHEMA}.job`);
  const ours = sql`name not like '\\_\\_pgboss\\_\\_%'`;
  const open = await sqlRows<Row>(db, sql`select ${columns} from ${table} where ${ours} and state < 'completed' order by start_after, created_on`);
  const finished = await sqlRows<Row>(
    db,
    sql`select ${columns} from ${table} where ${ours} and state >= 'completed' order by completed_on desc limit ${limit}`,
  );
  return [...open, ...finished].map((row) => view(row, jobs));
}

/** The studio's Jobs screen: this site's `jobs` (the runner is started first, so its tables exist). */
export async function recentJobs(jobs: Pick<JobDefinition<never>, 'name' | 'title'>[], limit = 100): Promise<JobView[]> {
  await jobRunner();
  return listJobs(await database(), jobs, limit);
}
