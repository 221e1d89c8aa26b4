import type { Db } from '@/db';
import { coverageOrder, type AdGroupCoverageRow, type AdGroupWordingRef } from '@/lib/growth/adGroupCoverage';
import type { FunnelFilters } from '@/lib/growth/funnelFilters';
import { PURCHASE_STEP } from '@/lib/growth/tracking/funnelSteps';
import { adGroupReach } from './funnelReport';

/**
 * Ad-group coverage for the studio: the funnel's sessions by ad group (so the
 * figures match the Funnel view's), every id the browsers reported, known to
 * content or not. Purchases come from the server's records, as in the funnel.
 */
export async function adGroupCoverage(db: Db, filters: FunnelFilters, wording: ReadonlyMap<string, AdGroupWordingRef>): Promise<AdGroupCoverageRow[]> {
  const rows = new Map<string, AdGroupCoverageRow>();
  for (const reach of await adGroupReach(db, filters)) {
    const id = reach.ad_group_id;
    if (id === null) continue;
    let row = rows.get(id);
    if (!row) {
      row = { adGroupId: id, visits: 0, purchases: 0, brands: [], wording: wording.get(id) ?? null };
      rows.set(id, row);
    }
    row.visits += reach.sessions;
    if (reach.step >= PURCHASE_STEP) row.purchases += reach.sessions;
    const brand = row.brands.find((b) => b.key === reach.brand_key);
    if (brand) brand.visits += reach.sessions;
    else row.brands.push({ key: reach.brand_key, visits: reach.sessions });
  }
  return [...rows.values()]
    .map((row) => ({ ...row, brands: row.brands.sort((a, b) => b.visits - a.visits || a.key.localeCompare(b.key)) }))
    .sort(coverageOrder);
}
