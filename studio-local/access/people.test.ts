/**
 * @jest-environment node
 */
import { STUDIO_SETUP_TOKEN } from '../../server/testing/studioEnv';
import changesRoute from '@/studio-local/api/changes';
import documentRoute from '@/studio-local/api/documents/[id]';
import documentsRoute from '@/studio-local/api/documents/index';
import funnelRoute from '@/studio-local/api/funnel';
import personRoute from '@/studio-local/api/people/[id]';
import peopleRoute from '@/studio-local/api/people/index';
import sessionRoute from '@/studio-local/api/session';
import { callApi } from '../../server/testing/apiRoute';
import { asStudio, linkSignIn, setupAdmin, type StudioSession } from '../../server/testing/studioSessions';
import { harnessWithOutbox } from '../../server/testing/harness';

/**
 * The studio's people and roles through its real API routes over a real
 * database: the setup token makes the first admin once, everyone else signs
 * in with an emailed one-time link, and every route checks the role on every
 * request.
 */

const { sent } = harnessWithOutbox();

const as = asStudio;
const signIn = (email: string) => linkSignIn(sent, email);

// Each test starts from the same people, whatever ran before it: the lead admin (made with the setup token) and the
// three people it invited. A test that changes people changes people of its own.
let admin: StudioSession;
const INVITED = [
  ['editor@example.com', 'editor'],
  ['marketer@example.com', 'marketer'],
  ['analyst@example.com', 'analyst'],
] as const;
beforeAll(async () => {
  admin = await setupAdmin('Lead@Example.com');
  for (const [email, role] of INVITED) expect((await callApi(peopleRoute, as(admin, { method: 'POST', body: { email, role } }))).status).toBe(201);
});

describe('studio people', () => {
  it('the setup token signs nobody in once there is an admin', async () => {
    expect((await callApi(sessionRoute)).body).toMatchObject({ setupNeeded: false });
    expect((await callApi(sessionRoute, as(admin))).body).toMatchObject({ signedIn: true, user: { email: 'lead@example.com', role: 'admin' } });
    expect((await callApi(sessionRoute, { method: 'POST', body: { token: 'wrong-token-123', email: 'lead@example.com' } })).status).toBe(401);
    const again = await callApi(sessionRoute, { method: 'POST', body: { token: STUDIO_SETUP_TOKEN, email: 'intruder@example.com' } });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatch(/already has an admin/);
  });

  it('sign-in links work once, and an unknown address gets the same answer and no email', async () => {
    const before = sent.length;
    const unknown = await callApi(sessionRoute, { method: 'POST', body: { email: 'stranger@example.com' } });
    const known = await callApi(sessionRoute, { method: 'POST', body: { email: 'lead@example.com' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(sent.length).toBe(before + 1);
    expect(sent.every((m) => m.to !== 'stranger@example.com')).toBe(true);
    const token = /token=([\w-]+)/.exec(sent[sent.length - 1]!.text)![1];
    expect((await callApi(sessionRoute, { method: 'POST', body: { link: token } })).status).toBe(200);
    expect((await callApi(sessionRoute, { method: 'POST', body: { link: token } })).status).toBe(401);
    expect((await callApi(sessionRoute, { method: 'POST', body: { email: 'not an email' } })).status).toBe(400);
  });

  it('only admins manage people; invites are checked', async () => {
    expect((await callApi(peopleRoute, as(admin, { method: 'POST', body: { email: 'editor@example.com', role: 'editor' } }))).status).toBe(409);
    expect((await callApi(peopleRoute, as(admin, { method: 'POST', body: { email: 'x@example.com', role: 'owner' } }))).status).toBe(400);
    const editor = await signIn('editor@example.com');
    expect((await callApi(peopleRoute, as(editor))).status).toBe(403);
    expect((await callApi(peopleRoute, as(editor, { method: 'POST', body: { email: 'friend@example.com', role: 'admin' } }))).status).toBe(403);
    const listed = (await callApi(peopleRoute, as(admin))).body.people as { email: string; role: string; invitedBy: string | null }[];
    expect(listed.map((p) => [p.email, p.role, p.invitedBy])).toEqual(
      expect.arrayContaining([
        ['analyst@example.com', 'analyst', 'lead@example.com'],
        ['editor@example.com', 'editor', 'lead@example.com'],
        ['lead@example.com', 'admin', null],
        ['marketer@example.com', 'marketer', 'lead@example.com'],
      ]),
    );
    // Listed in address order.
    expect(listed.map((p) => p.email)).toEqual(listed.map((p) => p.email).sort());
  });

  it('an analyst reads the funnel and nothing else; a marketer cannot edit a brand but can edit ad wording', async () => {
    const analyst = await signIn('analyst@example.com');
    expect((await callApi(funnelRoute, as(analyst))).status).toBe(200);
    expect((await callApi(documentsRoute, as(analyst, { query: { type: 'brand' } }))).status).toBe(403);
    expect(
      (await callApi(documentRoute, as(analyst, { method: 'POST', query: { id: 'brand.tidy-nest', action: 'publish' }, body: { ifRevision: null } }))).status,
    ).toBe(403);

    const marketer = await signIn('marketer@example.com');
    const brand = await callApi(documentRoute, as(marketer, { query: { id: 'brand.tidy-nest' } }));
    expect(brand.status).toBe(200);
    const published = brand.body.published as Record<string, unknown>;
    const refused = await callApi(
      documentRoute,
      as(marketer, { method: 'PUT', query: { id: 'brand.tidy-nest' }, body: { document: { ...published, appName: 'Hijacked' }, ifRevision: published._rev } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/can read this but not change it/);
    expect((await callApi(documentsRoute, as(marketer, { method: 'POST', body: { type: 'brand', document: {} } }))).status).toBe(403);
    expect(
      (await callApi(documentsRoute, as(marketer, { method: 'POST', body: { type: 'adGroupWording', document: { headline: 'Spring offer' } } }))).status,
    ).toBe(201);
  });

  it('records who made each change, restores included; admins list recent changes', async () => {
    const editor = await signIn('editor@example.com');
    const created = await callApi(documentsRoute, as(editor, { method: 'POST', body: { type: 'page', document: { title: 'Audit page' } } }));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const draft = created.body.draft as Record<string, unknown>;
    const saved = await callApi(
      documentRoute,
      as(editor, { method: 'PUT', query: { id }, body: { document: { ...draft, title: 'Audit page, edited' }, ifRevision: draft._rev } }),
    );
    expect(saved.status).toBe(200);
    const firstRev = draft._rev as string;
    const restored = await callApi(
      documentRoute,
      as(admin, { method: 'POST', query: { id, action: 'restore' }, body: { rev: firstRev, ifRevision: (saved.body.draft as { _rev: string })._rev } }),
    );
    expect(restored.status).toBe(200);

    const history = (await callApi(documentRoute, as(editor, { query: { id } }))).body.history as { action: string; by?: string }[];
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['restore', 'lead@example.com'],
      ['save', 'editor@example.com'],
      ['create', 'editor@example.com'],
    ]);
    expect((await callApi(changesRoute, as(editor))).status).toBe(403);
    const changes = (await callApi(changesRoute, as(admin, { query: { limit: '3' } }))).body.changes as { documentId: string; action: string; by: string }[];
    expect(changes.map((c) => [c.documentId, c.action, c.by])).toEqual([
      [id, 'restore', 'lead@example.com'],
      [id, 'save', 'editor@example.com'],
      [id, 'create', 'editor@example.com'],
    ]);
    expect((await callApi(changesRoute, as(admin, { query: { limit: '9999' } }))).status).toBe(400);
  });

  it('a role change counts from the next request, and a removed person is signed out at once', async () => {
    expect((await callApi(peopleRoute, as(admin, { method: 'POST', body: { email: 'changing@example.com', role: 'analyst' } }))).status).toBe(201);
    const analyst = await signIn('changing@example.com');
    const people = (await callApi(peopleRoute, as(admin))).body.people as { id: number; email: string }[];
    const analystId = people.find((p) => p.email === 'changing@example.com')!.id;
    expect((await callApi(documentsRoute, as(analyst, { query: { type: 'page' } }))).status).toBe(403);
    expect((await callApi(personRoute, as(admin, { method: 'PATCH', query: { id: String(analystId) }, body: { role: 'editor' } }))).status).toBe(200);
    expect((await callApi(documentsRoute, as(analyst, { query: { type: 'page' } }))).status).toBe(200);
    expect((await callApi(personRoute, as(admin, { method: 'DELETE', query: { id: String(analystId) } }))).status).toBe(200);
    expect((await callApi(documentsRoute, as(analyst, { query: { type: 'page' } }))).status).toBe(401);
    expect((await callApi(sessionRoute, as(analyst))).body).toMatchObject({ signedIn: false });
  });

  it('keeps at least one admin', async () => {
    const people = (await callApi(peopleRoute, as(admin))).body.people as { id: number; email: string }[];
    const leadId = String(people.find((p) => p.email === 'lead@example.com')!.id);
    const demoted = await callApi(personRoute, as(admin, { method: 'PATCH', query: { id: leadId }, body: { role: 'editor' } }));
    expect(demoted.status).toBe(409);
    expect((await callApi(personRoute, as(admin, { method: 'DELETE', query: { id: leadId } }))).status).toBe(409);

    // Two admins demoting each other at the same moment: one of them stays an admin.
    expect((await callApi(peopleRoute, as(admin, { method: 'POST', body: { email: 'second-admin@example.com', role: 'admin' } }))).status).toBe(201);
    const second = await signIn('second-admin@example.com');
    const secondId = String(
      ((await callApi(peopleRoute, as(admin))).body.people as { id: number; email: string }[]).find((p) => p.email === 'second-admin@example.com')!.id,
    );
    const [a, b] = await Promise.all([
      callApi(personRoute, as(admin, { method: 'PATCH', query: { id: secondId }, body: { role: 'editor' } })),
      callApi(personRoute, as(second, { method: 'PATCH', query: { id: leadId }, body: { role: 'editor' } })),
    ]);
    // The other is refused: 409 (the last admin) or, if its own demotion landed first, 403 (no longer an admin).
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect([a.status, b.status].filter((status) => status !== 200)).toHaveLength(1);
    expect([403, 409]).toContain([a.status, b.status].find((status) => status !== 200));
    const admins = ((await callApi(peopleRoute, as(a.status === 200 ? admin : second))).body.people as { role: string }[]).filter((p) => p.role === 'admin');
    expect(admins).toHaveLength(1);
    if (b.status === 200) {
      // The lead was demoted: put it back, so every test starts from the same people.
      await callApi(personRoute, as(second, { method: 'PATCH', query: { id: leadId }, body: { role: 'admin' } }));
    }
    expect((await callApi(personRoute, as(admin, { method: 'DELETE', query: { id: secondId } }))).status).toBe(200);
  });

  it('changes need the session’s CSRF header', async () => {
    const noHeader = await callApi(peopleRoute, { method: 'POST', cookies: admin.cookies, body: { email: 'csrf@example.com', role: 'editor' } });
    expect(noHeader.status).toBe(403);
  });
});
