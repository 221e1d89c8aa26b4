import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { contentDocuments, contentRevisions, contentState } from '@/db/schema';
import type { SanityDocument } from './localDataset';
import type { ChangeEntry, ContentBackend, Revision } from './store';
import { stringSharer } from './sharedStrings';

/**
 * The content in PostgreSQL (DATABASE_URL), shared by every instance. A change
 * is one transaction under an advisory lock, so writers on any instance go one
 * at a time and see each other's revisions. Each change bumps a version
 * number; readers keep the whole dataset in memory and reload it only when
 * the version moved, so an edit on one instance is read by the others on
 * their next read (the proxy's manifest refresh, a page render).
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

export function createDatabaseBackend(options: DatabaseBackendOptions): ContentBackend {
  let loaded: { version: number; documents: SanityDocument[] } | null = null;
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
    const rows = await db.select({ document: contentDocuments.document }).from(contentDocuments).orderBy(asc(contentDocuments.position));
    const share = stringSharer();
    loaded = { version: version ?? 0, documents: rows.map((row) => share(row.document)) };
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
        const before = new Map<string, SanityDocument>();
        if (state) {
          for (const row of await tx.select({ document: contentDocuments.document }).from(contentDocuments).orderBy(asc(contentDocuments.position))) before.set(row.document._id, row.document);
        }
        const documents = state ? new Map(before) : new Map((await options.initial()).map((d) => [d._id, d]));
        const { result, revisions } = apply(documents);

        const removed = [...before.keys()].filter((id) => !documents.has(id));
        if (removed.length) await tx.delete(contentDocuments).where(inArray(contentDocuments.id, removed));
        // Unchanged documents are the very objects read above; only new and edited ones are written, in dataset order.
        const written = [...documents.values()].filter((doc) => before.get(doc._id) !== doc);
        for (let i = 0; i < written.length; i += INSERT_BATCH) {
          await tx
            .insert(contentDocuments)
            .values(written.slice(i, i + INSERT_BATCH).map((document) => ({ id: document._id, document })))
            .onConflictDoUpdate({ target: contentDocuments.id, set: { document: sql`excluded.document` } });
        }
        for (let i = 0; i < revisions.length; i += INSERT_BATCH) {
          await tx.insert(contentRevisions).values(revisions.slice(i, i + INSERT_BATCH).map(([documentId, revision]) => ({ documentId, revision })));
        }
        if (!state) await tx.insert(contentState).values({ id: 1, version: 1 });
        else if (removed.length || written.length || revisions.length) await tx.update(contentState).set({ version: sql`${contentState.version} + 1` }).where(eq(contentState.id, 1));
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
