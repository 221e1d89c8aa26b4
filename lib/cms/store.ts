import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isDraftId, liveDatasetPath, parseNdjson, SEED_DATASET_PATH, type SanityDocument } from './localDataset';

/**
 * Writes to the embedded content dataset (the built-in studio, imports).
 * Every write replaces the file atomically (temp file, fsync, rename), one at
 * a time across processes (a lock file), and checks the revision the editor
 * started from, so a crash never leaves half a dataset and a later writer
 * never silently overwrites an earlier one.
 */

export class ConflictError extends Error {
  constructor() {
    super('Someone else changed this document since you opened it. Reload to see their version, then make your change again.');
    this.name = 'ConflictError';
  }
}

export class DocumentNotFoundError extends Error {
  constructor(id: string) {
    super(`No document ${id}`);
    this.name = 'DocumentNotFoundError';
  }
}

export type RevisionAction = 'create' | 'save' | 'publish' | 'unpublish' | 'delete' | 'discard' | 'restore' | 'import';

export interface Revision {
  rev: string;
  at: string;
  action: RevisionAction;
  /** The draft or published document after the change; null when it was removed. */
  document: SanityDocument | null;
}

export interface DocumentPair {
  published: SanityDocument | null;
  draft: SanityDocument | null;
}

const newRev = () => randomBytes(9).toString('base64url');
export const publishedId = (id: string) => id.replace(/^drafts\./, '');
const draftId = (id: string) => `drafts.${publishedId(id)}`;

export interface StoreOptions {
  dataDir?: string;
  /** Test hook: runs after the temp file is written and before it replaces the dataset. */
  beforeRename?: () => Promise<void>;
  now?: () => Date;
}

export function createContentStore(options: StoreOptions = {}) {
  const file = liveDatasetPath(options.dataDir);
  const dir = path.dirname(file);
  const historyDir = path.join(dir, 'history');
  const lockFile = path.join(dir, 'dataset.lock');
  const now = options.now ?? (() => new Date());
  let queue: Promise<unknown> = Promise.resolve();

  async function readAll(): Promise<SanityDocument[]> {
    try {
      return parseNdjson(await readFile(file, 'utf8'), 'dataset.ndjson');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return parseNdjson(await readFile(SEED_DATASET_PATH, 'utf8'), 'seed.ndjson');
    }
  }

  async function writeAll(documents: SanityDocument[]) {
    await mkdir(dir, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(documents.map((d) => JSON.stringify(d)).join('\n') + '\n');
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await options.beforeRename?.();
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
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

  /** One change: read, apply, write atomically, record history. Serialised in and across processes. */
  function mutate<T>(change: (documents: Map<string, SanityDocument>) => { result: T; revisions: [string, Revision][] }): Promise<T> {
    const run = queue.then(() =>
      withLock(async () => {
        const documents = new Map((await readAll()).map((d) => [d._id, d]));
        const { result, revisions } = change(documents);
        await writeAll([...documents.values()]);
        await mkdir(historyDir, { recursive: true });
        for (const [id, revision] of revisions) {
          await appendFile(path.join(historyDir, `${safeName(publishedId(id))}.ndjson`), `${JSON.stringify(revision)}\n`);
        }
        return result;
      }),
    );
    queue = run.catch(() => undefined);
    return run;
  }

  const stamp = (doc: SanityDocument): SanityDocument => ({ ...doc, _rev: newRev(), _updatedAt: now().toISOString(), _createdAt: (doc._createdAt as string) ?? now().toISOString() });
  const revision = (action: RevisionAction, document: SanityDocument | null): Revision => ({ rev: document?._rev ?? newRev(), at: now().toISOString(), action, document });

  /** The revision an editor must have seen: the draft's if there is one, else the published one's. */
  function currentRev(documents: Map<string, SanityDocument>, id: string): string | null {
    return documents.get(draftId(id))?._rev ?? documents.get(publishedId(id))?._rev ?? null;
  }

  function checkRev(documents: Map<string, SanityDocument>, id: string, ifRevision: string | null | undefined) {
    if (ifRevision === undefined) return;
    if (currentRev(documents, id) !== ifRevision) throw new ConflictError();
  }

  return {
    file,

    async list(): Promise<SanityDocument[]> {
      return readAll();
    },

    async get(id: string): Promise<DocumentPair> {
      const all = new Map((await readAll()).map((d) => [d._id, d]));
      return { published: all.get(publishedId(id)) ?? null, draft: all.get(draftId(id)) ?? null };
    },

    /** Creates or replaces the draft. `ifRevision` null means "the document must not exist yet". */
    saveDraft(doc: SanityDocument, ifRevision?: string | null): Promise<SanityDocument> {
      return mutate((documents) => {
        checkRev(documents, doc._id, ifRevision);
        const isNew = currentRev(documents, doc._id) === null;
        const draft = stamp({ ...doc, _id: draftId(doc._id) });
        documents.set(draft._id, draft);
        return { result: draft, revisions: [[draft._id, revision(isNew ? 'create' : 'save', draft)]] };
      });
    },

    publish(id: string, ifRevision?: string | null): Promise<SanityDocument> {
      return mutate((documents) => {
        checkRev(documents, id, ifRevision);
        const draft = documents.get(draftId(id));
        if (!draft) {
          const published = documents.get(publishedId(id));
          if (published) return { result: published, revisions: [] };
          throw new DocumentNotFoundError(id);
        }
        const published = stamp({ ...draft, _id: publishedId(id) });
        documents.delete(draft._id);
        documents.set(published._id, published);
        return { result: published, revisions: [[published._id, revision('publish', published)]] };
      });
    },

    /** Takes the document off the site; it stays as a draft. */
    unpublish(id: string, ifRevision?: string | null): Promise<SanityDocument> {
      return mutate((documents) => {
        checkRev(documents, id, ifRevision);
        const published = documents.get(publishedId(id));
        if (!published) throw new DocumentNotFoundError(id);
        documents.delete(published._id);
        const draft = documents.get(draftId(id)) ?? stamp({ ...published, _id: draftId(id) });
        documents.set(draft._id, draft);
        return { result: draft, revisions: [[published._id, revision('unpublish', null)]] };
      });
    },

    discardDraft(id: string, ifRevision?: string | null): Promise<void> {
      return mutate((documents) => {
        checkRev(documents, id, ifRevision);
        if (!documents.delete(draftId(id))) throw new DocumentNotFoundError(draftId(id));
        return { result: undefined, revisions: [[id, revision('discard', documents.get(publishedId(id)) ?? null)]] };
      });
    },

    delete(id: string, ifRevision?: string | null): Promise<void> {
      return mutate((documents) => {
        checkRev(documents, id, ifRevision);
        const removed = [documents.delete(draftId(id)), documents.delete(publishedId(id))].some(Boolean);
        if (!removed) throw new DocumentNotFoundError(id);
        return { result: undefined, revisions: [[id, revision('delete', null)]] };
      });
    },

    async history(id: string): Promise<Revision[]> {
      try {
        const text = await readFile(path.join(historyDir, `${safeName(publishedId(id))}.ndjson`), 'utf8');
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

    /** Makes an earlier revision the current draft (publish it to put it live). */
    async restore(id: string, rev: string, ifRevision?: string | null): Promise<SanityDocument> {
      const past = (await this.history(id)).find((r) => r.rev === rev && r.document);
      if (!past?.document) throw new DocumentNotFoundError(`${id}@${rev}`);
      const content = past.document;
      return mutate((documents) => {
        checkRev(documents, id, ifRevision);
        const draft = stamp({ ...content, _id: draftId(id) });
        documents.set(draft._id, draft);
        return { result: draft, revisions: [[draft._id, revision('restore', draft)]] };
      });
    },

    /** Replaces or adds documents as they are (content import); ids and revisions kept. */
    importDocuments(incoming: SanityDocument[], mode: 'replace' | 'missing' = 'replace'): Promise<{ written: number; skipped: number }> {
      return mutate((documents) => {
        let written = 0;
        let skipped = 0;
        const revisions: [string, Revision][] = [];
        for (const doc of incoming) {
          if (mode === 'missing' && documents.has(doc._id)) {
            skipped += 1;
            continue;
          }
          const stamped = doc._rev ? doc : stamp(doc);
          documents.set(doc._id, stamped);
          written += 1;
          if (!doc._id.startsWith('image-')) revisions.push([doc._id, revision('import', stamped)]);
        }
        return { result: { written, skipped }, revisions };
      });
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;

function safeName(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200);
}

export { isDraftId };
