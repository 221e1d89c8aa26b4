import type { NextApiResponse } from 'next';
import { pagesToRevalidate, type ChangedDocument } from './affectedPages';
import { servedPages } from './pageLog';
import { errorText, log } from '@/lib/platform/log';

export interface RevalidationReport {
  pages: number;
  failed: string[];
  ms: number;
  /** Set when the list of served pages could not be read: those pages refresh only when their revalidation window ends. */
  error?: string;
}

/**
 * Regenerates every cached page the changed documents can appear on. Pages are
 * addressed by their internal /_sites/… path: on-demand revalidation does not
 * go through the proxy (DESIGN §3a).
 */
export async function revalidateFor(res: NextApiResponse, changed: ChangedDocument[]): Promise<RevalidationReport> {
  const started = Date.now();
  let served: string[];
  try {
    served = await servedPages();
  } catch (error) {
    log.error({ err: errorText(error) }, 'could not read the served pages; nothing revalidated');
    return { pages: 0, failed: [], ms: Date.now() - started, error: 'The list of served pages is unavailable; pages refresh within their revalidation window.' };
  }
  const pages = pagesToRevalidate(changed, served);
  const failed: string[] = [];
  const queue = [...pages];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      try {
        await res.revalidate(next);
      } catch (error) {
        failed.push(next);
        log.error({ page: next, err: errorText(error) }, 'revalidation failed');
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { pages: pages.length, failed, ms: Date.now() - started };
}
