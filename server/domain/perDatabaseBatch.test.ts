/** @jest-environment node */
import type { Db } from '@/db';
import { perDatabaseBatch } from './perDatabaseBatch';

const db = {} as Db;
const otherDb = {} as Db;

/** A write that records each statement it was asked for and answers every item doubled, refusing negative items. */
function recordingWrite() {
  const statements: { db: Db; items: number[] }[] = [];
  const write = async (to: Db, items: number[]) => {
    statements.push({ db: to, items });
    if (items.some((item) => item < 0)) throw new Error(`refused ${items.join(',')}`);
    return items.map((item) => item * 2);
  };
  return { statements, write };
}

describe('perDatabaseBatch', () => {
  it('sends items asked for in the same turn as one statement and answers each caller its own result', async () => {
    const { statements, write } = recordingWrite();
    const enqueue = perDatabaseBatch({ maxItems: 10 }, write);
    expect(await Promise.all([1, 2, 3].map((item) => enqueue(db, item)))).toEqual([2, 4, 6]);
    expect(statements).toEqual([{ db, items: [1, 2, 3] }]);
  });

  it('sends a lone item alone, and items of a later turn in a statement of their own', async () => {
    const { statements, write } = recordingWrite();
    const enqueue = perDatabaseBatch({ maxItems: 10 }, write);
    expect(await enqueue(db, 5)).toBe(10);
    expect(await enqueue(db, 6)).toBe(12);
    expect(statements.map((s) => s.items)).toEqual([[5], [6]]);
  });

  it('keeps each statement within maxItems and each database to its own statements', async () => {
    const { statements, write } = recordingWrite();
    const enqueue = perDatabaseBatch({ maxItems: 2 }, write);
    const results = await Promise.all([enqueue(db, 1), enqueue(otherDb, 7), enqueue(db, 2), enqueue(db, 3)]);
    expect(results).toEqual([2, 14, 4, 6]);
    expect(statements).toEqual([
      { db, items: [1, 2] },
      { db, items: [3] },
      { db: otherDb, items: [7] },
    ]);
  });

  it('fails only the caller whose item the database refuses: a failed statement is retried item by item', async () => {
    const { statements, write } = recordingWrite();
    const enqueue = perDatabaseBatch({ maxItems: 10 }, write);
    const results = await Promise.allSettled([enqueue(db, 1), enqueue(db, -1), enqueue(db, 2)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('refused -1') },
      { status: 'fulfilled', value: 4 },
    ]);
    expect(statements.map((s) => s.items)).toEqual([[1, -1, 2], [1], [-1], [2]]);
  });

  it('rejects every caller when a write answers the wrong number of results', async () => {
    const enqueue = perDatabaseBatch<number, number>({ maxItems: 10 }, async () => []);
    const results = await Promise.allSettled([enqueue(db, 1), enqueue(db, 2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
