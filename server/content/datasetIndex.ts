import type { SanityDocument } from './localDataset';
import { isScalar } from './plainQuery';

/**
 * Indexes over one version of the dataset, so a query reads the documents it can match instead of every document:
 * by id (for `->` references), by type, and, built on first use, by the value of one field within a type (an ad
 * group by its id, a brand by its key). With 100 brands × 1,000 ad groups a landing page's queries would otherwise
 * walk 100,000 documents each, and every reference another full walk.
 */
export interface DatasetIndex {
  all: SanityDocument[];
  byId: Map<string, SanityDocument>;
  ofType(type: string): SanityDocument[];
  /** Documents of `type` whose `path` (dotted: `key.current`) equals `value`. */
  withField(type: string, path: string, value: unknown): SanityDocument[];
}

const NONE: SanityDocument[] = [];

const valueAt = (doc: SanityDocument, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), doc);

export function indexDataset(all: SanityDocument[]): DatasetIndex {
  const byId = new Map(all.map((doc) => [doc._id, doc]));
  const byType = new Map<string, SanityDocument[]>();
  for (const doc of all) {
    const list = byType.get(doc._type);
    if (list) list.push(doc);
    else byType.set(doc._type, [doc]);
  }
  const fieldIndexes = new Map<string, Map<unknown, SanityDocument[]>>();
  return {
    all,
    byId,
    ofType: (type) => byType.get(type) ?? NONE,
    withField(type, path, value) {
      const key = `${type}\u0000${path}`;
      let index = fieldIndexes.get(key);
      if (!index) {
        index = new Map();
        for (const doc of byType.get(type) ?? NONE) {
          const found = valueAt(doc, path);
          // Only scalar values are looked up by equality; objects and arrays never equal a parameter.
          if (found === undefined || (found !== null && typeof found === 'object')) continue;
          const list = index.get(found);
          if (list) list.push(doc);
          else index.set(found, [doc]);
        }
        fieldIndexes.set(key, index);
      }
      return index.get(value) ?? NONE;
    },
  };
}

const EVERYTHING = /\*/g;
/**
 * `*[_type == "brand" && …`, `*[_id == "footerTerms"]` and `*[_type == $type && …`: a scan pinned to one type or one
 * document, the pin the filter's first term and joined by `&&` (or alone), so every match has that type or id.
 */
const PINNED = /\*\[\s*(_type|_id)\s*==\s*(?:"([^"\\]+)"|\$([A-Za-z_][A-Za-z0-9_]*))\s*(?=\]|&&)/g;
/**
 * A scan that is one typed lookup by a field: `*[_type == "adGroupWording" && adGroupId == $adGroupId]…`, wherever it
 * stands in the query (`count(*[_type == $type && key == $value && …])`) as long as it is the query's only scan.
 */
const LOOKUP = /\*\[\s*_type\s*==\s*(?:"([^"\\]+)"|\$([A-Za-z_][A-Za-z0-9_]*))\s*&&\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*==\s*\$([A-Za-z_][A-Za-z0-9_]*)\s*(?=\]|&&)/;


/**
 * The documents a query can read: every `*` in it pinned to a type or an id narrows the dataset to those; a single
 * typed lookup by field equality narrows it to the matching documents. Anything else (a `*` that is not pinned, a pin
 * by a parameter that is not a string, or what the patterns do not recognise) reads the whole dataset, so narrowing
 * can only make a query faster, never change its answer: references are resolved from the id index, whichever
 * documents the query scans.
 */
export function documentsFor(index: DatasetIndex, query: string, params: Record<string, unknown>): SanityDocument[] {
  const stars = query.match(EVERYTHING)?.length ?? 0;
  // An `||` can join a pinned term to one that matches other documents (`_type == "a" && x || y`): read everything.
  if (stars === 0 || query.includes('||')) return index.all;
  const pinned = [...query.matchAll(PINNED)].map((m) => ({ field: m[1]!, value: m[2] ?? params[m[3]!] }));
  if (pinned.length !== stars || pinned.some((pin) => typeof pin.value !== 'string')) return index.all;
  const lookup = stars === 1 ? LOOKUP.exec(query) : null;
  if (lookup) {
    const type = lookup[1] ?? params[lookup[2]!];
    const value = params[lookup[4]!];
    // `field == null` also matches documents without the field, which the field index leaves out.
    if (typeof type === 'string' && isScalar(value)) return index.withField(type, lookup[3]!, value);
  }
  const types = new Set(pinned.filter((pin) => pin.field === '_type').map((pin) => pin.value as string));
  const ids = pinned.filter((pin) => pin.field === '_id').map((pin) => pin.value as string);
  const out = [...types].flatMap((type) => index.ofType(type));
  for (const id of ids) {
    const doc = index.byId.get(id);
    if (doc && !types.has(doc._type)) out.push(doc);
  }
  return out;
}
