import { promises as fs } from 'node:fs';
import path from 'node:path';
import { dataPath } from '@/server/platform/dataDir';
import type { SanityDocument } from './sanityDocument';
import { stringSharer } from './sharedStrings';
import { applyJournal, identityOf, journalPathOf, readJournal, sameIdentity, type DatasetIdentity } from './datasetJournal';

/**
 * The embedded content store: a Sanity-export NDJSON file. The committed seed
 * lives in content/seed.ndjson; the live copy that the studio edits lives in
 * `${CONTENT_DATA_DIR}/dataset.ndjson` (default DATA_DIR/content), with the
 * changes since it was last written whole in `dataset.journal.ndjson` beside it.
 */

export type { SanityDocument };

export const SEED_DATASET_PATH = path.join(process.cwd(), 'content', 'seed.ndjson');

export function liveDatasetPath(dataDir?: string): string {
  // The data directory is chosen at run time; it is not part of the build output.
  return path.join(dataDir ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir) : dataPath('content'), 'dataset.ndjson');
}

/** Each line of an NDJSON text, numbered from 1; a Buffer is decoded a line at a time. */
function* linesOf(text: string | Buffer): Generator<[string, number]> {
  let number = 1;
  let start = 0;
  while (start < text.length) {
    let end = typeof text === 'string' ? text.indexOf('\n', start) : text.indexOf(10, start);
    if (end === -1) end = text.length;
    yield [typeof text === 'string' ? text.slice(start, end) : text.toString('utf8', start, end), number];
    number += 1;
    start = end + 1;
  }
}

/**
 * The documents of an NDJSON dataset. Given the file's bytes, it decodes one line at a time: decoding 47 MB at once
 * (100,000 ad groups) made a 94 MB string, as any non-ASCII character makes V8 hold a whole string at two bytes a
 * character, and the heap grown for it stayed with the process.
 */
export function parseNdjson(text: string | Buffer, fileLabel: string): SanityDocument[] {
  const documents: SanityDocument[] = [];
  const share = stringSharer();
  for (const [line, number] of linesOf(text)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      throw new Error(`${fileLabel}:${number}: not valid JSON`);
    }
    if (!value || typeof value !== 'object' || typeof (value as SanityDocument)._id !== 'string' || typeof (value as SanityDocument)._type !== 'string') {
      throw new Error(`${fileLabel}:${number}: a document needs string _id and _type`);
    }
    documents.push(share(value) as SanityDocument);
  }
  return documents;
}

export function isDraftId(id: string): boolean {
  return id.startsWith('drafts.');
}

interface CacheEntry {
  dataset: DatasetIdentity;
  /** The journal file read with it (its inode; null when there was none) and its size then. */
  journalIno: number | null;
  journalSize: number;
  state: Promise<{ documents: SanityDocument[]; journalRead: number }>;
}

// The proxy, the page renders, the API routes and the job runner are separate bundles of one process: the parsed
// dataset lives on globalThis, so a process holds one copy (not one per bundle) and parses each change once.
const CACHE = Symbol.for('homeclean.datasetCache');
const cache = ((globalThis as { [CACHE]?: Map<string, CacheEntry> })[CACHE] ??= new Map<string, CacheEntry>());

/**
 * Reads the live dataset (or the seed when there is none yet) with the changes its journal holds
 * (server/content/datasetJournal.ts), re-reading only what changed: a publish appends a line, which is all the next
 * read parses, and is visible on the next request.
 */
export async function readDataset(dataDir?: string): Promise<SanityDocument[]> {
  const live = liveDatasetPath(dataDir);
  const file = (await fileExists(live)) ? live : SEED_DATASET_PATH;
  const dataset = identityOf(await fs.stat(file));
  const journal = file === live ? await fs.stat(journalPathOf(live)).catch(() => null) : null;
  const held = cache.get(file);
  const sameDataset = held !== undefined && sameIdentity(held.dataset, dataset);
  const sameJournal = held !== undefined && held.journalIno === (journal?.ino ?? null);
  if (sameDataset && sameJournal && held.journalSize === (journal?.size ?? 0)) return (await held.state).documents;
  const label = path.relative(process.cwd(), file);
  const readWhole = () =>
    fs.readFile(file).then(async (text) => {
      const parsed = parseNdjson(text, label);
      // A dataset always holds at least its brands: an empty file is one being rewritten in place (or lost), and
      // reading it as "no content" would turn every page regenerated now into a cached 404. Failing keeps the last good pages.
      if (parsed.length === 0) throw new Error(`${label}: the content dataset is empty`);
      if (!journal) return { documents: parsed, journalRead: 0 };
      const read = readJournal(await readBytes(journalPathOf(live), 0, journal.size), dataset, true);
      return read ? { documents: applyJournal(parsed, read.entries), journalRead: read.bytes } : { documents: parsed, journalRead: 0 };
    });
  const state =
    sameDataset && sameJournal && journal
      ? // Only the lines appended since (a journal cut back, as a failed append is, is read again whole).
        held.state.then(async ({ documents, journalRead }) => {
          if (journal.size < journalRead) return readWhole();
          const read = readJournal(await readBytes(journalPathOf(live), journalRead, journal.size), dataset, journalRead === 0);
          return read ? { documents: applyJournal(documents, read.entries), journalRead: journalRead + read.bytes } : { documents, journalRead };
        })
      : readWhole();
  const entry: CacheEntry = { dataset, journalIno: journal?.ino ?? null, journalSize: journal?.size ?? 0, state };
  cache.set(file, entry);
  // A failed read is not remembered: the next one reads the file again.
  state.catch(() => cache.get(file) === entry && cache.delete(file));
  return (await state).documents;
}

/** Bytes `from` to `to` of a file, as text. */
async function readBytes(file: string, from: number, to: number): Promise<string> {
  if (to <= from) return '';
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(to - from);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, from);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

let seed: Promise<SanityDocument[]> | undefined;

/** The committed seed as it is in the repository, whatever the live copy holds now; none when it is not deployed. */
export function readSeed(): Promise<SanityDocument[]> {
  seed ??= fs.readFile(SEED_DATASET_PATH, 'utf8').then(
    (text) => parseNdjson(text, path.relative(process.cwd(), SEED_DATASET_PATH)),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      seed = undefined;
      throw error;
    },
  );
  return seed;
}

/** Whether this host has its own live copy of the content (DATA_DIR), not just the committed seed. */
export const liveDatasetExists = (dataDir?: string) => fileExists(liveDatasetPath(dataDir));

async function fileExists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
