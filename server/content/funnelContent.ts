import { getAdGroupNames, getBrands } from '@/server/content';
import type { FunnelContent } from '../../lib/growth/funnel';

/** What the Funnel view takes from content: the brands to filter by and the ad groups' names. */
export async function funnelContent(): Promise<FunnelContent> {
  const [brands, adGroupNames] = await Promise.all([getBrands(), getAdGroupNames()]);
  return { brands: brands.map((b) => ({ key: b.key, name: b.appName })), adGroupNames };
}
