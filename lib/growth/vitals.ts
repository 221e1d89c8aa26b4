import type { FunnelFilters } from './funnelFilters';

/**
 * Field speed: Core Web Vitals from real visitors of the landing pages (the
 * browser's reporter, the server's check of what it sends, and the studio's
 * ratings share these). Values travel and are stored as integers: milliseconds,
 * and CLS in ten-thousandths (nothing is stored as a float, db/schema).
 */

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const isVitalMetric = (value: unknown): value is VitalMetric => typeof value === 'string' && (VITAL_METRICS as readonly string[]).includes(value);

/** CLS is unitless: sent and stored ×10,000, so 0.1 is 1000. */
export const CLS_SCALE = 10_000;

/**
 * The largest value taken per metric (integer units): beyond it a reading is a broken clock or a forged
 * beacon, not a slow page (a minute for the timings, a layout shifted 10 screens' worth).
 */
export const MAX_VALUE: Record<VitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10 * CLS_SCALE, TTFB: 60_000 };

/** web.dev's thresholds at the 75th percentile: good up to the first, poor above the second (integer units). */
export const THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1 * CLS_SCALE, 0.25 * CLS_SCALE],
  TTFB: [800, 1800],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rating(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A metric as web-vitals reports it (seconds never: milliseconds, CLS unitless), in the integer units sent. */
export const toUnits = (metric: VitalMetric, value: number) => Math.round(metric === 'CLS' ? value * CLS_SCALE : value);

/** 2.5 s, 180 ms, 0.12: how the studio writes a p75. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return (value / CLS_SCALE).toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** The landing pages that report (components/LandingPage): one type per page, read off the path. */
export const VITAL_PAGE_TYPES = ['home', 'deal', 'cached-deal'] as const;
export type VitalPageType = (typeof VITAL_PAGE_TYPES)[number];

export const isVitalPageType = (value: unknown): value is VitalPageType => typeof value === 'string' && (VITAL_PAGE_TYPES as readonly string[]).includes(value);

export function landingPageType(pathname: string): VitalPageType | null {
  if (pathname === '/' || pathname === '') return 'home';
  if (/^\/deal\/?$/.test(pathname)) return 'deal';
  return pathname.includes('/cached-deal') ? 'cached-deal' : null;
}

/** One page view's beacon: its page, the ad group of its URL, and each metric at most once. */
export interface VitalsBeacon {
  pageType: VitalPageType;
  adGroupId: string | null;
  metrics: { name: VitalMetric; value: number }[];
}

/** The range the studio shows unless told otherwise: the 28 days CrUX reports. */
export const FIELD_SPEED_RANGE_DAYS = 28;

export interface FieldSpeedCell {
  /** The 75th percentile (an observed value: nearest rank), in integer units. */
  p75: number;
  samples: number;
}

export interface FieldSpeedRow {
  brandKey: string;
  pageType: VitalPageType;
  adGroupId: string | null;
  metrics: Partial<Record<VitalMetric, FieldSpeedCell>>;
}

export interface FieldSpeed {
  filters: FunnelFilters;
  brands: { key: string; name: string }[];
  rows: FieldSpeedRow[];
}
