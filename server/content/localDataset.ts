import { promises as fs } from 'node:fs';
import path from 'node:path';
import { dataPath } from '@/lib/platform/dataDir';

/**
 * The embedded content store: a Sanity-export NDJSON file. The committed seed
 * lives in content/seed.ndjson; the live copy that the studio edits lives in
 * `${CONTENT_DATA_DIR}/dataset.ndjson` (default DATA_DIR/content).
 */

export type SanityDocument = { _id: string; _type: string; _rev?: string; [key: string]: unknown };

export const SEED_DATASET_PATH = path.join(process.cwd(), 'content', 'seed.ndjson');

export function liveDatasetPath(dataDir?: string): string {
  // The data directory is chosen at run time; it is not part of the build output.
  return path.join(dataDir ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir) : dataPath('content'), 'dataset.ndjson');
}

export function parseNdjson(text: string, fileLabel: string): SanityDocument[] {
  const documents: SanityDocument[] = [];
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed) return;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      throw new Error(`${fileLabel}:${index + 1}: not valid JSON`);
    }
    if (!value || typeof value !== 'object' || typeof (value as SanityDocument)._id !== 'string' || typeof (value as SanityDocument)._type !== 'string') {
      throw new Error(`${fileLabel}:${index + 1}: a document needs string _id and _type`);
    }
    documents.push(value as SanityDocument);
  });
  return documents;
}

export function isDraftId(id: string): boolean {
  return id.startsWith('drafts.');
}

interface CacheEntry {
  mtimeMs: number;
  size: number;
  ino: number;
  documents: Promise<SanityDocument[]>;
}

// The proxy, the page renders, the API routes and the job runner are separate bundles of one process: the parsed
// dataset lives on globalThis, so a process holds one copy (not one per bundle) and parses each change once.
const CACHE = Symbol.for('homeclean.datasetCache');
const cache = ((globalThis as { [CACHE]?: Map<string, CacheEntry> })[CACHE] ??= new Map<string, CacheEntry>());

/**
 * Reads the live dataset (or the seed when there is none yet), re-reading only
 * when the file changed, so a publish is visible on the next request.
 */
export async function readDataset(dataDir?: string): Promise<SanityDocument[]> {
  const live = liveDatasetPath(dataDir);
  const file = (await fileExists(live)) ? live : SEED_DATASET_PATH;
  const stat = await fs.stat(file);
  const held = cache.get(file);
  if (held && held.mtimeMs === stat.mtimeMs && held.size === stat.size && held.ino === stat.ino) return held.documents;
  const documents = fs.readFile(file, 'utf8').then((text) => {
    const parsed = parseNdjson(text, path.relative(process.cwd(), file));
    // A dataset always holds at least its brands: an empty file is one being rewritten in place (or lost), and
    // reading it as "no content" would turn every page regenerated now into a cached 404. Failing keeps the last good pages.
    if (parsed.length === 0) throw new Error(`${path.relative(process.cwd(), file)}: the content dataset is empty`);
    return parsed;
  });
  const entry = { mtimeMs: stat.mtimeMs, size: stat.size, ino: stat.ino, documents };
  cache.set(file, entry);
  // A failed read is not remembered: the next one reads the file again.
  documents.catch(() => cache.get(file) === entry && cache.delete(file));
  return documents;
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
