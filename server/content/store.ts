import { randomBytes } from 'node:crypto';
import { isDraftId, type SanityDocument } from './localDataset';

/**
 * Writes to the built-in studio's content (the studio, imports). Every change
 * is atomic and one at a time across processes (the backend's job), and checks
 * the revision the editor started from, so a crash never leaves half a dataset
 * and a later writer never silently overwrites an earlier one.
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

export type RevisionAction =
  | 'create'
  | 'save'
  | 'publish'
  | 'unpublish'
  | 'delete'
  | 'discard'
  | 'restore'
  | 'import'
  | 'upload'
  | 'approve'
  | 'clone'
  /** The version the dataset was seeded with: never a change the backend recorded, so it is read from the seed. */
  | 'seed';

export interface Revision {
  rev: string;
  at: string;
  action: RevisionAction;
  /** The draft or published document after the change; null when it was removed, except a delete's: what it removed. */
  document: SanityDocument | null;
  /** Who made the change (a studio person's email); absent for imports and older revisions. */
  by?: string;
  /** What the action alone does not say, e.g. the brand a clone was made from. */
  note?: string;
}

/** One line of the audit trail across every document, newest first. */
export interface ChangeEntry {
  documentId: string;
  type: string | null;
  rev: string;
  at: string;
  action: RevisionAction;
  by: string | null;
}

/** The audit line of a revision (no document body). */
export const changeEntry = (documentId: string, revision: Revision): ChangeEntry => ({
  documentId,
  type: revision.document?._type ?? null,
  rev: revision.rev,
  at: revision.at,
  action: revision.action,
  by: revision.by ?? null,
});

export interface DocumentPair {
  published: SanityDocument | null;
  draft: SanityDocument | null;
}

const newRev = () => randomBytes(9).toString('base64url');
export const publishedId = (id: string) => id.replace(/^drafts\./, '');
const draftId = (id: string) => `drafts.${publishedId(id)}`;

/** What one change did: the result for the caller and the revisions to record (document id → revision). */
export interface Change<T> {
  result: T;
  revisions: [string, Revision][];
}

/**
 * Where the documents live: a file in DATA_DIR (one process) or PostgreSQL
 * (DATABASE_URL, shared by every instance). The store's rules are the same
 * over both.
 */
export interface ContentBackend {
  /** Where the content is, for messages. */
  readonly location: string;
  /** Every document, drafts included; the same array until the content changes, so readers can memoise on it. */
  documents(): Promise<SanityDocument[]>;
  /** Applies one change to the whole dataset atomically, one writer at a time across every process, and records its revisions. */
  change<T>(apply: (documents: Map<string, SanityDocument>) => Change<T>): Promise<T>;
  /** The recorded revisions of a document (by its published id), newest first. */
  history(publishedId: string): Promise<Revision[]>;
  /** The newest changes across every document, newest first. */
  recentChanges(limit: number): Promise<ChangeEntry[]>;
}

export interface StoreOptions {
  now?: () => Date;
  /**
   * The documents the dataset was seeded with (content/seed.ndjson). A backend records changes only, so without them
   * a seeded document's history starts at its first edit and its seeded text could never be restored.
   */
  seed?: () => Promise<readonly SanityDocument[]>;
}

/**
 * The content store: drafts beside published documents, revisions that
 * detect concurrent edits, history, publish in one atomic change.
 */
export function createContentStore(backend: ContentBackend, options: StoreOptions = {}) {
  const now = options.now ?? (() => new Date());
  let queue: Promise<unknown> = Promise.resolve();

  /** One change at a time in this process too, so its writers queue instead of contending for the backend's lock. */
  function mutate<T>(apply: (documents: Map<string, SanityDocument>) => Change<T>): Promise<T> {
    const run = queue.then(() =>
      backend.change((documents) => {
        const { result, revisions } = apply(documents);
        // History is kept per document, drafts and published versions together.
        return { result, revisions: revisions.map(([id, revision]): [string, Revision] => [publishedId(id), revision]) };
      }),
    );
    queue = run.catch(() => undefined);
    return run;
  }

  const stamp = (doc: SanityDocument): SanityDocument => ({ ...doc, _rev: newRev(), _updatedAt: now().toISOString(), _createdAt: (doc._createdAt as string) ?? now().toISOString() });

  /** The revision an editor must have seen: the draft's if there is one, else the published one's. */
  function currentRev(documents: Map<string, SanityDocument>, id: string): string | null {
    return documents.get(draftId(id))?._rev ?? documents.get(publishedId(id))?._rev ?? null;
  }

  function checkRev(documents: Map<string, SanityDocument>, id: string, ifRevision: string | null | undefined) {
    if (ifRevision === undefined) return;
    if (currentRev(documents, id) !== ifRevision) throw new ConflictError();
  }

  let seededById: Promise<Map<string, SanityDocument>> | undefined;
  const seeded = (id: string) => {
    const seed = options.seed;
    if (!seed) return Promise.resolve(undefined);
    seededById ??= seed()
      .then((docs) => new Map(docs.map((doc) => [doc._id, doc])))
      .catch((error: unknown) => {
        // Read again next time: a seed that could not be read this once is not missing.
        seededById = undefined;
        throw error;
      });
    return seededById.then((docs) => docs.get(id));
  };

  /** A document's revisions, newest first, ending with its seeded version unless the list already holds it. */
  async function history(id: string): Promise<Revision[]> {
    const recorded = await backend.history(publishedId(id));
    const seed = await seeded(publishedId(id));
    const at = seed?._updatedAt ?? seed?._createdAt;
    if (!seed?._rev || typeof at !== 'string') return recorded;
    // Made in the studio under an id the seed also has: the seed's version was never this document's.
    if (recorded.at(-1)?.action === 'create') return recorded;
    // Already restorable from the list: an import or a discard recorded it, or a delete kept it.
    if (recorded.some((r) => r.rev === seed._rev || r.document?._rev === seed._rev)) return recorded;
    return [...recorded, { rev: seed._rev, at, action: 'seed', document: { ...seed, _id: publishedId(id) } }];
  }

  /** The changes, each revision recorded with who made it (`by`, when a person did). */
  function writers(by: string | undefined) {
    const revision = (action: RevisionAction, document: SanityDocument | null): Revision => ({ rev: document?._rev ?? newRev(), at: now().toISOString(), action, document, ...(by ? { by } : {}) });
    return {
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

      /** Records that this person approved the draft as it is at `rev` (a big discount needs it); the draft is unchanged. */
      approve(id: string, rev: string): Promise<SanityDocument> {
        return mutate((documents) => {
          const draft = documents.get(draftId(id));
          if (!draft) throw new DocumentNotFoundError(draftId(id));
          if (draft._rev !== rev) throw new ConflictError();
          return { result: draft, revisions: [[draft._id, revision('approve', draft)]] };
        });
      },

      /**
       * Saves several drafts in one change, all or none, each recorded as `clone` with `note` (a brand's copy and the
       * documents that opt it in). Each is checked against the revision it was made from (null: it must not exist yet).
       */
      saveClones(drafts: { document: SanityDocument; ifRevision: string | null }[], note: string): Promise<SanityDocument[]> {
        return mutate((documents) => {
          for (const { document, ifRevision } of drafts) checkRev(documents, document._id, ifRevision);
          const saved = drafts.map(({ document }) => stamp({ ...document, _id: draftId(document._id) }));
          for (const draft of saved) documents.set(draft._id, draft);
          return { result: saved, revisions: saved.map((draft): [string, Revision] => [draft._id, { ...revision('clone', draft), note }]) };
        });
      },

      /**
       * Replaces or removes (draft null) several drafts in one change, all or none, each checked against its revision
       * and recorded with `note` (undoing a clone). Published versions are never touched.
       */
      replaceDrafts(changes: { id: string; ifRevision: string; draft: SanityDocument | null }[], note: string): Promise<void> {
        return mutate((documents) => {
          for (const { id, ifRevision } of changes) checkRev(documents, id, ifRevision);
          const revisions = changes.map(({ id, draft }): [string, Revision] => {
            if (draft === null) {
              documents.delete(draftId(id));
              return [id, { ...revision('discard', documents.get(publishedId(id)) ?? null), note }];
            }
            const saved = stamp({ ...draft, _id: draftId(id) });
            documents.set(saved._id, saved);
            return [saved._id, { ...revision('save', saved), note }];
          });
          return { result: undefined, revisions };
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

      /**
       * Removes the document, draft and published version. Its history keeps what was removed (the published version,
       * else the draft) under a revision of its own, so `restore` can bring it back even if it was never recorded
       * before (a seed document).
       */
      delete(id: string, ifRevision?: string | null): Promise<void> {
        return mutate((documents) => {
          checkRev(documents, id, ifRevision);
          const removed = documents.get(publishedId(id)) ?? documents.get(draftId(id));
          if (!removed) throw new DocumentNotFoundError(id);
          documents.delete(draftId(id));
          documents.delete(publishedId(id));
          const kept = { ...removed, _id: publishedId(id) };
          return { result: undefined, revisions: [[id, { ...revision('delete', kept), rev: newRev() }]] };
        });
      },

      /** Makes an earlier revision the current draft (publish it to put it live). */
      async restore(id: string, rev: string, ifRevision?: string | null): Promise<SanityDocument> {
        const past = (await history(id)).find((r) => r.rev === rev && r.document);
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
            // Image assets from an import are not history; one a person uploads is, for the audit trail.
            if (!doc._id.startsWith('image-')) revisions.push([doc._id, revision('import', stamped)]);
            else if (by) revisions.push([doc._id, revision('upload', stamped)]);
          }
          return { result: { written, skipped }, revisions };
        });
      },
    };
  }

  const reads = {
    location: backend.location,

    async list(): Promise<SanityDocument[]> {
      return backend.documents();
    },

    async get(id: string): Promise<DocumentPair> {
      const all = new Map((await backend.documents()).map((d) => [d._id, d]));
      return { published: all.get(publishedId(id)) ?? null, draft: all.get(draftId(id)) ?? null };
    },

    history,

    /** The audit trail across every document, newest first. */
    recentChanges(limit = 100): Promise<ChangeEntry[]> {
      return backend.recentChanges(Math.max(1, Math.min(limit, 500)));
    },
  };

  return {
    ...reads,
    ...writers(undefined),
    /** The same store, recording `by` (a studio person's email) on every change it makes. */
    as: (by: string) => ({ ...reads, ...writers(by) }),
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;

export { isDraftId };
