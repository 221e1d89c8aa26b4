import { cachedValue } from '@/lib/platform/cachedValue';
import { contentRevision, getRoutingManifest, inPreview } from '@/server/content';
import { experimentsFrom } from '@/lib/growth/experiments/experiments';
import { serverEnv } from '@/server/platform/env';
import { percentOverrides } from '@/server/growth/experiments/provider';
import type { RoutingManifest } from '@/lib/content/types';
import { buildRoutingTable, type RoutingTable } from './proxyDecision';

// The proxy, the page renders and the API routes are separate bundles of one process: the tables live on globalThis,
// so a process builds each once and every part of it answers from the same one. A page and the quote it leads to
// then agree on the visitor's experiment groups, even in the seconds after a publish while a table is rebuilt.
const TABLES = Symbol.for('homeclean.routingTables');
const tables = ((globalThis as { [TABLES]?: { published?: () => Promise<RoutingTable>; preview?: () => Promise<RoutingTable> } })[TABLES] ??= {});

/**
 * A loader of the routing table that rebuilds it only when the content's revision moved. Experiments start and stop
 * by the clock, so they are re-read from the kept manifest at every load; the rest (100,000 ad groups at full size,
 * about a second of work) waits for a change of content.
 */
export function tableLoader(read: () => Promise<{ revision: unknown; manifest: () => Promise<RoutingManifest> }>) {
  let last: { revision: unknown; table: RoutingTable } | null = null;
  return async (): Promise<RoutingTable> => {
    const { revision, manifest } = await read();
    if (last && revision !== null && revision === last.revision)
      return { ...last.table, experiments: experimentsFrom(last.table.experimentDefinitions, new Date(), percentOverrides()) };
    const table = buildRoutingTable(await manifest(), percentOverrides());
    collectStartGarbage();
    last = { revision, table };
    return table;
  };
}

/**
 * The first table of a process is built from the whole dataset just read: the file's text, every ad group's manifest
 * row and their copies are garbage once it stands, and V8 would keep the heap it grew for them (about 60 MB at 100,000
 * ad groups) until load made it collect. The server runs with --expose-gc (scripts/start.mjs), so it collects once,
 * right after; elsewhere (tests, another runner) this does nothing.
 */
const COLLECTED = Symbol.for('homeclean.startGarbageCollected');
function collectStartGarbage() {
  // Once per process, whichever table (published or preview) is built first: the bundles share globalThis.
  const global = globalThis as { gc?: () => void; [COLLECTED]?: true };
  if (global[COLLECTED]) return;
  global[COLLECTED] = true;
  if (global.gc) setImmediate(global.gc);
}

const published = tableLoader(async () => ({ revision: await contentRevision(), manifest: getRoutingManifest }));
const drafts = tableLoader(() =>
  inPreview(true, async () => ({ revision: await contentRevision(), manifest: () => inPreview(true, () => getRoutingManifest()) })),
);

/** The routing table, refreshed from published content every few seconds. */
export function routingTable(): Promise<RoutingTable> {
  tables.published ??= cachedValue(published, serverEnv().CONTENT_MANIFEST_TTL_MS);
  return tables.published();
}

/**
 * The routing table with drafts in place of what they change, for signed
 * studio previews only: a new page or service slug that exists only as a
 * draft is routable in preview and nowhere else.
 */
export function previewRoutingTable(): Promise<RoutingTable> {
  tables.preview ??= cachedValue(
    drafts,
    serverEnv().CONTENT_MANIFEST_TTL_MS,
    Date.now,
    // The person previewing has just saved the draft they want to see.
    { waitForReload: true },
  );
  return tables.preview();
}
