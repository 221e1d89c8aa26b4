import { evaluate, parse } from 'groq-js';
import { isDraftId, readDataset } from './localDataset';
import type { ContentSource } from './source';

/** GROQ over the local NDJSON dataset, published documents only. */
export function createLocalSource(dataDir?: string): ContentSource {
  return {
    name: 'local',
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      const documents = await readDataset(dataDir);
      const published = documents.filter((doc) => !isDraftId(doc._id));
      const tree = parse(query, { params });
      const result = await evaluate(tree, { dataset: published, params });
      return (await result.get()) as T;
    },
  };
}
