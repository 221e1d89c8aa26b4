/** One interface over both content adapters (local dataset, Sanity Content Lake). */
export interface ContentSource {
  readonly name: 'local' | 'sanity';
  fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>;
  /**
   * A value that stays the same (===) while the content does, where reading it is cheap: what is built from
   * content need not be rebuilt until it changes. Absent (Sanity): only a lifetime says when to read again.
   */
  revision?(): Promise<unknown>;
}
