/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import '@/server/testing/studioEnv';
import documentRoute from '@/studio-local/api/documents/[id]';
import documentsRoute from '@/studio-local/api/documents/index';
import peopleRoute from '@/studio-local/api/people/index';
import { callApi } from '@/server/testing/apiRoute';
import { asStudio, linkSignIn, setupAdmin, type StudioSession } from '@/server/testing/studioSessions';
import { harnessWithOutbox } from '@/server/testing/harness';

/** A document's history in the studio reaches back to the version the content was seeded with, which can be restored. */

const { sent } = harnessWithOutbox();

type Doc = Record<string, unknown> & { _id: string; _rev: string; _updatedAt: string };
type Entry = { rev: string; at: string; action: string; by?: string; document: Doc | null };
type Pair = { published: Doc | null; draft: Doc | null; history: Entry[] };

const seeded = new Map(
  readFileSync(path.join(process.cwd(), 'content', 'seed.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
    .map((doc) => [doc._id, doc]),
);

let marketer: StudioSession;
beforeAll(async () => {
  const admin = await setupAdmin('admin@example.com');
  expect((await callApi(peopleRoute, asStudio(admin, { method: 'POST', body: { email: 'marketer@example.com', role: 'marketer' } }))).status).toBe(201);
  marketer = await linkSignIn(sent, 'marketer@example.com');
});

const read = async (id: string) => (await callApi(documentRoute, asStudio(marketer, { query: { id } }))).body as Pair;
const call = (method: string, id: string, body: unknown, query: Record<string, string> = {}) =>
  callApi(documentRoute, asStudio(marketer, { method, query: { id, ...query }, body }));
const current = (pair: Pair) => (pair.draft ?? pair.published)!;
const edit = async (id: string, change: Record<string, unknown>) => {
  const pair = await read(id);
  const saved = await call('PUT', id, { document: { ...current(pair), ...change }, ifRevision: current(pair)._rev });
  expect(saved.status).toBe(200);
  return (saved.body.draft as Doc)._rev;
};
const seedEntry = (id: string) => {
  const seed = seeded.get(id)!;
  return { rev: seed._rev, at: seed._updatedAt, action: 'seed', document: seed };
};

describe('the history of a seeded document', () => {
  it('edited once, lists the edit and then the seeded version, which restores the seed text', async () => {
    const id = 'adGroup.152718340021';
    expect(seeded.get(id)!._rev).toMatch(/^seed-/);
    await edit(id, { title: 'Same Day Cleaners, Edited' });

    const { history } = await read(id);
    expect(history.map((entry) => [entry.action, entry.by ?? null])).toEqual([
      ['save', 'marketer@example.com'],
      ['seed', null],
    ]);
    expect(history[1]).toEqual(seedEntry(id));

    const restored = await call('POST', id, { rev: seeded.get(id)!._rev, ifRevision: current(await read(id))._rev }, { action: 'restore' });
    expect(restored.status).toBe(200);
    expect(restored.body.draft).toMatchObject({ _id: `drafts.${id}`, title: 'Same Day Cleaners, Available Today', shortName: 'Same Day Cleaning' });
    const after = await read(id);
    expect(after.draft).toMatchObject({ title: 'Same Day Cleaners, Available Today' });
    expect(after.history.map((entry) => entry.action)).toEqual(['restore', 'save', 'seed']);
  });

  it('stays the oldest entry after the document is published again', async () => {
    const id = 'adGroup.152718340141';
    const rev = await edit(id, { title: 'Published over the seed' });
    expect((await call('POST', id, { ifRevision: rev }, { action: 'publish' })).status).toBe(200);

    const { published, history } = await read(id);
    expect(published).toMatchObject({ title: 'Published over the seed' });
    expect(history.map((entry) => entry.action)).toEqual(['publish', 'save', 'seed']);
    expect(history.at(-1)).toEqual(seedEntry(id));
  });

  it('is listed once when the history already holds the seeded version', async () => {
    // Discarding the draft records the published version it falls back to: the seeded one, under its own revision.
    const id = 'adGroup.152718340261';
    const rev = await edit(id, { title: 'Soon discarded' });
    expect((await call('POST', id, { ifRevision: rev }, { action: 'discard' })).status).toBe(200);

    const { history } = await read(id);
    expect(history.map((entry) => entry.action)).toEqual(['discard', 'save']);
    expect(history.filter((entry) => entry.rev === seeded.get(id)!._rev)).toHaveLength(1);
    expect(history[0]!.document).toMatchObject({ title: seeded.get(id)!.title });
  });

  it('is not invented for a document made in the studio', async () => {
    const made = await callApi(
      documentsRoute,
      asStudio(marketer, { method: 'POST', body: { type: 'adGroupWording', document: { adGroupId: '900000000001', title: 'Made here' } } }),
    );
    expect(made.status).toBe(201);
    const { history } = await read(String(made.body.id));
    expect(history.map((entry) => entry.action)).toEqual(['create']);
  });
});
