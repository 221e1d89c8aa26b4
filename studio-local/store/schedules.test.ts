/**
 * @jest-environment node
 */
import '../../server/testing/studioEnv';
import jobsRoute from '@/studio-local/api/jobs';
import scheduleRoute from '@/studio-local/api/schedules/[id]';
import schedulesRoute from '@/studio-local/api/schedules/index';
import { eq, inArray } from 'drizzle-orm';
import { contentSchedules, studioUsers } from '@/db/schema';
import { contentStore } from '@/studio-local/store/documents';
import { withPreview } from '@/server/site/brandPage';
import type { JobView } from '@/studio-local/store/types';
import { contentScheduleJob } from './scheduleJob';
import { callApi, type ApiCall } from '../../server/testing/apiRoute';
import { startHarness, type Harness } from '../../server/testing/harness';
import { nextScheduledChange } from '@/server/site/scheduledChange';
import { INTERRUPTED } from './schedules';
import { openSession } from '../access/sessions';

/** Scheduled publishing through its real routes and its job: set, listed, queued, cancelled, and run exactly once. */

let api: Harness;
const sessions: Record<string, ApiCall> = {};
beforeAll(async () => {
  api = await startHarness();
  for (const [email, role] of [
    ['marketer@example.com', 'marketer'],
    ['analyst@example.com', 'analyst'],
    ['editor@example.com', 'editor'],
    ['lead@example.com', 'admin'],
  ] as const) {
    const [user] = await api.database.db.insert(studioUsers).values({ email, role, invitedBy: 'lead@example.com' }).returning({ id: studioUsers.id });
    const opened = await openSession(user!.id);
    sessions[role] = { cookies: { studio_session: opened.secret }, headers: { 'x-studio-csrf': opened.csrf } };
  }
}, 60_000);
afterAll(() => api.close());

const as = (role: string, call: ApiCall): ApiCall => ({ ...call, cookies: sessions[role]!.cookies, headers: { ...sessions[role]!.headers, ...call.headers } });
/** What the schedule's job does when the runner hands it to an instance. */
const runJob = (schedule: number) => contentScheduleJob.run({ schedule, documentId: DOC, action: 'publish' });
const DOC = 'adGroup.148203961127';

describe('scheduled publishing', () => {
  it('is refused for a time that has passed, a role that may not edit the type, or an unknown document', async () => {
    const past = await callApi(
      schedulesRoute,
      as('marketer', { method: 'POST', body: { documentId: DOC, action: 'publish', runAt: '2020-01-01T00:00:00.000Z' } }),
    );
    expect(past.status).toBe(400);
    expect(past.body.error).toMatch(/has passed/);
    expect(
      (
        await callApi(
          schedulesRoute,
          as('marketer', { method: 'POST', body: { documentId: 'brand.tidy-nest', action: 'publish', runAt: new Date(Date.now() + 60_000).toISOString() } }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await callApi(
          schedulesRoute,
          as('analyst', { method: 'POST', body: { documentId: DOC, action: 'publish', runAt: new Date(Date.now() + 60_000).toISOString() } }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await callApi(
          schedulesRoute,
          as('marketer', { method: 'POST', body: { documentId: 'adGroup.nope', action: 'publish', runAt: new Date(Date.now() + 60_000).toISOString() } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          schedulesRoute,
          as('marketer', { method: 'POST', body: { documentId: DOC, action: 'delete', runAt: new Date(Date.now() + 60_000).toISOString() } }),
        )
      ).status,
    ).toBe(400);
  });

  it('queues one job at the schedule’s time, which publishes once, recorded as by the person who scheduled it; a cancelled one changes nothing', async () => {
    const store = contentStore();
    const { published } = await store.get(DOC);
    await store.as('marketer@example.com').saveDraft({ ...published!, title: 'Scheduled wording' }, published!._rev as string);

    const soon = new Date(Date.now() + 60_000).toISOString();
    const created = await callApi(schedulesRoute, as('marketer', { method: 'POST', body: { documentId: DOC, action: 'publish', runAt: soon } }));
    expect(created.status).toBe(201);
    const id = (created.body.schedule as { id: number }).id;
    const cancelled = await callApi(schedulesRoute, as('marketer', { method: 'POST', body: { documentId: DOC, action: 'unpublish', runAt: soon } }));
    const cancelledId = (cancelled.body.schedule as { id: number }).id;
    expect((await callApi(scheduleRoute, as('marketer', { method: 'DELETE', query: { id: String(cancelledId) } }))).status).toBe(200);
    expect((await callApi(scheduleRoute, as('marketer', { method: 'DELETE', query: { id: String(cancelledId) } }))).status).toBe(409);

    // The job list is the admins' alone.
    for (const role of ['editor', 'marketer', 'analyst']) expect((await callApi(jobsRoute, as(role, {}))).status).toBe(403);
    expect((await callApi(jobsRoute, {})).status).toBe(401);
    const queued = ((await callApi(jobsRoute, as('admin', {}))).body.jobs as JobView[]).filter((job) => job.title.startsWith('Scheduled publishing'));
    expect(queued.map((job) => ({ title: job.title, state: job.state, dueAt: job.dueAt, attempts: job.attempts }))).toEqual([
      { title: `Scheduled publishing: publish ${DOC}`, state: 'waiting', dueAt: soon, attempts: 0 },
      { title: `Scheduled publishing: unpublish ${DOC}`, state: 'waiting', dueAt: soon, attempts: 0 },
    ]);

    // Tried three times at once (a retry racing a slow first try): one publishes; each other try either meets it
    // running (fails, to be retried later) or, if it came after the first finished, finds nothing to do.
    const outcomes = await Promise.allSettled([runJob(id), runJob(id), runJob(id)]);
    const answers = outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message));
    expect(answers.filter((a) => a === 'Published; pages show it from their next visit.')).toHaveLength(1);
    for (const other of answers.filter((a) => a !== 'Published; pages show it from their next visit.')) {
      expect(['Another try is running this schedule; this one is tried again later.', 'Nothing to do: the schedule has run.']).toContain(other);
    }
    expect(await runJob(id)).toBe('Nothing to do: the schedule has run.');
    expect(await contentScheduleJob.run({ schedule: cancelledId, documentId: DOC, action: 'unpublish' })).toBe('Nothing to do: the schedule was cancelled.');
    expect((await store.get(DOC)).published?.title).toBe('Scheduled wording');
    const history = await store.history(DOC);
    expect(history.filter((h) => h.action === 'publish').map((h) => h.by)).toEqual(['marketer@example.com (scheduled)']);
    expect(history.some((h) => h.action === 'unpublish')).toBe(false);

    const listed = (await callApi(schedulesRoute, as('marketer', { query: { documentId: DOC } }))).body.schedules as { id: number; status: string }[];
    expect(listed.find((s) => s.id === id)?.status).toBe('done');
    expect(listed.find((s) => s.id === cancelledId)?.status).toBe('cancelled');

    await store.as('marketer@example.com').saveDraft({ ...published!, _id: DOC }, (await store.get(DOC)).published!._rev as string);
    await store.publish(DOC);
  });

  it('runs with its creator’s rights as they are then, and marks a run whose instance never finished as interrupted, not run again', async () => {
    const { db } = api.database;
    const past = new Date(Date.now() - 60_000);
    const [gone] = await db
      .insert(contentSchedules)
      .values({ documentId: DOC, documentType: 'adGroupWording', action: 'unpublish', runAt: past, createdBy: 'gone@example.com' })
      .returning();
    const [analysts] = await db
      .insert(contentSchedules)
      .values({ documentId: DOC, documentType: 'adGroupWording', action: 'unpublish', runAt: past, createdBy: 'analyst@example.com' })
      .returning();
    const [stuck] = await db
      .insert(contentSchedules)
      .values({
        documentId: DOC,
        documentType: 'adGroupWording',
        action: 'unpublish',
        runAt: past,
        createdBy: 'marketer@example.com',
        status: 'running',
        claimedAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    for (const row of [gone!, analysts!, stuck!]) await contentScheduleJob.run({ schedule: row.id, documentId: DOC, action: 'unpublish' });
    expect((await contentStore().get(DOC)).published).not.toBeNull();
    const rows = await db
      .select()
      .from(contentSchedules)
      .where(inArray(contentSchedules.id, [gone!.id, analysts!.id, stuck!.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(gone!.id)).toMatchObject({ status: 'failed', outcome: expect.stringMatching(/gone@example.com no longer may change/) });
    expect(byId.get(analysts!.id)).toMatchObject({ status: 'failed', outcome: expect.stringMatching(/analyst@example.com no longer may change/) });
    expect(byId.get(stuck!.id)).toMatchObject({ status: 'failed', outcome: INTERRUPTED });
  });

  it('gives a page rendered before a scheduled change a lifetime that ends at its time, and the usual window once it has run', async () => {
    const page = withPreview(async () => ({ props: {}, revalidate: 300 }));
    const render = async () => ((await page({ params: {} })) as { revalidate: number }).revalidate;
    expect(await nextScheduledChange()).toBeNull();
    expect(await render()).toBe(300);

    const runAt = new Date(Date.now() + 120_000);
    const created = await callApi(
      schedulesRoute,
      as('marketer', { method: 'POST', body: { documentId: DOC, action: 'unpublish', runAt: runAt.toISOString() } }),
    );
    expect(await nextScheduledChange()).toEqual(runAt);
    const lifetime = await render();
    expect(lifetime).toBeLessThanOrEqual(120);
    expect(lifetime).toBeGreaterThan(60);

    expect(
      (await callApi(scheduleRoute, as('marketer', { method: 'DELETE', query: { id: String((created.body.schedule as { id: number }).id) } }))).status,
    ).toBe(200);
    expect(await render()).toBe(300);
  });

  it('sees a schedule another instance made within a second', async () => {
    expect(await nextScheduledChange()).toBeNull();
    const runAt = new Date(Date.now() + 300_000);
    // Written straight to the table, as another instance's studio would: this process was not told.
    await api.database.db
      .insert(contentSchedules)
      .values({ documentId: DOC, documentType: 'adGroup', action: 'publish', runAt, createdBy: 'marketer@example.com' });
    const deadline = Date.now() + 1_500;
    let seen = await nextScheduledChange();
    while (seen === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await nextScheduledChange();
    }
    expect(seen).toEqual(runAt);
    await api.database.db.delete(contentSchedules).where(eq(contentSchedules.runAt, runAt));
  });
});
