import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { changeBetween, identityOf, JOURNAL_COMPACT_BYTES, journalHeader, journalLine, journalPathOf, type JournalEntry } from './datasetJournal';
import { liveDatasetPath, readDataset, type SanityDocument } from './localDataset';
import { changeEntry, type ChangeEntry, type ContentBackend, type Revision } from './store';

/**
 * The content as one NDJSON file in DATA_DIR (one process; the default). A
 * change appends one line to the dataset's journal and syncs it
 * (server/content/datasetJournal.ts), under a lock file that other processes on
 * the host respect; once the journal has grown to a tenth of the dataset, the
 * change writes the dataset whole instead (temp file, fsync, rename) and removes
 * the journal. History is one NDJSON file per document.
 */
export interface FileBackendOptions {
  dataDir?: string;
  /** Test hook: runs after a change is written out and before it takes effect (the append's sync, the rename). */
  beforeCommit?: () => Promise<void>;
  /** The journal's size from which the next change writes the dataset whole (besides a tenth of the dataset). */
  compactBytes?: number;
}

const safeName = (id: string) => id.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200);

export function createFileBackend(options: FileBackendOptions = {}): ContentBackend {
  const file = liveDatasetPath(options.dataDir);
  const dir = path.dirname(file);
  const historyDir = path.join(dir, 'history');
  const changesFile = path.join(historyDir, '_changes.ndjson');
  const lockFile = path.join(dir, 'dataset.lock');
  const journalFile = journalPathOf(file);

  async function writeAll(documents: SanityDocument[]) {
    await mkdir(dir, { recursive: true });
    // Serialised before the temp file exists: a document that cannot be written leaves nothing behind.
    const text = documents.map((d) => JSON.stringify(d)).join('\n') + '\n';
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await options.beforeCommit?.();
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    // The journal named the dataset just replaced: it no longer applies, and goes.
    await unlink(journalFile).catch(() => undefined);
  }

  /**
   * Appends one change to the journal (started with the dataset's identity when new), or writes the dataset whole
   * when the journal has outgrown it, or there is no live dataset yet (the seed is read until the first change).
   */
  async function commit(entry: JournalEntry, documents: SanityDocument[]) {
    const dataset = await stat(file).catch(() => null);
    const journal = await stat(journalFile).catch(() => null);
    if (!dataset || (journal && journal.size >= Math.max(options.compactBytes ?? JOURNAL_COMPACT_BYTES, dataset.size / 10))) return writeAll(documents);
    const line = journalLine(entry);
    const start = journal ? journal.size : 0;
    const handle = await open(journalFile, journal ? 'r+' : 'w');
    try {
      const text = journal ? line : journalHeader(identityOf(dataset)) + line;
      await handle.write(text, start);
      await handle.sync();
      try {
        await options.beforeCommit?.();
      } catch (error) {
        // Not committed: the journal is cut back to where it was.
        await handle.truncate(start);
        await handle.sync();
        throw error;
      }
    } finally {
      await handle.close();
    }
  }

  async function withLock<T>(work: () => Promise<T>): Promise<T> {
    await mkdir(dir, { recursive: true });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        const handle = await open(lockFile, 'wx');
        await handle.close();
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // A lock older than 30 s belongs to a process that died mid-write.
        const age = await stat(lockFile).then((s) => Date.now() - s.mtimeMs).catch(() => 0);
        if (age > 30_000) await unlink(lockFile).catch(() => undefined);
        else if (Date.now() > deadline) throw new Error('The content dataset is busy; please try again.');
        else await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    try {
      return await work();
    } finally {
      await unlink(lockFile).catch(() => undefined);
    }
  }

  return {
    location: file,

    documents: () => readDataset(options.dataDir),

    change: (apply) =>
      withLock(async () => {
        const before = await readDataset(options.dataDir);
        const documents = new Map(before.map((d) => [d._id, d]));
        const { result, revisions } = apply(documents);
        const entry = changeBetween(before, documents);
        if (entry.set.length || entry.delete.length) await commit(entry, [...documents.values()]);
        await mkdir(historyDir, { recursive: true });
        for (const [id, revision] of revisions) {
          await appendFile(path.join(historyDir, `${safeName(id)}.ndjson`), `${JSON.stringify(revision)}\n`);
        }
        // The audit trail across documents: one short line per change, no bodies.
        if (revisions.length) await appendFile(changesFile, revisions.map(([id, revision]) => `${JSON.stringify(changeEntry(id, revision))}\n`).join(''));
        return result;
      }),

    async history(publishedId: string): Promise<Revision[]> {
      try {
        const text = await readFile(path.join(historyDir, `${safeName(publishedId)}.ndjson`), 'utf8');
        return text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Revision)
          .reverse();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },

    async recentChanges(limit: number): Promise<ChangeEntry[]> {
      try {
        const lines = (await readFile(changesFile, 'utf8')).split('\n').filter(Boolean);
        // A line cut short (a crash mid-append) is skipped, not a broken page.
        return lines
          .slice(-limit)
          .flatMap((line) => {
            try {
              return [JSON.parse(line) as ChangeEntry];
            } catch {
              return [];
            }
          })
          .reverse();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
