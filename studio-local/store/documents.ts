import { randomBytes } from 'node:crypto';
import { evaluate, parse } from 'groq-js';
import { documentTypes, isSingleton, singletonTypes, typesByName, validateDocument, type ValidationProblem } from '@/cms-schema';
import type { TypeDef } from '@/cms-schema/define';
import { readSeed, type SanityDocument } from '@/server/content/localDataset';
import { builtInContent } from '@/server/content/builtInContent';
import { documentsFor, indexDataset, type DatasetIndex } from '@/server/content/datasetIndex';
import { createContentStore, publishedId, type ContentStore } from '@/server/content/store';
import { StudioProblem } from '@/studio-local/access/problem';
import type { DocumentSummary } from './types';

/** Studio operations over the content store: listing, ids, titles and validation from the schema. */

let store: ContentStore | undefined;
export function contentStore(): ContentStore {
  // Every dataset starts as a copy of the seed (scripts/prepare-data.mjs, or an empty database's first import).
  store ??= createContentStore(builtInContent(), { seed: readSeed });
  return store;
}

/** What a document id from a request may look like (drafts. prefix included), before any lookup. */
export const DOCUMENT_ID = /^[A-Za-z0-9._-]{1,128}$/;

export const EDITABLE_TYPES: ReadonlySet<string> = new Set([...documentTypes, ...singletonTypes].map((t) => t.name));
const types = typesByName;

export function typeDef(name: string): TypeDef | null {
  return EDITABLE_TYPES.has(name) ? (types.get(name) ?? null) : null;
}

export function newDocumentId(type: TypeDef): string {
  return isSingleton(type) ? type.name : `${type.name}.${randomBytes(6).toString('hex')}`;
}

const pick = (doc: Record<string, unknown>, path: string | undefined): string | null => {
  if (!path) return null;
  const value = path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), doc);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
};

const titles = new Intl.Collator('en');

/** The brands a document names (a version's `brand`, an ad group's or campaign's `brands`), as ids, for search. */
const brandRefs = (doc: SanityDocument): string => {
  const refs = [doc.brand, ...(Array.isArray(doc.brands) ? doc.brands : [])] as ({ _ref?: unknown } | undefined)[];
  return refs.flatMap((r) => (typeof r?._ref === 'string' ? [r._ref] : [])).join(' ');
};

interface Listed {
  summary: DocumentSummary;
  /** What search reads, lower-cased: title, subtitle, id and the brands the document names. */
  haystack: string;
}

// A type's list, sorted, per dataset version (the store hands out the same array until a write): paging through
// 100,000 ad groups or typing a search reads it, not every document again.
const listed = new WeakMap<SanityDocument[], Map<string, Listed[]>>();

function listOf(documents: SanityDocument[], def: TypeDef): Listed[] {
  let byType = listed.get(documents);
  if (!byType) listed.set(documents, (byType = new Map()));
  const held = byType.get(def.name);
  if (held) return held;
  const type = def.name;
  const byId = new Map<string, { published?: SanityDocument; draft?: SanityDocument }>();
  for (const doc of documents) {
    if (doc._type !== type) continue;
    const id = publishedId(doc._id);
    const entry = byId.get(id) ?? {};
    if (doc._id.startsWith('drafts.')) entry.draft = doc;
    else entry.published = doc;
    byId.set(id, entry);
  }
  const list = [...byId.entries()]
    .map(([id, { published, draft }]): Listed => {
      const doc = (draft ?? published) as SanityDocument;
      const summary: DocumentSummary = {
        id,
        type,
        title: pick(doc, def.preview?.select?.title) ?? id,
        subtitle: pick(doc, def.preview?.select?.subtitle),
        slug: pick(doc, 'key.current') ?? pick(doc, 'slug.current'),
        status: draft && published ? 'changed' : draft ? 'draft' : 'published',
        updatedAt: (doc._updatedAt as string | undefined) ?? null,
        ...(type === 'brand' ? { primary: doc.isPrimary === true } : {}),
      };
      // Searching by brand finds what names it: `tidy-nest` matches `brand.tidy-nest` in a document's brand list.
      return { summary, haystack: `${summary.title} ${summary.subtitle ?? ''} ${id} ${brandRefs(doc)}`.toLowerCase() };
    })
    .sort((a, b) => titles.compare(a.summary.title, b.summary.title));
  byType.set(type, list);
  return list;
}

/**
 * One page of a type's documents as the studio lists them, in title order, and how many there are; `search` keeps
 * those whose title, id or brand holds it.
 */
export function listPage(
  documents: SanityDocument[],
  type: string,
  search = '',
  offset = 0,
  limit = Infinity,
): { documents: DocumentSummary[]; total: number } {
  const def = typeDef(type);
  if (!def) return { documents: [], total: 0 };
  const needle = search.trim().toLowerCase();
  const found = needle ? listOf(documents, def).filter((entry) => entry.haystack.includes(needle)) : listOf(documents, def);
  // Copies: a caller may change what it is given, never the list kept for the next one.
  return { documents: found.slice(offset, offset + limit).map((entry) => ({ ...entry.summary })), total: found.length };
}

export const summarize = (documents: SanityDocument[], type: string, search = ''): DocumentSummary[] => listPage(documents, type, search).documents;

// The store hands out the same array until a write: one index per version of it, drafts and all.
const indexes = new WeakMap<SanityDocument[], DatasetIndex>();
function indexOf(dataset: SanityDocument[]): DatasetIndex {
  let index = indexes.get(dataset);
  if (!index) indexes.set(dataset, (index = indexDataset(dataset)));
  return index;
}

/**
 * Schema validation over the whole dataset (uniqueness rules query it). Each query reads only the documents it can
 * match (server/content/datasetIndex.ts): a uniqueness check of an ad group's id was a walk of 100,000 documents.
 */
export async function problemsIn(document: SanityDocument, dataset: SanityDocument[]): Promise<ValidationProblem[]> {
  const def = typeDef(document._type);
  if (!def) return [{ path: '_type', message: 'Unknown document type', level: 'error' }];
  const index = indexOf(dataset);
  const dereference = ({ _ref }: { _ref: string }) => index.byId.get(_ref) ?? null;
  const problems = await validateDocument(def, document, types, {
    getClient: () => ({
      fetch: async <T>(query: string, params: Record<string, unknown> = {}) =>
        (await (await evaluate(parse(query, { params }), { dataset: documentsFor(index, query, params), params, dereference })).get()) as T,
    }),
  });
  return [...problems, ...unpublishedReferences(document, dataset)];
}

/**
 * References to documents that are not published: live, such a reference points at nothing (a campaign listing only
 * a brand that does not exist would run on every brand), so publishing it is refused until its target is published.
 */
function unpublishedReferences(document: SanityDocument, dataset: readonly SanityDocument[]): ValidationProblem[] {
  const published = new Set(dataset.filter((doc) => !doc._id.startsWith('drafts.')).map((doc) => doc._id));
  const problems: ValidationProblem[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${path}[${i}]`));
    if (!value || typeof value !== 'object') return;
    const ref = (value as { _ref?: unknown })._ref;
    if (typeof ref === 'string' && !published.has(ref))
      problems.push({ path, message: `Refers to ${ref}, which is not published: publish it first, or remove this reference.`, level: 'error' });
    for (const [key, child] of Object.entries(value)) if (key !== '_ref') walk(child, path ? `${path}.${key}` : key);
  };
  for (const [key, value] of Object.entries(document)) if (!key.startsWith('_')) walk(value, key);
  return problems;
}

/**
 * A document body from the editor: plain JSON, system fields set by the server. So is the `brand` of site-wide copy:
 * whose version a document is comes from how it was made (brandVersionDraft), never from what a body says.
 */
export function cleanDocument(input: unknown, id: string, type: string): SanityDocument | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const siteWide = isSiteWide(type);
  const fields = Object.fromEntries(
    Object.entries(input as Record<string, unknown>).filter(([key]) => (!key.startsWith('_') || key === '_key') && !(siteWide && key === 'brand')),
  );
  return { ...fields, _id: id, _type: type };
}

const SITE_WIDE: ReadonlySet<string> = new Set(singletonTypes.map((t) => t.name));

/** Site-wide copy (the singleton types): the documents a brand can have its own version of. */
export const isSiteWide = (type: string) => SITE_WIDE.has(type);

/** A brand's own version of site-wide copy (cms-schema/fields/brandVersion.ts) is `{type}.{brand key}`. */
export const brandVersionId = (type: string, brandKey: string) => `${type}.${brandKey}`;

const SYSTEM_FIELDS = ['_rev', '_createdAt', '_updatedAt'];

/** `doc`'s copy as `brandKey`'s own version of its type, for the brand document `brandId`; no system fields. */
export function asBrandVersion(doc: Record<string, unknown>, type: string, brandKey: string, brandId: string): SanityDocument {
  const copied = { ...doc };
  for (const field of SYSTEM_FIELDS) delete copied[field];
  return { ...copied, _id: brandVersionId(type, brandKey), _type: type, brand: { _type: 'reference', _ref: brandId } };
}

/**
 * The first draft of `brandKey`'s own version of the site-wide document `def`: the shared one's current copy (its
 * draft, else its published version), marked as the brand's. Refused for other types, unknown brands, and a brand
 * that has its version already.
 */
export function brandVersionDraft(all: readonly SanityDocument[], def: TypeDef, brandKey: string): SanityDocument {
  if (!isSingleton(def)) throw new StudioProblem(400, `${def.title ?? def.name} has no brand versions: only site-wide copy does.`);
  const current = (id: string) => all.find((d) => d._id === `drafts.${id}`) ?? all.find((d) => d._id === id);
  const brand = all.find((d) => d._type === 'brand' && (d.key as { current?: unknown } | undefined)?.current === brandKey);
  if (!brand) throw new StudioProblem(404, `There is no brand with the key "${brandKey}".`);
  const id = brandVersionId(def.name, brandKey);
  if (current(id)) throw new StudioProblem(409, `${String(brand.appName ?? brandKey)} already has its own ${(def.title ?? def.name).toLowerCase()}.`);
  return asBrandVersion(current(def.name) ?? {}, def.name, brandKey, publishedId(brand._id));
}
