/**
 * The landing variant travels from the proxy to getStaticProps as one path
 * segment (DESIGN §3a). It is built only from bounded, validated values, so the
 * number of cached pages stays bounded.
 */

export interface LandingVariant {
  adGroupId: string | null;
}

export const DEFAULT_SEGMENT = 'default';

export function encodeLandingSegment(variant: LandingVariant): string {
  return variant.adGroupId ? `ag-${variant.adGroupId}` : DEFAULT_SEGMENT;
}

/** Null for anything the proxy would never produce. */
export function decodeLandingSegment(segment: unknown): LandingVariant | null {
  if (segment === DEFAULT_SEGMENT) return { adGroupId: null };
  if (typeof segment !== 'string') return null;
  const match = /^ag-([0-9]{1,20})$/.exec(segment);
  return match?.[1] ? { adGroupId: match[1] } : null;
}
