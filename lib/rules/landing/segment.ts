/**
 * The page variant travels from the routing decision to getStaticProps as one
 * path segment (DESIGN §3a), e.g. `default`, `ag-148203961127`,
 * `g-1000.p-foreverclean_59_1_6_99` or `ag-148203961127.g-1000.mm.rs`. It is
 * built only from bounded, validated values (a known ad-group id, a grant that
 * content allows, a plan of the catalogue, experiment variants), in one
 * canonical order, so the number of cached pages stays bounded. The grant and
 * the plan are part of it because every page states prices and plan figures
 * in its first HTML: what it shows is what checkout charges.
 */
import { MAX_LANDING_DISCOUNT_CENTS } from '../discount';

export interface LandingVariant {
  adGroupId: string | null;
  /** Cents off each paid first-cleaning option that this visit is granted (0 for none). */
  grantCents: number;
  /** The first-cleaning plan this visit is offered; null for the default plan. */
  planKey: string | null;
  /** The membership-model experiment's variant: free first cleaning with a subscription. */
  membershipModel: boolean;
  /** The reskinned landing page experiment's variant. */
  reskin: boolean;
}

export const DEFAULT_SEGMENT = 'default';

export const DEFAULT_VARIANT: LandingVariant = { adGroupId: null, grantCents: 0, planKey: null, membershipModel: false, reskin: false };

/** Plan keys as the catalogue writes them (`FOREVERCLEAN_59_1_6_99`); the segment carries them in lower case. */
const PLAN_KEY = /^[A-Z0-9_]{1,48}$/;
/**
 * Up to the discount cap (MAX_LANDING_DISCOUNT_CENTS, lib/rules/discount.ts). The routing decision bounds the values: content's own grants, and the
 * whole-dollar amounts a landing URL may ask for below them.
 */
const isGrant = (cents: number) => Number.isInteger(cents) && cents > 0 && cents <= MAX_LANDING_DISCOUNT_CENTS;

export function encodeLandingSegment(variant: LandingVariant): string {
  const parts = [
    variant.adGroupId ? `ag-${variant.adGroupId}` : null,
    isGrant(variant.grantCents) ? `g-${variant.grantCents}` : null,
    variant.planKey && PLAN_KEY.test(variant.planKey) ? `p-${variant.planKey.toLowerCase()}` : null,
    variant.membershipModel ? 'mm' : null,
    variant.reskin ? 'rs' : null,
  ].filter(Boolean);
  return parts.length ? parts.join('.') : DEFAULT_SEGMENT;
}

const SEGMENT = /^(?:ag-([0-9]{1,20}))?(?:(?:^|\.)g-([1-9][0-9]{0,4}))?(?:(?:^|\.)p-([a-z0-9_]{1,48}))?(?:(?:^|\.)(mm))?(?:(?:^|\.)(rs))?$/;

/** Null for anything the routing decision would never produce (including a non-canonical order). */
export function decodeLandingSegment(segment: unknown): LandingVariant | null {
  if (segment === DEFAULT_SEGMENT) return DEFAULT_VARIANT;
  if (typeof segment !== 'string' || segment === '') return null;
  const match = SEGMENT.exec(segment);
  if (!match) return null;
  const variant: LandingVariant = {
    adGroupId: match[1] ?? null,
    grantCents: match[2] === undefined ? 0 : Number(match[2]),
    planKey: match[3]?.toUpperCase() ?? null,
    membershipModel: match[4] !== undefined,
    reskin: match[5] !== undefined,
  };
  return encodeLandingSegment(variant) === segment ? variant : null;
}
