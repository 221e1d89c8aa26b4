import { getAdGroupNames, getBrands, getRoutingManifest } from '@/server/content';
import type { FunnelContent } from '../../lib/growth/funnel';

/** What the Funnel view takes from content: the brands to filter by, the ad groups' names and the experiments' groups. */
export async function funnelContent(): Promise<FunnelContent> {
  const [brands, adGroupNames, manifest] = await Promise.all([getBrands(), getAdGroupNames(), getRoutingManifest()]);
  const experimentGroups = new Map(manifest.experiments.map((e) => [e.key, e.variants.map((v) => v.key)] as const));
  return { brands: brands.map((b) => ({ key: b.key, name: b.appName })), adGroupNames, experimentGroups };
}
