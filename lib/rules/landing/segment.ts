/**
 * The landing variant travels from the proxy to getStaticProps as one path
 * segment (DESIGN §3a), e.g. `default`, `ag-148203961127`, `mm`, `rs` or
 * `ag-148203961127.mm.rs`. It is built only from bounded, validated values (a
 * known ad-group id, experiment variants), in one canonical order, so the
 * number of cached pages stays bounded.
 */

export interface LandingVariant {
  adGroupId: string | null;
  /** The membership-model experiment's variant: free first cleaning with a subscription. */
  membershipModel: boolean;
  /** The reskinned landing page experiment's variant. */
  reskin: boolean;
}

export const DEFAULT_SEGMENT = 'default';

export function encodeLandingSegment(variant: LandingVariant): string {
  const parts = [variant.adGroupId ? `ag-${variant.adGroupId}` : null, variant.membershipModel ? 'mm' : null, variant.reskin ? 'rs' : null].filter(Boolean);
  return parts.length ? parts.join('.') : DEFAULT_SEGMENT;
}

/** Null for anything the proxy would never produce (including a non-canonical order). */
export function decodeLandingSegment(segment: unknown): LandingVariant | null {
  if (segment === DEFAULT_SEGMENT) return { adGroupId: null, membershipModel: false, reskin: false };
  if (typeof segment !== 'string') return null;
  const match = /^(?:ag-([0-9]{1,20}))?(?:(?:^|\.)(mm))?(?:(?:^|\.)(rs))?$/.exec(segment);
  if (!match || segment === '') return null;
  const variant = { adGroupId: match[1] ?? null, membershipModel: match[2] !== undefined, reskin: match[3] !== undefined };
  return encodeLandingSegment(variant) === segment ? variant : null;
}
