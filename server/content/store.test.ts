/**
 * @jest-environment node
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type Database } from '@/db';
import { createDatabaseBackend } from './databaseBackend';
import { createFileBackend } from './fileBackend';
import { ConflictError, createContentStore, type ContentBackend } from './store';

/**
 * One store design over both backends: a file in DATA_DIR, and the database
 * (PGlite here, and PostgreSQL when TEST_DATABASE_URL is set, in a database
 * of its own).
 */
const AD_GROUP = 'adGroup.148203961127';
const emptyDataDir = () => mkdtemp(path.join(os.tmpdir(), 'store-'));
/** The committed seed, as a host without a content copy of its own reads it. */
const seedDocuments = async () => createFileBackend({ dataDir: await emptyDataDir() }).documents();

const databases: { name: string; open: () => Promise<Database>; drop?: () => Promise<void> }[] = [{ name: 'PGlite', open: () => openDatabase({ dataDir: 'memory://', seed: false }) }];
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  const name = `content_store_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  databases.push({
    name: 'PostgreSQL',
    open: async () => {
      await admin(`drop database if exists ${name}`);
      await admin(`create database ${name}`);
      const url = new URL(testDatabaseUrl);
      url.pathname = `/${name}`;
      return openDatabase({ url: url.toString(), seed: false });
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  });
}

/** A database's content tables, emptied; `backend()` is one instance's view of them. */
const onDatabase = databases.map((db) => {
  let database: Database;
  beforeAll(async () => {
    database = await db.open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await db.drop?.();
  });
  return {
    name: db.name,
    reset: () => database.db.execute(sql.raw('truncate content_documents, content_removals, content_revisions, content_state restart identity')),
    backend: () => createDatabaseBackend({ database: async () => database, initial: seedDocuments, localCopy: async () => null }),
  };
});

const backends: { name: string; make: () => Promise<ContentBackend> }[] = [
  { name: 'a file in DATA_DIR', make: async () => createFileBackend({ dataDir: await emptyDataDir() }) },
  ...onDatabase.map((db) => ({ name: db.name, make: async () => (await db.reset(), db.backend()) })),
];

describe.each(backends)('content store on $name', ({ make }) => {
  const freshStore = async () => createContentStore(await make());

  it('starts from the seed, saves drafts beside the published document and publishes them', async () => {
    const store = await freshStore();
    const { published } = await store.get(AD_GROUP);
    expect(published?.title).toBe('Apartment Cleaning From {price}');

    const draft = await store.saveDraft({ ...published!, title: 'Spotless Apartments' }, published!._rev);
    expect(draft._id).toBe(`drafts.${AD_GROUP}`);
    expect((await store.get(AD_GROUP)).published?.title).toBe('Apartment Cleaning From {price}');

    const live = await store.publish(AD_GROUP, draft._rev);
    expect(live).toMatchObject({ _id: AD_GROUP, title: 'Spotless Apartments' });
    expect(await store.get(AD_GROUP)).toEqual({ published: live, draft: null });
  });

  it('records who made each change, and lists recent changes across documents without their bodies', async () => {
    const store = await freshStore();
    const { published } = await store.get(AD_GROUP);
    const draft = await store.as('ed@example.com').saveDraft({ ...published!, title: 'By Ed' }, published!._rev);
    await store.as('mo@example.com').publish(AD_GROUP, draft._rev);
    expect((await store.history(AD_GROUP)).map((r) => [r.action, r.by])).toEqual([
      ['publish', 'mo@example.com'],
      ['save', 'ed@example.com'],
    ]);
    await store.saveDraft({ _id: 'adGroup.other', _type: 'adGroupWording', adGroupId: '900009', title: 'Other' }, null);
    expect(await store.recentChanges(3)).toEqual([
      { documentId: 'adGroup.other', type: 'adGroupWording', rev: expect.any(String), at: expect.any(String), action: 'create', by: null },
      { documentId: AD_GROUP, type: 'adGroupWording', rev: expect.any(String), at: expect.any(String), action: 'publish', by: 'mo@example.com' },
      { documentId: AD_GROUP, type: 'adGroupWording', rev: draft._rev, at: expect.any(String), action: 'save', by: 'ed@example.com' },
    ]);
    // An image a person uploads is in the audit trail; the seed's images are not history.
    await store.as('ed@example.com').importDocuments([{ _id: 'image-abc123-400x300-jpg', _type: 'sanity.imageAsset', url: '/api/assets/abc123-400x300.jpg' }], 'missing');
    expect((await store.recentChanges(1))[0]).toMatchObject({ documentId: 'image-abc123-400x300-jpg', type: 'sanity.imageAsset', action: 'upload', by: 'ed@example.com' });
    await store.importDocuments([{ _id: 'image-def456-400x300-jpg', _type: 'sanity.imageAsset', url: '/api/assets/def456-400x300.jpg' }], 'missing');
    expect((await store.recentChanges(1))[0]?.documentId).toBe('image-abc123-400x300-jpg');
  });

  it('keeps the dataset order: an edited document keeps its place, a new one goes last', async () => {
    const store = await freshStore();
    const before = (await store.list()).map((d) => d._id);
    const { published } = await store.get(AD_GROUP);
    await store.publish(AD_GROUP, (await store.saveDraft({ ...published!, title: 'Moved?' }, published!._rev))._rev);
    await store.saveDraft({ _id: 'adGroup.new', _type: 'adGroupWording', adGroupId: '900001', title: 'New' }, null);
    expect((await store.list()).map((d) => d._id)).toEqual([...before, 'drafts.adGroup.new']);
  });

  it('detects a concurrent edit by revision and tells the later writer', async () => {
    const store = await freshStore();
    const { published } = await store.get(AD_GROUP);
    await store.saveDraft({ ...published!, title: 'First editor' }, published!._rev);
    await expect(store.saveDraft({ ...published!, title: 'Second editor' }, published!._rev)).rejects.toThrow(ConflictError);
    await expect(store.saveDraft({ ...published!, title: 'Second editor' }, published!._rev)).rejects.toThrow(/Someone else changed this document/);
    expect((await store.get(AD_GROUP)).draft?.title).toBe('First editor');
  });

  it('serialises simultaneous writes: every one lands, none is lost', async () => {
    const store = await freshStore();
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.saveDraft({ _id: `adGroup.new${i}`, _type: 'adGroupWording', adGroupId: `90000${i}`, title: `Group ${i}` }, null)));
    const ids = (await store.list()).map((d) => d._id).filter((id) => id.startsWith('drafts.adGroup.new'));
    expect(ids).toHaveLength(10);
  });

  it('keeps a history that can be restored', async () => {
    const store = await freshStore();
    const { published } = await store.get(AD_GROUP);
    const first = await store.saveDraft({ ...published!, title: 'Version one' }, published!._rev);
    await store.publish(AD_GROUP, first._rev);
    const second = await store.saveDraft({ ...(await store.get(AD_GROUP)).published!, title: 'Version two' });
    await store.publish(AD_GROUP, second._rev);
    const history = await store.history(AD_GROUP);
    expect(history.map((r) => r.action)).toEqual(['publish', 'save', 'publish', 'save']);
    const versionOne = history.find((r) => r.action === 'publish' && r.document?.title === 'Version one');
    const restored = await store.restore(AD_GROUP, versionOne!.rev);
    expect(restored).toMatchObject({ _id: `drafts.${AD_GROUP}`, title: 'Version one' });
    expect((await store.get(AD_GROUP)).published?.title).toBe('Version two');
  });

  it('unpublishes to a draft, and deletes both', async () => {
    const store = await freshStore();
    await store.unpublish('brand.bright-maids');
    expect(await store.get('brand.bright-maids')).toMatchObject({ published: null, draft: { appName: 'Bright Maids' } });
    await store.delete('brand.bright-maids');
    expect(await store.get('brand.bright-maids')).toEqual({ published: null, draft: null });
  });

  it('keeps what a delete removed in history, so a document never recorded before can be restored', async () => {
    const store = await freshStore();
    expect(await store.history('campaign.spring-clean')).toEqual([]);
    await store.delete('campaign.spring-clean');
    const [deleted] = await store.history('campaign.spring-clean');
    expect(deleted).toMatchObject({ action: 'delete', document: { _id: 'campaign.spring-clean', campaignId: 'spring-clean' } });
    const restored = await store.restore('campaign.spring-clean', deleted!.rev, null);
    expect(restored).toMatchObject({ _id: 'drafts.campaign.spring-clean', campaignId: 'spring-clean' });
    await store.publish('campaign.spring-clean');
    expect((await store.get('campaign.spring-clean')).published).toMatchObject({ campaignId: 'spring-clean' });
  });

  it('imports documents as they are, or only the missing ones', async () => {
    const store = await freshStore();
    const incoming = [
      { _id: AD_GROUP, _type: 'adGroupWording', _rev: 'imported', adGroupId: '148203961127', title: 'Imported' },
      { _id: 'adGroup.imported', _type: 'adGroupWording', _rev: 'imported', adGroupId: '900002', title: 'Brand new' },
    ];
    expect(await store.importDocuments(incoming, 'missing')).toEqual({ written: 1, skipped: 1 });
    expect((await store.get(AD_GROUP)).published?.title).toBe('Apartment Cleaning From {price}');
    expect(await store.importDocuments(incoming)).toEqual({ written: 2, skipped: 0 });
    expect((await store.get(AD_GROUP)).published).toMatchObject({ title: 'Imported', _rev: 'imported' });
  });
});

describe('content store in a file', () => {
  it('leaves the previous content intact when a write dies before it takes effect', async () => {
    let fail = false;
    const dataDir = await emptyDataDir();
    const store = createContentStore(
      createFileBackend({
        dataDir,
        beforeCommit: async () => {
          if (fail) throw new Error('power cut');
        },
      }),
    );
    const { published } = await store.get(AD_GROUP);
    await store.saveDraft({ ...published!, title: 'Saved' }, published!._rev);
    const before = await readFile(store.location, 'utf8');
    fail = true;
    await expect(store.saveDraft({ ...published!, title: 'Lost' })).rejects.toThrow('power cut');
    expect(await readFile(store.location, 'utf8')).toBe(before);
    expect((await readdir(path.join(dataDir))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    fail = false;
    expect((await store.get(AD_GROUP)).draft?.title).toBe('Saved');
  });
});

describe.each(onDatabase)('two instances on one $name database', (db) => {
  it('an edit on one is read by the other, and their concurrent edits of one revision conflict', async () => {
    await db.reset();
    const a = createContentStore(db.backend());
    const b = createContentStore(db.backend());
    const { published } = await a.get(AD_GROUP);
    expect((await b.get(AD_GROUP)).published?.title).toBe('Apartment Cleaning From {price}');
    await a.publish(AD_GROUP, (await a.saveDraft({ ...published!, title: 'Edited on A' }, published!._rev))._rev);
    expect((await b.get(AD_GROUP)).published?.title).toBe('Edited on A');

    const current = (await b.get(AD_GROUP)).published!;
    const results = await Promise.allSettled([a.saveDraft({ ...current, title: 'A wins?' }, current._rev), b.saveDraft({ ...current, title: 'B wins?' }, current._rev)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    const winner = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ title?: unknown }>).value.title;
    expect((await a.get(AD_GROUP)).draft?.title).toBe(winner);
    expect((await b.get(AD_GROUP)).draft?.title).toBe(winner);
  });

  it('the other reads only what changed, and holds what a whole read holds, in the same order', async () => {
    await db.reset();
    const backend = db.backend();
    const a = createContentStore(db.backend());
    const b = createContentStore(backend);
    const seed = await b.list();
    const { published } = await a.get(AD_GROUP);
    // An edit (a draft made, then published over its document), a new document, a delete, and a delete undone.
    await a.publish(AD_GROUP, (await a.saveDraft({ ...published!, title: 'Edited on A' }, published!._rev))._rev);
    await a.saveDraft({ _id: 'drafts.campaign.autumn', _type: 'campaign', campaignId: 'autumn' });
    await a.delete('brand.bright-maids');
    await a.delete('campaign.spring-clean');
    const [deleted] = await a.history('campaign.spring-clean');
    await a.restore('campaign.spring-clean', deleted!.rev, null);
    await a.publish('campaign.spring-clean');

    const read = await b.list();
    const whole = await createContentStore(db.backend()).list();
    expect(read).toEqual(whole);
    expect(read.map((d) => d._id)).toEqual(whole.map((d) => d._id));
    expect(read.find((d) => d._id === AD_GROUP)).toMatchObject({ title: 'Edited on A' });
    expect(read.map((d) => d._id)).toEqual(expect.arrayContaining(['drafts.campaign.autumn', 'campaign.spring-clean']));
    expect(read.some((d) => d._id === 'brand.bright-maids' || d._id === `drafts.${AD_GROUP}`)).toBe(false);
    // Unchanged documents are the very objects the first read made: nothing else was read again.
    const before = new Map(seed.map((d) => [d._id, d]));
    expect(read.filter((d) => before.get(d._id) === d)).toHaveLength(seed.length - 3);
  });
});
