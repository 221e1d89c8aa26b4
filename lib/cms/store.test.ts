/**
 * @jest-environment node
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConflictError, createContentStore } from './store';

async function freshStore(options: Parameters<typeof createContentStore>[0] = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-'));
  return { dataDir, store: createContentStore({ dataDir, ...options }) };
}

const AD_GROUP = 'adGroup.148203961127';

describe('content store', () => {
  it('starts from the seed, saves drafts beside the published document and publishes them', async () => {
    const { store } = await freshStore();
    const { published } = await store.get(AD_GROUP);
    expect(published?.title).toBe('Apartment Cleaning From $19');

    const draft = await store.saveDraft({ ...published!, title: 'Spotless Apartments' }, published!._rev);
    expect(draft._id).toBe(`drafts.${AD_GROUP}`);
    expect((await store.get(AD_GROUP)).published?.title).toBe('Apartment Cleaning From $19');

    const live = await store.publish(AD_GROUP, draft._rev);
    expect(live).toMatchObject({ _id: AD_GROUP, title: 'Spotless Apartments' });
    expect(await store.get(AD_GROUP)).toEqual({ published: live, draft: null });
  });

  it('detects a concurrent edit by revision and tells the later writer', async () => {
    const { store } = await freshStore();
    const { published } = await store.get(AD_GROUP);
    await store.saveDraft({ ...published!, title: 'First editor' }, published!._rev);
    await expect(store.saveDraft({ ...published!, title: 'Second editor' }, published!._rev)).rejects.toThrow(ConflictError);
    await expect(store.saveDraft({ ...published!, title: 'Second editor' }, published!._rev)).rejects.toThrow(/Someone else changed this document/);
    expect((await store.get(AD_GROUP)).draft?.title).toBe('First editor');
  });

  it('serialises simultaneous writes: every one lands, none is lost', async () => {
    const { store } = await freshStore();
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.saveDraft({ _id: `adGroup.new${i}`, _type: 'adGroupWording', adGroupId: `90000${i}`, title: `Group ${i}` }, null)));
    const ids = (await store.list()).map((d) => d._id).filter((id) => id.startsWith('drafts.adGroup.new'));
    expect(ids).toHaveLength(10);
  });

  it('leaves the previous content intact when a write dies before the rename', async () => {
    let fail = false;
    const { store, dataDir } = await freshStore({
      beforeRename: async () => {
        if (fail) throw new Error('power cut');
      },
    });
    const { published } = await store.get(AD_GROUP);
    await store.saveDraft({ ...published!, title: 'Saved' }, published!._rev);
    const before = await readFile(store.file, 'utf8');
    fail = true;
    await expect(store.saveDraft({ ...published!, title: 'Lost' })).rejects.toThrow('power cut');
    expect(await readFile(store.file, 'utf8')).toBe(before);
    expect((await readdir(path.join(dataDir))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    fail = false;
    expect((await store.get(AD_GROUP)).draft?.title).toBe('Saved');
  });

  it('keeps a history that can be restored', async () => {
    const { store } = await freshStore();
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
    const { store } = await freshStore();
    await store.unpublish('brand.bright-maids');
    expect(await store.get('brand.bright-maids')).toMatchObject({ published: null, draft: { appName: 'Bright Maids' } });
    await store.delete('brand.bright-maids');
    expect(await store.get('brand.bright-maids')).toEqual({ published: null, draft: null });
  });
});
