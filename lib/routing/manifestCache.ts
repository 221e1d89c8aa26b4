import { cachedValue } from '../brand/cachedValue';
import { getRoutingManifest } from '../cms';
import { serverEnv } from '../env';
import { buildRoutingTable, type RoutingTable } from './proxyDecision';

let getTable: (() => Promise<RoutingTable>) | undefined;

/** The routing table, refreshed from published content every few seconds. */
export function routingTable(): Promise<RoutingTable> {
  getTable ??= cachedValue(async () => buildRoutingTable(await getRoutingManifest()), serverEnv().CONTENT_MANIFEST_TTL_MS);
  return getTable();
}
