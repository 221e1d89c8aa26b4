/**
 * @jest-environment node
 */
import '../testing/studioEnv';
import scheduleRoute from '@/pages/api/studio/schedules/[id]';
import schedulesRoute from '@/pages/api/studio/schedules/index';
import runRoute from '@/pages/api/studio/schedules/run';
import { inArray } from 'drizzle-orm';
import { contentSchedules, studioUsers } from '@/db/schema';
import { scheduleRunKey } from '@/lib/studio/auth';
import { contentStore } from '@/lib/studio/documents';
import { callApi, type ApiCall } from '../testing/apiRoute';
import { startHarness, type Harness } from '../testing/harness';
import { claimDueSchedules, INTERRUPTED } from './schedules';
import { openSession } from './sessions';

/** Scheduled publishing through its real routes: set, listed, cancelled, and run exactly once when due. */

let api: Harness;
const sessions: Record<string, ApiCall> = {};
beforeAll(async () => {
  api = await startHarness();
  for (const [email, role] of [
    ['marketer@example.com', 'marketer'],
    ['analyst@example.com', 'analyst'],
  ] as const) {
    const [user] = await api.database.db.insert(studioUsers).values({ email, role, invitedBy: 'lead@example.com' }).returning({ id: studioUsers.id });
    const opened = await openSession(user!.id);
    sessions[role] = { cookies: { studio_session: opened.secret }, headers: { 'x-studio-csrf': opened.csrf } };
  }
}, 60_000);
afterAll(() => api.close());

const as = (role: string, call: ApiCall): ApiCall => ({ ...call, cookies: sessions[role]!.cookies, headers: { ...sessions[role]!.headers, ...call.headers } });
const run = () => callApi(runRoute, { method: 'POST', headers: { 'x-schedule-key': scheduleRunKey()! } });
const DOC = 'adGroup.148203961127';

describe('scheduled publishing', () => {
  it('is refused for a time that has passed, a role that may not edit the type, or an unknown document', async () => {
    const past = await callApi(schedulesRoute, as('marketer', { method: 'POST', body: { documentId: DOC, action: 'publish', runAt: '2020-01-01T00:00:00.000Z' } }));
    expect(past.status).toBe(400);
    expect(past.body.error).toMatch(/has passed/);
    expect((await callApi(schedulesRoute, as('marketer', { method: 'POST', body: { documentId: 'brand.tidy-nest', action: 'publish', runAt: new Date(Date.now() + 60_000).toISOString() } }))).status).toBe(403);
    expect((await callApi(schedulesRoute, as('analyst', { method: 'POST', body: { documentId: DOC, action: 'publish', runAt: new Date(Date.now() + 60_000).toISOString() } }))).status).toBe(403);
    expect((await callApi(schedulesRoute, as('marketer', { method: 'POST', body: { documentId: 'adGroup.nope', action: 'publish', runAt: new Date(Date.now() + 60_000).toISOString() } }))).status).toBe(404);
    expect((await callApi(schedulesRoute, as('marketer', { method: 'POST', body: { documentId: DOC, action: 'delete', runAt: new Date(Date.now() + 60_000).toISOString() } }))).status).toBe(400);
  });

  it('runs a due publish once, recorded as by the person who scheduled it; a cancelled one never runs', async () => {
    const store = contentStore();
    const { published } = await store.get(DOC);
    await store.as('marketer@example.com').saveDraft({ ...published!, title: 'Scheduled wording' }, published!._rev as string);

    const soon = new Date(Date.now() + 1_000).toISOString();
    const created = await callApi(schedulesRoute, as('marketer', { method: 'POST', body: { documentId: DOC, action: 'publish', runAt: soon } }));
    expect(created.status).toBe(201);
    const cancelled = await callApi(schedulesRoute, as('marketer', { method: 'POST', body: { documentId: DOC, action: 'unpublish', runAt: soon } }));
    const cancelledId = String((cancelled.body.schedule as { id: number }).id);
    expect((await callApi(scheduleRoute, as('marketer', { method: 'DELETE', query: { id: cancelledId } }))).status).toBe(200);
    expect((await callApi(scheduleRoute, as('marketer', { method: 'DELETE', query: { id: cancelledId } }))).status).toBe(409);

    expect((await run()).body.ran).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_100));
    // Several instances' timers at the same moment: one runs it.
    const answers = await Promise.all([run(), run(), run()]);
    expect(answers.flatMap((a) => a.body.ran as unknown[])).toEqual([{ id: (created.body.schedule as { id: number }).id, status: 'done' }]);
    expect((await store.get(DOC)).published?.title).toBe('Scheduled wording');
    const history = await store.history(DOC);
    expect(history.filter((h) => h.action === 'publish').map((h) => h.by)).toEqual(['marketer@example.com (scheduled)']);
    expect(history.some((h) => h.action === 'unpublish')).toBe(false);

    const listed = (await callApi(schedulesRoute, as('marketer', { query: { documentId: DOC } }))).body.schedules as { status: string; createdBy: string }[];
    expect(listed.map((s) => s.status).sort()).toEqual(['cancelled', 'done']);
    expect(await claimDueSchedules(new Date(Date.now() + 86_400_000))).toEqual([]);

    await store.as('marketer@example.com').saveDraft({ ...published!, _id: DOC }, (await store.get(DOC)).published!._rev as string);
    await store.publish(DOC);
  });

  it('runs with its creator’s rights as they are then, and marks a run its instance never finished as interrupted, not run again', async () => {
    const { db } = api.database;
    const past = new Date(Date.now() - 60_000);
    const [gone] = await db.insert(contentSchedules).values({ documentId: DOC, documentType: 'adGroupWording', action: 'unpublish', runAt: past, createdBy: 'gone@example.com' }).returning();
    const [analysts] = await db.insert(contentSchedules).values({ documentId: DOC, documentType: 'adGroupWording', action: 'unpublish', runAt: past, createdBy: 'analyst@example.com' }).returning();
    const [stuck] = await db.insert(contentSchedules).values({ documentId: DOC, documentType: 'adGroupWording', action: 'unpublish', runAt: past, createdBy: 'marketer@example.com', status: 'running', claimedAt: new Date(Date.now() - 10 * 60_000) }).returning();
    const ran = (await run()).body.ran as { id: number; status: string }[];
    expect(ran).toEqual(expect.arrayContaining([{ id: gone!.id, status: 'failed' }, { id: analysts!.id, status: 'failed' }]));
    expect((await contentStore().get(DOC)).published).not.toBeNull();
    const rows = await db.select().from(contentSchedules).where(inArray(contentSchedules.id, [gone!.id, analysts!.id, stuck!.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(gone!.id)?.outcome).toMatch(/gone@example.com no longer may change/);
    expect(byId.get(stuck!.id)).toMatchObject({ status: 'failed', outcome: INTERRUPTED });
  });

  it('cannot be run by anyone without the server’s key', async () => {
    expect((await callApi(runRoute, { method: 'POST', headers: { 'x-schedule-key': 'guess' } })).status).toBe(404);
    expect((await callApi(runRoute, { method: 'POST' })).status).toBe(404);
  });
});
