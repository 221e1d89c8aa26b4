/**
 * @jest-environment node
 */
import { appendFile, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyJournal, changeBetween, journalPathOf } from './datasetJournal';
import { createFileBackend } from './fileBackend';
import { readDataset, type SanityDocument } from './localDataset';
import { createContentStore } from './store';

const AD_GROUP = 'adGroup.148203961127';
const emptyDataDir = () => mkdtemp(path.join(os.tmpdir(), 'journal-'));

/** A store on a fresh data directory whose first change has made the live dataset. */
async function storeWithLiveDataset(options: { compactBytes?: number } = {}) {
  const dataDir = await emptyDataDir();
  const store = createContentStore(createFileBackend({ dataDir, ...options }));
  const { published } = await store.get(AD_GROUP);
  await store.saveDraft({ ...published!, title: 'First' }, published!._rev);
  return { dataDir, store, file: store.location, journal: journalPathOf(store.location) };
}

describe('the dataset journal', () => {
  it('records a change as one appended line: the dataset file is not rewritten, and every read sees the change', async () => {
    const { dataDir, store, file, journal } = await storeWithLiveDataset();
    const dataset = await stat(file);
    for (const title of ['Second', 'Third']) {
      const { draft } = await store.get(AD_GROUP);
      await store.saveDraft({ ...draft!, title }, draft!._rev);
    }
    const { draft } = await store.get(AD_GROUP);
    await store.publish(AD_GROUP, draft!._rev);
    const after = await stat(file);
    expect([after.ino, after.size, after.mtimeMs]).toEqual([dataset.ino, dataset.size, dataset.mtimeMs]);
    // A header naming the dataset, then one line per change.
    expect((await readFile(journal, 'utf8')).trim().split('\n')).toHaveLength(4);
    const documents = await readDataset(dataDir);
    expect(documents.find((d) => d._id === AD_GROUP)?.title).toBe('Third');
    expect(documents.some((d) => d._id === `drafts.${AD_GROUP}`)).toBe(false);
  });

  it('writes the dataset whole once the journal has grown to a tenth of it, and removes the journal', async () => {
    const { dataDir, store, file, journal } = await storeWithLiveDataset({ compactBytes: 1 });
    const first = await stat(file);
    let compacted = false;
    for (let i = 0; i < 200 && !compacted; i += 1) {
      const { draft } = await store.get(AD_GROUP);
      await store.saveDraft({ ...draft!, title: `Edit ${i} ${'x'.repeat(500)}` }, draft!._rev);
      compacted = (await stat(file)).ino !== first.ino;
    }
    expect(compacted).toBe(true);
    await expect(stat(journal)).rejects.toThrow();
    expect((await readFile(file, 'utf8')).includes('"title":"Edit')).toBe(true);
    expect((await readDataset(dataDir)).find((d) => d._id === `drafts.${AD_GROUP}`)?.title).toMatch(/^Edit \d+/);
  });

  it('ignores a journal that names another dataset, and a last line cut short', async () => {
    const { dataDir, store, file, journal } = await storeWithLiveDataset();
    const { draft } = await store.get(AD_GROUP);
    await store.saveDraft({ ...draft!, title: 'Kept' }, draft!._rev);
    // A line cut short by a crash mid-append is not a change.
    await appendFile(journal, '{"set":[{"_id":"brand.half","_type":"brand"');
    expect((await readDataset(dataDir)).some((d) => d._id === 'brand.half')).toBe(false);
    expect((await readDataset(dataDir)).find((d) => d._id === `drafts.${AD_GROUP}`)?.title).toBe('Kept');
    // The dataset replaced by hand (a restore): read as it is, the old journal not applied to it.
    await writeFile(file, `${JSON.stringify({ _id: 'brand.restored', _type: 'brand', name: 'Restored' })}\n`);
    expect((await readDataset(dataDir)).map((d) => d._id)).toEqual(['brand.restored']);
  });

  it('finds what a change did by identity, and applies entries in order', () => {
    const a = { _id: 'a', _type: 't', n: 1 };
    const b = { _id: 'b', _type: 't', n: 1 };
    const after = new Map<string, SanityDocument>([
      ['a', a],
      ['b', { ...b, n: 2 }],
      ['c', { _id: 'c', _type: 't' }],
    ]);
    expect(changeBetween([a, b, { _id: 'gone', _type: 't' }], after)).toEqual({
      set: [{ _id: 'b', _type: 't', n: 2 }, { _id: 'c', _type: 't' }],
      delete: ['gone'],
    });
    expect(
      applyJournal(
        [a, b],
        [
          { set: [{ _id: 'b', _type: 't', n: 3 }], delete: ['a'] },
          { set: [{ _id: 'a', _type: 't', n: 4 }], delete: [] },
        ],
      ),
    ).toEqual([
      { _id: 'b', _type: 't', n: 3 },
      { _id: 'a', _type: 't', n: 4 },
    ]);
  });
});
