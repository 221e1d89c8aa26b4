import { cachedValue } from '@/lib/platform/cachedValue';
import { getRoutingManifest, inPreview } from '@/server/content';
import { serverEnv } from '@/lib/platform/env/server';
import { percentOverrides } from '@/lib/growth/experiments/provider';
import { buildRoutingTable, type RoutingTable } from './proxyDecision';

let getTable: (() => Promise<RoutingTable>) | undefined;
let getPreviewTable: (() => Promise<RoutingTable>) | undefined;

/** The routing table, refreshed from published content every few seconds. */
export function routingTable(): Promise<RoutingTable> {
  getTable ??= cachedValue(async () => buildRoutingTable(await getRoutingManifest(), percentOverrides()), serverEnv().CONTENT_MANIFEST_TTL_MS);
  return getTable();
}

/**
 * The routing table with drafts in place of what they change, for signed
 * studio previews only: a new page or service slug that exists only as a
 * draft is routable in preview and nowhere else.
 */
export function previewRoutingTable(): Promise<RoutingTable> {
  getPreviewTable ??= cachedValue(
    async () => buildRoutingTable(await inPreview(true, () => getRoutingManifest()), percentOverrides()),
    serverEnv().CONTENT_MANIFEST_TTL_MS,
    Date.now,
    // The person previewing has just saved the draft they want to see.
    { waitForReload: true },
  );
  return getPreviewTable();
}
