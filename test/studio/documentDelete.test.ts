/**
 * @jest-environment node
 */
import '@/server/testing/studioEnv';
import documentRoute from '@/studio-local/api/documents/[id]';
import peopleRoute from '@/studio-local/api/people/index';
import { getCampaign } from '@/server/content';
import { contentStore } from '@/studio-local/store/documents';
import { callApi } from '@/server/testing/apiRoute';
import { asStudio, linkSignIn, setupAdmin, type StudioSession } from '@/server/testing/studioSessions';
import { harnessWithOutbox } from '@/server/testing/harness';

/** Deleting in the studio is safe and undoable (issue 48): a draft id names the draft alone, uses are shown first, history restores. */

const { sent } = harnessWithOutbox();

let admin: StudioSession;
let secondAdmin: StudioSession;
beforeAll(async () => {
  admin = await setupAdmin('admin@example.com');
  expect((await callApi(peopleRoute, asStudio(admin, { method: 'POST', body: { email: 'second@example.com', role: 'admin' } }))).status).toBe(201);
  secondAdmin = await linkSignIn(sent, 'second@example.com');
});

type Pair = { published: Record<string, unknown> | null; draft: Record<string, unknown> | null; history: { rev: string; action: string }[] };
const read = async (id: string) => (await callApi(documentRoute, asStudio(admin, { query: { id } }))).body as Pair;
const call = (method: string, id: string, options: { query?: Record<string, string>; body?: unknown } = {}) =>
  callApi(documentRoute, asStudio(admin, { method, query: { id, ...options.query }, body: options.body }));
const revOf = (pair: Pair) => String((pair.draft ?? pair.published)!._rev);

describe('deleting a document in the studio', () => {
  it('by its draft id removes the draft only: the published campaign and the prices it grants stay', async () => {
    const published = (await read('campaign.spring-clean')).published!;
    const saved = await call('PUT', 'campaign.spring-clean', { body: { document: { ...published, discountAmount: 7 }, ifRevision: published._rev } });
    expect(saved.status).toBe(200);

    const answer = await call('DELETE', 'drafts.campaign.spring-clean', { query: { ifRevision: String((saved.body.draft as { _rev: string })._rev) } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: ['drafts.campaign.spring-clean'], published: 'campaign.spring-clean' });
    const after = await read('campaign.spring-clean');
    expect(after.draft).toBeNull();
    expect(after.published).toEqual(published);
    expect(await getCampaign('spring-clean')).toMatchObject({ campaignId: 'spring-clean', discountCents: 500 });
    // With no draft left, the draft id names nothing.
    expect((await call('DELETE', 'drafts.campaign.spring-clean', { query: { ifRevision: String(published._rev) } })).status).toBe(404);
  });

  it('of a document still in use is refused with the list of uses, and nothing changes', async () => {
    const before = await contentStore().list();
    const brand = await read('brand.tidy-nest');
    const answer = await call('DELETE', 'brand.tidy-nest', { query: { ifRevision: revOf(brand) } });
    expect(answer.status).toBe(409);
    const uses = answer.body.uses as { documentId?: string; what: string }[];
    expect(uses.map((u) => u.what).join('\n')).toMatch(/site at tidy-nest\.com/);
    const campaign = await read('campaign.spring-clean');
    const live = await call('DELETE', 'campaign.spring-clean', { query: { ifRevision: revOf(campaign) } });
    expect(live.status).toBe(409);
    expect((live.body.uses as { what: string }[])[0]!.what).toMatch(/utm_campaign=spring-clean/);
    expect(await contentStore().list()).toEqual(before);
  });

  it('confirmed, removes the published document, which history restores with its prices back', async () => {
    const campaign = await read('campaign.spring-clean');
    const answer = await call('DELETE', 'campaign.spring-clean', { query: { ifRevision: revOf(campaign), confirm: 'uses' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ deleted: ['campaign.spring-clean'], restoreRev: expect.any(String) });
    expect(await getCampaign('spring-clean')).toBeNull();

    // Still found by its history, from which the studio restores it.
    const deleted = await read('campaign.spring-clean');
    expect(deleted).toMatchObject({ published: null, draft: null });
    expect(deleted.history[0]).toMatchObject({ action: 'delete', rev: answer.body.restoreRev });
    const restored = await call('POST', 'campaign.spring-clean', { query: { action: 'restore' }, body: { rev: answer.body.restoreRev, ifRevision: null } });
    expect(restored.status).toBe(200);
    // A campaign on every brand goes live again only with a second admin's approval, as any such campaign does.
    const rev = (restored.body.draft as { _rev: string })._rev;
    expect(
      (
        await callApi(
          documentRoute,
          asStudio(secondAdmin, { method: 'POST', query: { id: 'campaign.spring-clean', action: 'approve' }, body: { ifRevision: rev } }),
        )
      ).status,
    ).toBe(200);
    const publish = await call('POST', 'campaign.spring-clean', {
      query: { action: 'publish' },
      body: { ifRevision: rev },
    });
    expect([publish.status, publish.body.error]).toEqual([200, undefined]);
    expect(await getCampaign('spring-clean')).toMatchObject({ campaignId: 'spring-clean', discountCents: 500 });
  });

  it('of a document nothing uses needs no confirmation', async () => {
    const made = await callApi(
      (await import('@/studio-local/api/documents/index')).default,
      asStudio(admin, {
        method: 'POST',
        body: {
          type: 'campaign',
          document: { title: 'Unused', campaignId: 'unused-one', discountAmount: 3, endsAt: '2020-02-01T00:00:00.000Z', startsAt: '2020-01-01T00:00:00.000Z' },
        },
      }),
    );
    expect(made.status).toBe(201);
    const id = String((made.body.draft as { _id: string })._id).replace(/^drafts\./, '');
    const answer = await call('DELETE', id, { query: { ifRevision: revOf(await read(id)) } });
    expect(answer.status).toBe(200);
  });
});
