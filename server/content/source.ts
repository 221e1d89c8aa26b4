/** One interface over both content adapters (local dataset, Sanity Content Lake). */
export interface ContentSource {
  readonly name: 'local' | 'sanity';
  fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>;
}
