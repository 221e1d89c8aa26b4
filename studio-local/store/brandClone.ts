import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { typesByName } from '@/cms-schema';
import { brandCandidateFromHost } from '@/lib/rules/brand';
import { publishedId, type ContentStore } from '@/server/content/store';
import type { SanityDocument } from '@/server/content/localDataset';
import { StudioProblem } from '@/studio-local/access/problem';
import { asBrandVersion, isSiteWide } from './documents';
import type { InheritedField } from './types';

/**
 * Cloning a brand (docs/decisions.md, "Launching a brand"): one change that
 * writes a draft of the new brand (the source's fields, theme and SEO
 * templates under the new key, app name and domain) and a draft of every
 * document that lists the source brand by reference (campaigns, experiments),
 * with the new brand added. Navigation, footer terms, promo banner and page
 * copy are shared by every brand, so the clone shows them as they are.
 */

const KEY = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Keys a brand may not take: labels that are the second label of many unrelated domains (`example.com.au` → `com`),
 * and names the site itself answers to. A brand under one of them would claim every such host.
 */
const RESERVED_KEYS = new Set(['com', 'co', 'net', 'org', 'gov', 'edu', 'ac', 'ltd', 'plc', 'www', 'localhost', 'preview', 'studio', 'api']);

/** Whether `domain` is the preview domain or a name under it, where only draft previews live. */
const underPreviewDomain = (domain: string, previewDomain: string) => {
  const preview = previewDomain.replace(/:\d{1,5}$/, '');
  return domain === preview || domain.endsWith(`.${preview}`);
};

/** The clone form's fields, checked against the site's own names (the fallback brand's key, the preview domain). */
export const cloneInput = (site: { fallbackKey: string; previewDomain: string }) =>
  z
    .object({
      key: z.string().trim().regex(KEY, 'The key is lower-case letters, digits and hyphens (e.g. fresh-home).'),
      appName: z.string().trim().min(1, 'Give the brand an app name.').max(80, 'The app name is at most 80 characters.'),
      domain: z
        .string()
        .trim()
        .toLowerCase()
        .transform((d) => d.replace(/^www\./, ''))
        .pipe(z.string().regex(DOMAIN, 'The domain is a name such as fresh-home.com (no scheme, no path).')),
    })
    .refine((input) => !RESERVED_KEYS.has(input.key) && input.key !== site.fallbackKey, {
      message: 'That key is reserved: it is part of many unrelated domains or a name the site uses itself. Choose the brand’s own name.',
      path: ['key'],
    })
    .refine((input) => !underPreviewDomain(input.domain, site.previewDomain), {
      message: `Domains under ${site.previewDomain} are the studio's preview addresses: give the brand its own domain.`,
      path: ['domain'],
    })
    .refine((input) => brandCandidateFromHost(input.domain) === input.key, {
      message: 'The site finds a brand by the second label of its domain: the key must be that label (fresh-home for fresh-home.com).',
      path: ['domain'],
    });
export type CloneInput = z.infer<ReturnType<typeof cloneInput>>;

/** The source brand's own identity, not the new brand's: cleared, so the new brand never speaks as the source. */
const NOT_CLONED = ['social', 'analyticsToken', 'cookieyesId', 'supportEmail', 'supportPhone'] as const;
/** Only one brand is primary (indexed, Organization data) and only one is the fallback. */
const RESET = { isPrimary: false, isFallback: false };
const SYSTEM = ['_rev', '_createdAt', '_updatedAt'] as const;

const brandFields = typesByName.get('brand')?.fields ?? [];
/**
 * Copy and pictures a visitor reads as the brand's own: copied so the clone is complete from the start, but until they
 * are changed the new brand greets visitors with the source's words and shows its logo and pictures. Every picture
 * field counts, so one added to the schema is flagged too.
 */
const SOURCE_VOICE = [...['heroHeadline', 'heroSubhead', 'tagline', 'seoTemplates'], ...brandFields.filter((f) => f.type === 'image').map((f) => f.name)];
const labelOf = (field: string) => brandFields.find((f) => f.name === field)?.title ?? field;

/** The copy and picture fields of `brand` that still hold the source's value (empty ones are not inherited). */
function inheritedFields(brand: SanityDocument, source: SanityDocument): InheritedField[] {
  const filled = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  return SOURCE_VOICE.filter((field) => filled(source[field]) && isDeepStrictEqual(brand[field], source[field])).map((field) => ({
    field,
    label: labelOf(field),
  }));
}

const keyOf = (doc: SanityDocument) => (doc.key as { current?: string } | undefined)?.current ?? null;

interface Current {
  doc: SanityDocument;
  /** The revision a change must start from: the draft's when there is one. */
  rev: string | null;
}

/** Each document as an editor sees it (its draft, else the published version), by published id. */
function currentDocuments(all: readonly SanityDocument[]): Map<string, Current> {
  const byId = new Map<string, Current>();
  for (const doc of all) {
    const id = publishedId(doc._id);
    const isDraft = doc._id !== id;
    if (isDraft || !byId.has(id)) byId.set(id, { doc, rev: doc._rev ?? null });
  }
  return byId;
}

/** Every top-level array of references that names `fromId`, with `toId` added (a document's own brand list). */
function optedIn(doc: SanityDocument, fromId: string, toId: string): SanityDocument | null {
  let changed = false;
  const next: SanityDocument = { ...doc };
  for (const [field, value] of Object.entries(doc)) {
    if (!Array.isArray(value)) continue;
    const refs = value as { _ref?: unknown; _key?: unknown }[];
    if (!refs.some((r) => r?._ref === fromId) || refs.some((r) => r?._ref === toId)) continue;
    next[field] = [...refs, { _type: 'reference', _ref: toId, _key: toId.replace(/[^A-Za-z0-9-]/g, '-') }];
    changed = true;
  }
  return changed ? next : null;
}

export interface ClonePlan {
  brand: SanityDocument;
  /** The new brand's own versions of site-wide copy, copied from the source's. */
  ownCopies: SanityDocument[];
  optIns: { document: SanityDocument; ifRevision: string | null }[];
  /** What the new brand still says and shows as the source does. */
  inherited: InheritedField[];
}

/** What cloning `sourceKey` writes, or the StudioProblem that refuses it (nothing is written then). */
export function planClone(all: readonly SanityDocument[], sourceKey: string, input: CloneInput): ClonePlan {
  const current = currentDocuments(all);
  const brands = [...current.values()].filter(({ doc }) => doc._type === 'brand');
  const source = brands.find(({ doc }) => keyOf(doc) === sourceKey);
  if (!source) throw new StudioProblem(404, `There is no brand with the key "${sourceKey}".`);
  const brandId = `brand.${input.key}`;
  if (brands.some(({ doc }) => keyOf(doc) === input.key) || current.has(brandId))
    throw new StudioProblem(409, `A brand with the key "${input.key}" already exists.`);
  const sameDomain = brands.find(({ doc }) => doc.domain === input.domain);
  if (sameDomain) throw new StudioProblem(409, `${String(sameDomain.doc.appName)} already uses the domain ${input.domain}.`);

  const copy: SanityDocument = { ...source.doc };
  for (const field of [...NOT_CLONED, ...SYSTEM]) delete copy[field];
  const brand: SanityDocument = {
    ...copy,
    ...RESET,
    _id: brandId,
    _type: 'brand',
    key: { _type: 'slug', current: input.key },
    appName: input.appName,
    domain: input.domain,
    baseUrl: `https://www.${input.domain}`,
  };
  const sourceId = publishedId(source.doc._id);
  const optIns = [...current.values()].flatMap(({ doc, rev }) => {
    if (doc._type === 'brand') return [];
    const next = optedIn(doc, sourceId, brandId);
    return next ? [{ document: { ...next, _id: publishedId(doc._id) }, ifRevision: rev }] : [];
  });
  // The source's own versions of site-wide copy (a banner, footer terms…) become the new brand's own, as drafts.
  const ownCopies = [...current.values()].flatMap(({ doc }) => {
    if (!isSiteWide(doc._type) || (doc.brand as { _ref?: unknown } | undefined)?._ref !== sourceId) return [];
    return [asBrandVersion(doc, doc._type, input.key, brandId)];
  });
  return { brand, ownCopies, optIns, inherited: inheritedFields(brand, source.doc) };
}

/** A draft the clone wrote, at the revision it wrote it. */
export interface ClonedDraft {
  id: string;
  rev: string;
}

export interface CloneResult {
  brandId: string;
  /** Documents the clone made (the new brand): undoing removes them. */
  created: string[];
  /** Existing documents the clone drafted (opted the new brand in): undoing takes the new brand out of their drafts. */
  drafted: string[];
  documentIds: string[];
  /** The one call that undoes the clone (DELETE /api/studio/brands/{key}/clone with this body). */
  undo: { drafts: ClonedDraft[] };
  /** Copy and pictures the new brand took over from the source, to change before it launches. */
  inherited: InheritedField[];
}

export async function cloneBrand(store: ReturnType<ContentStore['as']>, sourceKey: string, input: CloneInput): Promise<CloneResult> {
  const plan = planClone(await store.list(), sourceKey, input);
  const made = [plan.brand, ...plan.ownCopies].map((document) => ({ document, ifRevision: null }));
  const saved = await store.saveClones([...made, ...plan.optIns], `cloned from ${sourceKey}`);
  return {
    brandId: plan.brand._id,
    created: made.map(({ document }) => document._id),
    drafted: plan.optIns.map(({ document }) => document._id),
    documentIds: saved.map((d) => d._id),
    undo: { drafts: saved.map((d) => ({ id: d._id, rev: String(d._rev) })) },
    inherited: plan.inherited,
  };
}

export const undoInput = z.object({
  drafts: z
    .array(z.object({ id: z.string().regex(/^drafts\.[A-Za-z0-9._-]{1,128}$/, 'Each draft is named by its drafts.… id.'), rev: z.string().min(1).max(64) }))
    .min(1, 'Name the drafts the clone answered with.')
    .max(1000),
});

/** Every reference to `brandId` taken out of a document's top-level arrays (the inverse of `optedIn`). */
function optedOut(doc: SanityDocument, brandId: string): SanityDocument {
  const next: SanityDocument = { ...doc };
  for (const [field, value] of Object.entries(doc)) {
    if (Array.isArray(value)) next[field] = (value as { _ref?: unknown }[]).filter((r) => r?._ref !== brandId);
  }
  return next;
}

const withoutSystem = (doc: SanityDocument) => JSON.stringify({ ...doc, _id: publishedId(doc._id), _rev: null, _createdAt: null, _updatedAt: null });

/**
 * Undoes a clone of `key` in one change: the new brand's draft is removed, and the drafts it made of existing
 * documents lose the new brand again (back to their published version when that is all that differed). Only drafts
 * still exactly as the clone left them are touched; if any changed since, nothing is (409).
 */
export async function undoClone(store: ReturnType<ContentStore['as']>, key: string, drafts: ClonedDraft[]): Promise<{ removed: string[]; reverted: string[] }> {
  const brandId = `brand.${key}`;
  if (!drafts.some((d) => d.id === `drafts.${brandId}`))
    throw new StudioProblem(400, `The drafts given are not a clone of "${key}": its brand draft is missing.`);
  const all = new Map((await store.list()).map((doc) => [doc._id, doc]));
  const changes = drafts.map(({ id, rev }) => {
    const draft = all.get(id);
    if (!draft || draft._rev !== rev) throw new StudioProblem(409, `${publishedId(id)} changed since the clone: undo it by hand, or reload and look.`);
    // The brand, and its own versions of site-wide copy, are the clone's own documents: they go.
    if (publishedId(id) === brandId || (draft.brand as { _ref?: unknown } | undefined)?._ref === brandId) {
      if (all.has(publishedId(id))) throw new StudioProblem(409, `${publishedId(id)} was published since the clone: delete it explicitly if you mean to.`);
      return { id, ifRevision: rev, draft: null };
    }
    const reverted = optedOut(draft, brandId);
    const published = all.get(publishedId(id));
    return { id, ifRevision: rev, draft: published && withoutSystem(published) === withoutSystem(reverted) ? null : reverted };
  });
  await store.replaceDrafts(changes, `undid the clone ${key}`);
  return {
    removed: changes.filter((c) => c.draft === null).map((c) => c.id),
    reverted: changes.filter((c) => c.draft !== null).map((c) => c.id),
  };
}
