import type { Stats } from 'node:fs';
import type { SanityDocument } from './sanityDocument';

/**
 * The changes made to the live dataset since it was last written whole: `dataset.journal.ndjson` beside it. A change
 * appends one line (the documents it wrote, the ids it removed), so a publish costs the size of what it changed, not a
 * rewrite of the whole file; readers apply the lines in order over the dataset. Once the journal is a tenth of the
 * dataset (and at least JOURNAL_COMPACT_BYTES), the next change writes the dataset whole again and removes the journal.
 *
 * The first line names the dataset file it applies to (inode, size, modification time). A dataset written whole since
 * (a compaction, or a file put there by hand) is another file: a journal naming the old one is ignored, so a crash
 * between writing the dataset and removing the journal never applies a change twice, and a replaced dataset is read
 * as it is.
 */

export interface JournalEntry {
  set: SanityDocument[];
  delete: string[];
}

export interface DatasetIdentity {
  ino: number;
  size: number;
  mtimeMs: number;
}

export const JOURNAL_COMPACT_BYTES = 4 * 1024 * 1024;

export const journalPathOf = (datasetFile: string) => datasetFile.replace(/\.ndjson$/, '.journal.ndjson');

export const identityOf = (stat: Pick<Stats, 'ino' | 'size' | 'mtimeMs'>): DatasetIdentity => ({ ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs });

export const sameIdentity = (a: DatasetIdentity, b: DatasetIdentity) => a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

export const journalHeader = (dataset: DatasetIdentity) => `${JSON.stringify({ journal: 1, dataset })}\n`;

export const journalLine = (entry: JournalEntry) => `${JSON.stringify(entry)}\n`;

/**
 * The entries of journal text up to its last complete line (a line cut short by a crash mid-append is not yet a
 * change), and how many bytes those lines take. `withHeader`: the text starts at the file's beginning, whose first line
 * must name `dataset`, else nothing in it applies.
 */
export function readJournal(text: string, dataset: DatasetIdentity, withHeader: boolean): { entries: JournalEntry[]; bytes: number } | null {
  const end = text.lastIndexOf('\n') + 1;
  const lines = text.slice(0, end).split('\n').filter(Boolean);
  if (withHeader) {
    const header = parseLine(lines.shift()) as { journal?: unknown; dataset?: DatasetIdentity } | null;
    if (header?.journal !== 1 || !header.dataset || !sameIdentity(header.dataset, dataset)) return null;
  }
  const entries = lines.map(parseLine).filter((entry): entry is JournalEntry => isEntry(entry));
  return { entries, bytes: Buffer.byteLength(text.slice(0, end)) };
}

function parseLine(line: string | undefined): unknown {
  if (!line) return null;
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

function isEntry(value: unknown): value is JournalEntry {
  const entry = value as Partial<JournalEntry> | null;
  return (
    Array.isArray(entry?.set) &&
    Array.isArray(entry.delete) &&
    entry.set.every((doc) => typeof doc?._id === 'string' && typeof doc._type === 'string') &&
    entry.delete.every((id) => typeof id === 'string')
  );
}

/** The documents after the entries, in dataset order (a new document goes last); `documents` itself is not changed. */
export function applyJournal(documents: readonly SanityDocument[], entries: readonly JournalEntry[]): SanityDocument[] {
  if (!entries.length) return documents as SanityDocument[];
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  for (const entry of entries) {
    for (const id of entry.delete) byId.delete(id);
    for (const doc of entry.set) byId.set(doc._id, doc);
  }
  return [...byId.values()];
}

/** What a change did to the documents, by identity: the very objects it did not touch are unchanged. */
export function changeBetween(before: readonly SanityDocument[], after: ReadonlyMap<string, SanityDocument>): JournalEntry {
  const removed = before.filter((doc) => !after.has(doc._id)).map((doc) => doc._id);
  const written: SanityDocument[] = [];
  const previous = new Map(before.map((doc) => [doc._id, doc]));
  for (const doc of after.values()) if (previous.get(doc._id) !== doc) written.push(doc);
  return { set: written, delete: removed };
}
