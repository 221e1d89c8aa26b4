import { cachedValue } from '@/lib/platform/cachedValue';
import { getRoutingManifest } from '@/lib/cms';
import { serverEnv } from '@/lib/platform/env/server';
import { buildRoutingTable, type RoutingTable } from './proxyDecision';

let getTable: (() => Promise<RoutingTable>) | undefined;

/** The routing table, refreshed from published content every few seconds. */
export function routingTable(): Promise<RoutingTable> {
  getTable ??= cachedValue(async () => buildRoutingTable(await getRoutingManifest()), serverEnv().CONTENT_MANIFEST_TTL_MS);
  return getTable();
}
