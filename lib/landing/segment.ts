/**
 * The landing variant travels from the proxy to getStaticProps as one path
 * segment (DESIGN §3a), e.g. `default`, `ag-148203961127`, `mm` or
 * `ag-148203961127.mm`. It is built only from bounded, validated values (a
 * known ad-group id, an experiment variant), so the number of cached pages
 * stays bounded.
 */

export interface LandingVariant {
  adGroupId: string | null;
  /** The membership-model experiment's variant: free first cleaning with a subscription. */
  membershipModel: boolean;
}

export const DEFAULT_SEGMENT = 'default';

export function encodeLandingSegment(variant: LandingVariant): string {
  const parts = [variant.adGroupId ? `ag-${variant.adGroupId}` : null, variant.membershipModel ? 'mm' : null].filter(Boolean);
  return parts.length ? parts.join('.') : DEFAULT_SEGMENT;
}

/** Null for anything the proxy would never produce. */
export function decodeLandingSegment(segment: unknown): LandingVariant | null {
  if (segment === DEFAULT_SEGMENT) return { adGroupId: null, membershipModel: false };
  if (typeof segment !== 'string') return null;
  const match = /^(?:ag-([0-9]{1,20})(\.mm)?|(mm))$/.exec(segment);
  if (!match) return null;
  return { adGroupId: match[1] ?? null, membershipModel: match[2] !== undefined || match[3] !== undefined };
}
