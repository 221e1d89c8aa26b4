import { createClient } from '@sanity/client';
import type { ContentSource } from './source';

export interface SanityConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
}

/** Sanity Content Lake. ISR already caches pages, so the CDN is bypassed for fresh reads on revalidation. */
export function createSanitySource(config: SanityConfig, perspective: 'published' | 'drafts' = 'published'): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    perspective,
  });
  return {
    name: 'sanity',
    fetch: <T>(query: string, params: Record<string, unknown> = {}) => client.fetch<T>(query, params),
  };
}
