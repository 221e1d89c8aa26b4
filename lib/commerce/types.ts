import type { PageInfo } from '@/lib/rules/reviewsPaging';
import type { OfferedPlan, PlanOption } from '@/lib/rules/plans';
import type { OrderSummary } from '@/lib/rules/orderSummary';
import type { CancellationPolicy, PricingPlanKey, ReviewSort } from '@/lib/graphql/generated/graphql';

/**
 * What components see of commerce: camelCase, money in integer cents,
 * nullables resolved. Wire shapes (snake_case plan fields, dollars, edges)
 * stop at lib/commerce/map.ts.
 */

export type { PageInfo, PlanOption };
export type PlanKey = PricingPlanKey;
export type ReviewOrder = ReviewSort;
export type EarlyCancellationPolicy = CancellationPolicy;

export type { LateChangePolicy } from '@/lib/rules/lateChange';

/** A plan as checkout shows it: its membership terms and its first-cleaning options (list prices). */
export type CheckoutPlan = OfferedPlan;

/** A server quote: the price a purchase will charge, fixed by its intent until `expiresAt`. */
export interface Quote {
  intent: string;
  priceCents: number;
  priceBeforeTaxCents: number;
  salesTaxCents: number;
  numHours: number;
  /** ISO 8601; null for quotes saved before expiries were known. */
  expiresAt: string | null;
  /** The order's lines as the receipt and the account will show them. */
  summary: OrderSummary;
}

export type { OrderLine, OrderSummary } from '@/lib/rules/orderSummary';

/** The discount the visit was shown (server-side, its signed offer), and where it comes from. */
export interface VisitGrant {
  cents: number;
  source: string | null;
}

export const NO_GRANT: VisitGrant = { cents: 0, source: null };

export interface RegionPrices {
  zipcode: string;
  memberRateCents: number;
  nonmemberRateCents: number;
  salesTaxRate: number;
  /** The region's people (ServiceRegion), when that answer came too. */
  region: RegionFigures | null;
}

export interface RegionFigures {
  name: string;
  cleanerCount: number;
  customerCount: number;
}

export type RegionPricesResult =
  { kind: 'prices'; prices: RegionPrices } | { kind: 'unsupported'; message: string } | { kind: 'invalid-zipcode'; message: string };

export interface Review {
  id: string;
  body: string;
  stars: number;
  received: string;
  publicLocation: string;
  customer: { firstName: string; lastName: string };
  /** Written about a cleaning booked here, and moderated: shown as "Verified booking". */
  verifiedBooking: boolean;
}

export interface ReviewPage {
  items: Review[];
  pageInfo: PageInfo;
  totalCount: number;
}

export interface BrowserLocation {
  nearbyCities: string[];
  nearbyState: string | null;
  nearbyRecentJobs: number;
  memberRateCents: number | null;
  nonmemberRateCents: number | null;
  /** The estimated state's sales tax rate; null without a state. */
  salesTaxRate: number | null;
}

export interface VoucherOption {
  numHours: number;
  priceCents: number;
  remaining: number;
}

/** The figures behind the trust marks, all counted from commerce data. */
export interface TrustFigures {
  averageStars: number | null;
  reviewCount: number;
  cleanerCount: number;
}

/** Commerce a landing page carries in its HTML (regenerated every minute): complete without JavaScript. */
/**
 * Whether the commerce API serves a state, and its region's figures: the one
 * answer state and city pages and the zipcode check share (spec §3 regions).
 */
export interface PlaceService {
  served: boolean;
  stateCode: string;
  regionName: string;
  cleanerCount: number;
  customerCount: number;
  memberRateCents: number;
}

export interface LandingCommerce {
  reviews: ReviewPage;
  vouchers: VoucherOption[];
  trust: TrustFigures;
}

export interface DealsHome {
  location: BrowserLocation;
  vouchers: VoucherOption[];
  /** Null when reviews were deferred (deals_performance_v2). */
  reviews: ReviewPage | null;
}

export interface FieldError {
  field: string;
  message: string;
}

/** A mutation's answer: success with an optional message, or a message and the fields to correct. */
export type FormOutcome = { ok: true; message: string | null } | { ok: false; message: string | null; fieldErrors: FieldError[] };

export interface Referral {
  code: string;
  hostName: string;
}

/** How checkout takes cards: Stripe Elements, or the local test gateway (the embedded default). */
export type PaymentConfig = { provider: 'test' } | { provider: 'stripe'; publishableKey: string; jsUrl: string };

export const TEST_PAYMENTS: PaymentConfig = { provider: 'test' };
