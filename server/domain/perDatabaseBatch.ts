import type { Db } from '@/db';

interface Queued<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes that arrive in the same turn of the event loop are sent to their database together, in statements of at
 * most `maxItems`: a busy server answering many requests at once pays a database round trip, a parse and a commit
 * per statement rather than per request (on PGlite a five-row insert costs about a third per row of five one-row
 * inserts; docs/quality.md). The queue is sent once the turn's I/O callbacks have run (`setImmediate`), so a lone
 * request waits for nothing but its own statement.
 *
 * `write` answers one result per item, in the items' order. When a statement of several items fails, each item is
 * tried alone, so one item that the database refuses fails only its own caller.
 */
export function perDatabaseBatch<T, R>({ maxItems }: { maxItems: number }, write: (db: Db, items: T[]) => Promise<R[]>) {
  const queues = new Map<Db, Queued<T, R>[]>();

  async function send(db: Db, batch: Queued<T, R>[]): Promise<void> {
    try {
      const results = await write(
        db,
        batch.map((queued) => queued.item),
      );
      if (results.length !== batch.length) throw new Error(`a batched write answered ${results.length} results for ${batch.length} items`);
      batch.forEach((queued, i) => queued.resolve(results[i] as R));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const queued of batch) void send(db, [queued]);
    }
  }

  function flush(db: Db): void {
    const queue = queues.get(db) ?? [];
    queues.delete(db);
    for (let start = 0; start < queue.length; start += maxItems) void send(db, queue.slice(start, start + maxItems));
  }

  return function enqueue(db: Db, item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) {
        queues.set(db, (queue = []));
        setImmediate(flush, db);
      }
      queue.push({ item, resolve, reject });
    });
  };
}
