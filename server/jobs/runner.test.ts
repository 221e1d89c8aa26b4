/**
 * @jest-environment node
 */
import type { Database } from '@/db';
import type { JobView } from '@/studio-local/store/types';
import { testDatabases } from '../testing/testDatabases';
import type { JobDefinition } from './job';
import { listJobs } from './jobList';
import { createJobRunner, type JobRunner } from './runner';

/**
 * The job runner as two instances see it: two runners on one database
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set, each runner with a
 * connection pool of its own, as two servers have), working the same queues.
 */

jest.setTimeout(60_000);

const until = async (what: () => Promise<boolean>, deadlineMs = 30_000) => {
  const deadline = Date.now() + deadlineMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('the jobs never got there');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const definitions: JobDefinition<never>[] = [];
function job(name: string, run: JobDefinition<{ n?: number }>['run'], options: Partial<JobDefinition<{ n?: number }>> = {}): JobDefinition<{ n?: number }> {
  const definition = { name, title: `Test ${name}`, retries: 0, retryDelaySeconds: 1, expireSeconds: 60, run, ...options };
  definitions.push(definition as JobDefinition<never>);
  return definition;
}

describe.each(testDatabases('job_runner'))('job runner ($name)', (test) => {
  let databases: Database[] = [];
  let runners: JobRunner[] = [];
  beforeAll(async () => {
    const first = await test.open();
    // On PostgreSQL the second instance has a pool of its own; PGlite is one process's database, shared as it is.
    databases = [first, test.name === 'PGlite' ? first : await test.open()];
    runners = await Promise.all(databases.map(createJobRunner));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await Promise.all([...new Set(databases)].map((database) => database.close()));
    await test.drop?.();
  });
  const jobs = async (title: string): Promise<JobView[]> => (await listJobs(databases[0]!, definitions)).filter((j) => j.title === title);

  it('runs each queued job once, on whichever instance takes it, and lists what it reported', async () => {
    const runs: number[] = [];
    const counting = job('counting', async ({ n }) => {
      runs.push(n as number);
      return `counted ${n}`;
    });
    for (const runner of runners) await runner.work([counting as JobDefinition<never>], { pollingSeconds: 0.5 });
    for (let n = 0; n < 6; n += 1) await runners[n % 2]!.enqueue(counting, { n });
    await until(async () => (await jobs('Test counting')).filter((j) => j.state === 'done').length === 6);
    expect(runs.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const listed = await jobs('Test counting');
    expect(listed.map((j) => j.result).sort()).toEqual(['counted 0', 'counted 1', 'counted 2', 'counted 3', 'counted 4', 'counted 5']);
    expect(listed.every((j) => j.attempts === 1 && j.maxAttempts === 1 && j.error === null && j.ranOn !== null)).toBe(true);
  });

  it('starts working when creating a queue first ends as a deadlock, as instances starting together can', async () => {
    const first = databases[0]!;
    const deadlocks: string[] = [];
    // The database answers the first two queue creations as PostgreSQL answers the loser of a deadlock.
    const contended: Database = {
      ...first,
      executeSql: (text, values) => {
        if (text.includes('create_queue(') && deadlocks.length < 2) {
          deadlocks.push(text);
          return Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
        }
        return first.executeSql(text, values);
      },
    };
    const runner = await createJobRunner(contended);
    try {
      const ran: string[] = [];
      const contendedJob = job('contended', async () => {
        ran.push('ran');
        return 'ran';
      });
      await runner.work([contendedJob as JobDefinition<never>], { pollingSeconds: 0.5 });
      await runner.enqueue(contendedJob, {});
      await until(async () => ran.length === 1);
      expect(deadlocks).toHaveLength(2);
    } finally {
      await runner.stop();
    }
  });

  it('makes one job of the same key sent twice, due when asked', async () => {
    const later = job('later', async () => 'ran');
    const at = new Date(Date.now() + 3_600_000);
    await runners[0]!.enqueue(later, {}, { at, key: 'schedule-7' });
    await runners[1]!.enqueue(later, {}, { at, key: 'schedule-7' });
    expect((await jobs('Test later')).map((j) => ({ state: j.state, dueAt: j.dueAt, attempts: j.attempts }))).toEqual([
      { state: 'waiting', dueAt: at.toISOString(), attempts: 0 },
    ]);
  });

  it('tries a failed job again, and lists the last error of one that failed for good', async () => {
    let tries = 0;
    const flaky = job(
      'flaky',
      async () => {
        tries += 1;
        if (tries === 1) throw new Error('payment provider unreachable');
        return 'charged on the second try';
      },
      { retries: 2 },
    );
    const broken = job('broken', async () => {
      throw new Error('no card on file');
    });
    for (const runner of runners) await runner.work([flaky, broken] as JobDefinition<never>[], { pollingSeconds: 0.5 });
    await runners[0]!.enqueue(flaky, {});
    await runners[1]!.enqueue(broken, {});
    await until(async () => (await jobs('Test flaky'))[0]?.state === 'done' && (await jobs('Test broken'))[0]?.state === 'failed');
    expect((await jobs('Test flaky')).map((j) => ({ attempts: j.attempts, maxAttempts: j.maxAttempts, result: j.result, error: j.error }))).toEqual([
      { attempts: 2, maxAttempts: 3, result: 'charged on the second try', error: null },
    ]);
    expect((await jobs('Test broken')).map((j) => ({ attempts: j.attempts, error: j.error, result: j.result }))).toEqual([
      { attempts: 1, error: 'no card on file', result: null },
    ]);
  });

  it('runs recurring work once per period, however many instances send it', async () => {
    let runs = 0;
    const hourly = job('hourly', async () => `run ${(runs += 1)}`, { everyMinutes: () => 60 });
    for (const runner of runners) await runner.work([hourly as JobDefinition<never>], { pollingSeconds: 0.5 });
    await until(async () => (await jobs('Test hourly'))[0]?.state === 'done');
    // Both instances sent this period's job when they started; each sends again every half minute.
    for (const runner of runners) await runner.work([hourly as JobDefinition<never>], { pollingSeconds: 0.5 });
    const listed = await jobs('Test hourly');
    expect(listed).toHaveLength(1);
    expect(runs).toBe(1);
    const sent = Date.parse(listed[0]!.dueAt);
    expect(listed[0]).toMatchObject({ state: 'done', periodFrom: new Date(sent - (sent % 3_600_000)).toISOString(), result: 'run 1' });
  });
});
