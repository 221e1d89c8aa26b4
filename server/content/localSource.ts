import { evaluate, parse } from 'groq-js';
import { documentsFor, indexDataset, type DatasetIndex } from './datasetIndex';
import { isDraftId, type SanityDocument } from './localDataset';
import { plainQuery } from './plainQuery';
import type { ContentSource } from './source';

export type Perspective = 'published' | 'drafts';

/** Published documents, or (for previews) drafts in place of the published versions they change. */
export function applyPerspective(documents: SanityDocument[], perspective: Perspective): SanityDocument[] {
  if (perspective === 'published') return documents.filter((doc) => !isDraftId(doc._id));
  const drafts = new Map(documents.filter((doc) => isDraftId(doc._id)).map((doc) => [doc._id.slice('drafts.'.length), doc]));
  const merged = documents.filter((doc) => !isDraftId(doc._id)).map((doc) => (drafts.has(doc._id) ? { ...(drafts.get(doc._id) as SanityDocument), _id: doc._id } : doc));
  const published = new Set(merged.map((doc) => doc._id));
  for (const [id, draft] of drafts) if (!published.has(id)) merged.push({ ...draft, _id: id });
  return merged;
}

const MAX_MEMO = 2000;
const MAX_REMEMBERED_LIST = 1000;

// One index per dataset version and perspective for the whole process, whichever bundle asks first (see readDataset).
const INDEXES = Symbol.for('homeclean.datasetIndexes');
const indexes = ((globalThis as { [INDEXES]?: WeakMap<SanityDocument[], Map<Perspective, DatasetIndex>> })[INDEXES] ??= new WeakMap());

function sharedIndex(documents: SanityDocument[], perspective: Perspective): DatasetIndex {
  let byPerspective = indexes.get(documents);
  if (!byPerspective) indexes.set(documents, (byPerspective = new Map()));
  let index = byPerspective.get(perspective);
  if (!index) byPerspective.set(perspective, (index = indexDataset(applyPerspective(documents, perspective))));
  return index;
}

/**
 * GROQ over the built-in studio's dataset (`documents` returns the same array
 * until the content changes). Results are memoised per dataset version:
 * regenerating many pages after a publish asks the same layout queries again
 * and again, and the dataset only changes on a write. Each query reads only the
 * documents it can match (datasetIndex.ts) and resolves references by id; a query that only filters by fields and
 * reads fields is read without groq-js (plainQuery.ts).
 */
export function createLocalSource(documents: () => Promise<SanityDocument[]>, perspective: Perspective = 'published'): ContentSource {
  let memo: { documents: SanityDocument[]; index: DatasetIndex; results: Map<string, Promise<unknown>> } | null = null;
  return {
    name: 'local',
    // The backend hands out the same array until a write (a file's change, a database version bump).
    revision: () => documents(),
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      const current = await documents();
      if (!memo || memo.documents !== current) memo = { documents: current, index: sharedIndex(current, perspective), results: new Map() };
      const key = JSON.stringify([query, params]);
      let result = memo.results.get(key);
      if (!result) {
        if (memo.results.size >= MAX_MEMO) memo.results.clear();
        const { index, results } = memo;
        const dataset = documentsFor(index, query, params);
        const tree = parse(query, { params });
        const plain = plainQuery(tree, params, (id) => index.byId.get(id) ?? null);
        const dereference = ({ _ref }: { _ref: string }) => index.byId.get(_ref) ?? null;
        const evaluated = plain
          ? Promise.resolve().then(() => plain(dataset))
          : (async () => (await evaluate(tree, { dataset, params, dereference })).get())();
        results.set(key, evaluated);
        // A failed evaluation is not remembered, nor a long list: the routing manifest's parts (100,000 ad groups) are
        // asked for once per content version, and remembering them would hold a second copy for nobody.
        evaluated.then(
          (value) => Array.isArray(value) && value.length > MAX_REMEMBERED_LIST && results.delete(key),
          () => results.delete(key),
        );
        result = evaluated;
      }
      // Callers get their own copy, so nothing they do can change a remembered result.
      return structuredClone(await result) as T;
    },
  };
}
