import type { NextApiResponse } from 'next';
import { pagesToRevalidate, type ChangedDocument } from './affectedPages';
import { servedPages } from './pageLog';
import { errorText, log } from '@/lib/platform/log';

export interface RevalidationReport {
  pages: number;
  failed: string[];
  ms: number;
  /** Pages still being regenerated when the answer was sent; they finish in the background. */
  pending: number;
  /** Set when the list of served pages could not be read: those pages refresh only when their revalidation window ends. */
  error?: string;
}

/** How long a publish waits for pages before answering; the rest keep regenerating after the answer. */
export const REVALIDATION_WAIT_MS = 3000;
const CONCURRENCY = 4;

/**
 * Organic pages (the `default` segment, what most visitors and crawlers get)
 * come first; pages cut for an ad group, grant or plan follow. A banner or a
 * footer change touches every served variant, and there are as many variants
 * as ad groups × offers a brand runs, so the order decides what is fresh first.
 */
export function revalidationOrder(pages: string[]): string[] {
  const organic = (page: string) => page.split('/')[3] === 'default';
  return [...pages.filter(organic), ...pages.filter((page) => !organic(page))];
}

/**
 * Regenerates every cached page the changed documents can appear on. Pages are
 * addressed by their internal /_sites/… path: on-demand revalidation does not
 * go through the proxy (DESIGN §3a). Waits up to `waitMs` and then answers
 * with what is still pending, so a publish touching hundreds of variants does
 * not hold the editor (or a webhook's sender) until the last one is done.
 */
export async function revalidateFor(res: NextApiResponse, changed: ChangedDocument[], waitMs = REVALIDATION_WAIT_MS): Promise<RevalidationReport> {
  const started = Date.now();
  let served: string[];
  try {
    served = await servedPages();
  } catch (error) {
    log.error({ err: errorText(error) }, 'could not read the served pages; nothing revalidated');
    return {
      pages: 0,
      failed: [],
      pending: 0,
      ms: Date.now() - started,
      error: 'The list of served pages is unavailable; pages refresh within their revalidation window.',
    };
  }
  const pages = revalidationOrder(pagesToRevalidate(changed, served));
  const failed: string[] = [];
  const queue = [...pages];
  let done = 0;
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      try {
        await res.revalidate(next);
      } catch (error) {
        failed.push(next);
        log.error({ page: next, err: errorText(error) }, 'revalidation failed');
      }
      done += 1;
    }
  };
  const all = Promise.all(Array.from({ length: CONCURRENCY }, worker));
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([all.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)))]);
  clearTimeout(timer);
  if (!finished) {
    void all.then(() => log.info({ pages: pages.length, failed: failed.length, ms: Date.now() - started }, 'background revalidation finished'));
  }
  return { pages: pages.length, failed: [...failed], pending: pages.length - done, ms: Date.now() - started };
}
