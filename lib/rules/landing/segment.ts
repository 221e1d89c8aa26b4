/**
 * The page variant travels from the routing decision to getStaticProps as one
 * path segment (DESIGN §3a), e.g. `default`, `ag-148203961127`,
 * `g-1000.p-foreverclean_59_1_6_99`, `ag-148203961127.g-1000.mm.rs` or
 * `ag-148203961127.x-headline_test-bold` (a studio experiment's copy variant). It is
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
  /** Studio experiments whose variant shows its own copy on this page, by experiment key (at most MAX_COPY_VARIANTS). */
  copy: readonly CopyVariant[];
}

/** One experiment's variant that replaces landing copy (issue 40). */
export interface CopyVariant {
  experiment: string;
  variant: string;
}

/** More copy experiments on one landing page than this and the extra ones are not shown (each multiplies cached copies). */
export const MAX_COPY_VARIANTS = 3;
const COPY_PART = /^x-([a-z0-9_]{1,48})-([a-z0-9_]{1,32})$/;

export const DEFAULT_SEGMENT = 'default';

export const DEFAULT_VARIANT: LandingVariant = { adGroupId: null, grantCents: 0, planKey: null, membershipModel: false, reskin: false, copy: [] };

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
    ...[...variant.copy]
      .filter((c) => COPY_PART.test(`x-${c.experiment}-${c.variant}`))
      .sort((a, b) => (a.experiment < b.experiment ? -1 : a.experiment > b.experiment ? 1 : 0))
      .filter((c, i, all) => i === 0 || all[i - 1]!.experiment !== c.experiment)
      .slice(0, MAX_COPY_VARIANTS)
      .map((c) => `x-${c.experiment}-${c.variant}`),
  ].filter(Boolean);
  return parts.length ? parts.join('.') : DEFAULT_SEGMENT;
}

const SEGMENT =
  /^(?:ag-([0-9]{1,20}))?(?:(?:^|\.)g-([1-9][0-9]{0,4}))?(?:(?:^|\.)p-([a-z0-9_]{1,48}))?(?:(?:^|\.)(mm))?(?:(?:^|\.)(rs))?((?:(?:^|\.)x-[a-z0-9_]{1,48}-[a-z0-9_]{1,32}){0,3})$/;

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
    copy: (match[6] ?? '')
      .split('.')
      .filter(Boolean)
      .map((part) => {
        const [, experiment, variant] = COPY_PART.exec(part)!;
        return { experiment: experiment!, variant: variant! };
      }),
  };
  return encodeLandingSegment(variant) === segment ? variant : null;
}
