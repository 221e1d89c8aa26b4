import { customType, index, integer, json, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The built-in studio's content store when DATABASE_URL is set: documents, revisions, uploaded files, the change counter. */

/**
 * The built-in studio's content when DATABASE_URL is set (server/content/databaseBackend.ts),
 * so every instance reads and edits the same documents. Documents keep their Sanity
 * shape (drafts under `drafts.` ids) as `json`, which keeps their keys in order.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: text('id').primaryKey(),
    /** Dataset order, as in an NDJSON export: a new document goes last, an edited one keeps its place. */
    position: serial('position').notNull(),
    document: json('document').$type<{ _id: string; _type: string; [key: string]: unknown }>().notNull(),
    /** The content version (content_state) whose change last wrote it: an instance reads only what changed since its copy. */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('content_documents_version_idx').on(t.version)],
);

/** Documents removed, by the version that removed them; a document written again leaves this list. */
export const contentRemovals = pgTable(
  'content_removals',
  {
    id: text('id').primaryKey(),
    version: integer('version').notNull(),
  },
  (t) => [index('content_removals_version_idx').on(t.version)],
);

/** Every change to a document, newest last: the studio's history and restore. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    seq: serial('seq').primaryKey(),
    /** The published id, for drafts too. */
    documentId: text('document_id').notNull(),
    revision: json('revision').$type<{ rev: string; at: string; action: string; document: Record<string, unknown> | null }>().notNull(),
  },
  (t) => [index('content_revisions_document_idx').on(t.documentId, t.seq)],
);

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Pictures uploaded in the built-in studio when DATABASE_URL is set, so every
 * instance serves them. The name is the content's hash with its size and type
 * (lib/rules/images/uploadedFiles.ts): a name always holds the same bytes.
 */
export const uploadedFiles = pgTable('uploaded_files', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** One row: bumped by every change, so each instance knows when to reload its copy. Absent until the content is first written. */
export const contentState = pgTable('content_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});
