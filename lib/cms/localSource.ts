import { evaluate, parse } from 'groq-js';
import { isDraftId, readDataset, type SanityDocument } from './localDataset';
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

/** GROQ over the local NDJSON dataset. */
export function createLocalSource(dataDir?: string, perspective: Perspective = 'published'): ContentSource {
  return {
    name: 'local',
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      const dataset = applyPerspective(await readDataset(dataDir), perspective);
      const tree = parse(query, { params });
      const result = await evaluate(tree, { dataset, params });
      return (await result.get()) as T;
    },
  };
}
