import { pagesToRevalidate, scopeOf, type ChangedDocument, type PageScope } from './affectedPages';
import { recordPageChanges } from './pageCache';
import { servedPages } from './pageLog';
import { errorText, log } from '@/server/platform/log';

export interface RevalidationReport {
  /** Served pages the change reaches: each renders afresh on its next visit. */
  pages: number;
  ms: number;
  /** Set when the change could not be recorded: those pages refresh only when their revalidation window ends. */
  error?: string;
}

const sameScope = (a: PageScope, b: PageScope) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Makes every cached page the changed documents can appear on current: the
 * change goes into the page cache's log (pageChanges.ts) and each such page is
 * rendered with the new content on its next visit, by whichever instance
 * serves it. Nothing is rendered here, so a banner edit costs the same for
 * three pages or a million, and the publish answers at once.
 */
export async function revalidateFor(changed: ChangedDocument[]): Promise<RevalidationReport> {
  const started = Date.now();
  const scopes = changed
    .map(scopeOf)
    .filter((scope): scope is PageScope => scope !== null)
    .filter((scope, i, all) => all.findIndex((other) => sameScope(other, scope)) === i);
  try {
    await recordPageChanges(scopes);
  } catch {
    return { pages: 0, ms: Date.now() - started, error: 'The change could not be passed to the page cache; pages refresh within their revalidation window.' };
  }
  // How many pages that is, for the editor: the served-page log is a count here, not a work list.
  let pages = 0;
  try {
    pages = scopes.length ? pagesToRevalidate(changed, await servedPages()).length : 0;
  } catch (error) {
    log.warn({ err: errorText(error) }, 'could not count the served pages a change reaches');
  }
  return { pages, ms: Date.now() - started };
}
