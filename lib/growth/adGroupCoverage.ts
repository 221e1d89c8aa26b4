import type { FunnelFilters } from './funnelFilters';

/**
 * The studio's ad-group coverage: every ad-group id landing traffic came
 * with, its visits and purchases, and whether content has wording for it.
 * An id without published wording shows the brand's default copy, so those
 * come first, busiest first: they are the wording to write next.
 */

/** The range the screen shows unless told otherwise: four whole weeks. */
export const COVERAGE_RANGE_DAYS = 28;

export interface AdGroupWordingRef {
  /** The studio document (its published id). */
  documentId: string;
  title: string;
  /** `draft`: written but never published, so visitors still see the default copy. */
  status: 'published' | 'draft' | 'changed';
}

export interface AdGroupCoverageRow {
  adGroupId: string;
  /** Sessions that arrived with this ad group (the funnel's attribution: a session's first ad group). */
  visits: number;
  /** Of those, sessions with a purchase in the server's records. */
  purchases: number;
  /** Visits per brand, busiest first. */
  brands: { key: string; visits: number }[];
  wording: AdGroupWordingRef | null;
}

export interface AdGroupCoverage {
  filters: FunnelFilters;
  brands: { key: string; name: string; baseUrl: string }[];
  rows: AdGroupCoverageRow[];
}

/** Whether visitors with this id see its own wording: only published wording reaches the site. */
export const hasLiveWording = (row: Pick<AdGroupCoverageRow, 'wording'>) => row.wording !== null && row.wording.status !== 'draft';

/** Ids without live wording first, then by visits, most first; ties by id. */
export function coverageOrder(a: AdGroupCoverageRow, b: AdGroupCoverageRow): number {
  return Number(hasLiveWording(a)) - Number(hasLiveWording(b)) || b.visits - a.visits || a.adGroupId.localeCompare(b.adGroupId);
}

/** The ad group's landing page on a brand's own host. */
export const landingUrl = (baseUrl: string, adGroupId: string) => `${baseUrl}/?adgroupid=${encodeURIComponent(adGroupId)}`;

/** The studio's preview of that landing page (drafts included), for people who edit content. */
export const previewUrl = (brandKey: string, adGroupId: string) =>
  `/api/studio/preview?brand=${encodeURIComponent(brandKey)}&path=${encodeURIComponent(`/?adgroupid=${adGroupId}`)}`;

/** Opens the editor's "new ad-group wording" with the id filled in (studio-local/editor/DocumentList.tsx reads it). */
export const createWordingHref = (adGroupId: string) => `/studio/adGroupWording?new=1&adGroupId=${encodeURIComponent(adGroupId)}`;
