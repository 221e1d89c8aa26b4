import type { NextApiResponse } from 'next';
import { pagesToRevalidate, type ChangedDocument } from './affectedPages';
import { servedPages } from './pageLog';

export interface RevalidationReport {
  pages: number;
  failed: string[];
  ms: number;
}

/**
 * Regenerates every cached page the changed documents can appear on. Pages are
 * addressed by their internal /_sites/… path: on-demand revalidation does not
 * go through the proxy (DESIGN §3a).
 */
export async function revalidateFor(res: NextApiResponse, changed: ChangedDocument[]): Promise<RevalidationReport> {
  const started = Date.now();
  const pages = pagesToRevalidate(changed, await servedPages());
  const failed: string[] = [];
  const queue = [...pages];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      try {
        await res.revalidate(next);
      } catch (error) {
        failed.push(next);
        console.error(`[revalidate] ${next}:`, error instanceof Error ? error.message : error);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { pages: pages.length, failed, ms: Date.now() - started };
}
