import { asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { contentDocuments, contentRemovals, contentRevisions, contentState } from '@/db/schema';
import type { SanityDocument } from './localDataset';
import type { ChangeEntry, ContentBackend, Revision } from './store';
import { stringSharer } from './sharedStrings';

/**
 * The content in PostgreSQL (DATABASE_URL), shared by every instance. A change
 * is one transaction under an advisory lock, so writers on any instance go one
 * at a time and see each other's revisions. Each change bumps a version
 * number and stamps what it wrote or removed with it; readers keep the whole
 * dataset in memory and, when the version moved, read only what changed since
 * their copy, so an edit on one instance is read by the others on their next
 * read (the proxy's manifest refresh, a page render) at the cost of the edit,
 * not of the dataset.
 *
 * The first change (or read) of an empty database imports the local dataset:
 * DATA_DIR's copy if this host has one, else the committed seed. When the
 * database cannot be reached, reads keep the last dataset this process loaded
 * (or this host's local copy, if it has one) rather than fail.
 */
export interface DatabaseBackendOptions {
  database: () => Promise<Database>;
  /** The documents an empty database starts from. */
  initial: () => Promise<SanityDocument[]>;
  /** This host's own copy of the content, if it has one: read when the database cannot be reached. */
  localCopy: () => Promise<SanityDocument[] | null>;
}

// One lock for the content store in the whole database.
const LOCK = sql`select pg_advisory_xact_lock(hashtext('homeclean.content-store'))`;
const INSERT_BATCH = 500;

interface Copy {
  version: number;
  documents: SanityDocument[];
  /** The last place taken in dataset order: a document written at a later one was added (or added again) since. */
  lastPosition: number;
}

/** What reads the tables: the database, or a change's transaction. */
type Reader = Pick<Database['db'], 'select'>;

const lastOf = (rows: { position: number }[], from = 0) => rows.reduce((last, row) => Math.max(last, row.position), from);

/** Every document, in dataset order, as of `version`. */
async function readAll(db: Reader, version: number): Promise<Copy> {
  const rows = await db
    .select({ document: contentDocuments.document, position: contentDocuments.position })
    .from(contentDocuments)
    .orderBy(asc(contentDocuments.position));
  const share = stringSharer();
  return { version, documents: rows.map((row) => share(row.document)), lastPosition: lastOf(rows) };
}

/**
 * `copy` brought to `version` (read just before) from the documents written and removed since, in the order a whole
 * read gives: an edited document keeps its place, one added (or deleted and added again) goes last. A change committed
 * meanwhile may be applied already; applying it again on the next read changes nothing.
 */
async function readChanges(db: Reader, copy: Copy, version: number): Promise<Copy> {
  const rows = await db
    .select({ document: contentDocuments.document, position: contentDocuments.position })
    .from(contentDocuments)
    .where(gt(contentDocuments.version, copy.version))
    .orderBy(asc(contentDocuments.position));
  const removals = await db.select({ id: contentRemovals.id }).from(contentRemovals).where(gt(contentRemovals.version, copy.version));
  if (!rows.length && !removals.length) return { ...copy, version };
  const share = stringSharer();
  const removed = new Set(removals.map((row) => row.id));
  const edited = new Map<string, SanityDocument>();
  const added: SanityDocument[] = [];
  for (const row of rows) {
    const document = share(row.document);
    if (row.position > copy.lastPosition) {
      added.push(document);
      // Its old place, if the copy had it there before a delete, is no longer its place.
      removed.add(document._id);
    } else edited.set(document._id, document);
  }
  const documents: SanityDocument[] = [];
  for (const document of copy.documents) {
    if (removed.has(document._id)) continue;
    documents.push(edited.get(document._id) ?? document);
    edited.delete(document._id);
  }
  // Edited documents the copy did not have: kept rather than lost, last.
  documents.push(...edited.values(), ...added);
  return { version, documents, lastPosition: lastOf(rows, copy.lastPosition) };
}

/** `copy` as of `version`: read whole when there is none (or it is from a database since emptied), else brought up to date. */
const upTo = (db: Reader, copy: Copy | null, version: number) =>
  copy && copy.version <= version ? readChanges(db, copy, version) : readAll(db, version);

export function createDatabaseBackend(options: DatabaseBackendOptions): ContentBackend {
  let loaded: Copy | null = null;
  let reading: Promise<SanityDocument[]> | null = null;

  async function currentVersion(): Promise<number | null> {
    const { db } = await options.database();
    const [state] = await db.select({ version: contentState.version }).from(contentState).where(eq(contentState.id, 1));
    return state?.version ?? null;
  }

  async function load(): Promise<SanityDocument[]> {
    let version = await currentVersion();
    if (version === null) {
      await backend.change(() => ({ result: undefined, revisions: [] }));
      version = await currentVersion();
    }
    if (loaded && loaded.version === version) return loaded.documents;
    const { db } = await options.database();
    loaded = await upTo(db, loaded, version ?? 0);
    return loaded.documents;
  }

  async function loadOrFallBack(): Promise<SanityDocument[]> {
    try {
      return await load();
    } catch (error) {
      const fallback = loaded?.documents ?? (await options.localCopy());
      if (!fallback) throw error;
      // Loaded here, not at the top: importing the content layer must not read the environment (it fails on first use).
      const { errorText, throttledWarn } = await import('@/server/platform/log');
      throttledWarn('content-database', { err: errorText(error) }, 'content database unreachable; serving the last content this instance read');
      return fallback;
    }
  }

  const backend: ContentBackend = {
    location: 'PostgreSQL (DATABASE_URL)',

    documents() {
      // Concurrent reads share one round trip.
      reading ??= loadOrFallBack().finally(() => {
        reading = null;
      });
      return reading;
    },

    async change(apply) {
      const { db } = await options.database();
      return db.transaction(async (tx) => {
        await tx.execute(LOCK);
        const [state] = await tx.select({ version: contentState.version }).from(contentState).where(eq(contentState.id, 1));
        // Under the lock nobody else writes: this copy is the content as it stands, and this process's from now on.
        const current = state ? await upTo(tx, loaded, state.version) : null;
        if (current) loaded = current;
        const before = new Map((current?.documents ?? []).map((d) => [d._id, d]));
        const documents = state ? new Map(before) : new Map((await options.initial()).map((d) => [d._id, d]));
        const { result, revisions } = apply(documents);
        const version = (state?.version ?? 0) + 1;

        const removed = [...before.keys()].filter((id) => !documents.has(id));
        for (let i = 0; i < removed.length; i += INSERT_BATCH) {
          const ids = removed.slice(i, i + INSERT_BATCH);
          await tx.delete(contentDocuments).where(inArray(contentDocuments.id, ids));
          await tx
            .insert(contentRemovals)
            .values(ids.map((id) => ({ id, version })))
            .onConflictDoUpdate({ target: contentRemovals.id, set: { version } });
        }
        // Unchanged documents are the very objects read above; only new and edited ones are written, in dataset order.
        const written = [...documents.values()].filter((doc) => before.get(doc._id) !== doc);
        for (let i = 0; i < written.length; i += INSERT_BATCH) {
          const batch = written.slice(i, i + INSERT_BATCH);
          await tx
            .insert(contentDocuments)
            .values(batch.map((document) => ({ id: document._id, document, version })))
            .onConflictDoUpdate({ target: contentDocuments.id, set: { document: sql`excluded.document`, version } });
          // Written again after a removal: no longer removed.
          if (state)
            await tx.delete(contentRemovals).where(
              inArray(
                contentRemovals.id,
                batch.map((d) => d._id),
              ),
            );
        }
        for (let i = 0; i < revisions.length; i += INSERT_BATCH) {
          await tx.insert(contentRevisions).values(revisions.slice(i, i + INSERT_BATCH).map(([documentId, revision]) => ({ documentId, revision })));
        }
        if (!state) await tx.insert(contentState).values({ id: 1, version });
        else if (removed.length || written.length || revisions.length) await tx.update(contentState).set({ version }).where(eq(contentState.id, 1));
        return result;
      });
    },

    async history(publishedId: string): Promise<Revision[]> {
      const { db } = await options.database();
      const rows = await db.select({ revision: contentRevisions.revision }).from(contentRevisions).where(eq(contentRevisions.documentId, publishedId)).orderBy(desc(contentRevisions.seq));
      return rows.map((row) => row.revision as Revision);
    },

    async recentChanges(limit: number): Promise<ChangeEntry[]> {
      const { db } = await options.database();
      // The audit line only: the revision's document body stays in the database.
      const rows = await db
        .select({
          documentId: contentRevisions.documentId,
          rev: sql<string>`${contentRevisions.revision}->>'rev'`,
          at: sql<string>`${contentRevisions.revision}->>'at'`,
          action: sql<string>`${contentRevisions.revision}->>'action'`,
          by: sql<string | null>`${contentRevisions.revision}->>'by'`,
          type: sql<string | null>`${contentRevisions.revision}->'document'->>'_type'`,
        })
        .from(contentRevisions)
        .orderBy(desc(contentRevisions.seq))
        .limit(limit);
      return rows.map((row) => ({ documentId: row.documentId, type: row.type ?? null, rev: row.rev, at: row.at, action: row.action as ChangeEntry['action'], by: row.by ?? null }));
    },
  };
  return backend;
}
