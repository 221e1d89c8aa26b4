/**
 * The studio funnel's filters: one brand or all, and an inclusive range of
 * UTC days. Read from a query string by the API and the view alike, so a
 * shared link shows the same figures to everyone.
 */

export interface FunnelFilters {
  /** A brand key from content, or null for every brand. */
  brandKey: string | null;
  /** First day, YYYY-MM-DD (UTC), inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD (UTC), inclusive. */
  to: string;
}

export const DEFAULT_RANGE_DAYS = 30;
/** A year, leap day included: longer ranges scan too many events for a studio request. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Midnight UTC of a YYYY-MM-DD day, or null when it is not a real calendar day. */
function dayStart(value: string): Date | null {
  if (!DATE.test(value)) return null;
  const at = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || isoDay(at) !== value ? null : at;
}

/** The instants the filters cover: from midnight of `from` up to, not including, midnight after `to`. */
export function rangeInstants(filters: FunnelFilters): { start: Date; end: Date } {
  const start = dayStart(filters.from)!;
  return { start, end: new Date(dayStart(filters.to)!.getTime() + DAY_MS) };
}

type Query = Readonly<Record<string, string | string[] | undefined>>;

/** Validated filters from a query, defaulting to the last `defaultDays` days up to today; or the reason they are refused. */
export function parseFunnelFilters(
  query: Query,
  now: Date,
  brandKeys: readonly string[],
  defaultDays = DEFAULT_RANGE_DAYS,
): { filters: FunnelFilters } | { error: string } {
  const single = (name: string): string | undefined | { error: string } => {
    const value = query[name];
    if (Array.isArray(value)) return { error: `Give ${name} once.` };
    return value === undefined || value === '' ? undefined : value;
  };
  const brand = single('brand');
  const fromValue = single('from');
  const toValue = single('to');
  for (const value of [brand, fromValue, toValue]) if (typeof value === 'object') return value;

  if (typeof brand === 'string' && !brandKeys.includes(brand)) return { error: `Unknown brand: ${brand.slice(0, 40)}.` };
  const today = isoDay(now);
  const to = (toValue as string | undefined) ?? today;
  if (!dayStart(to)) return { error: 'to must be a date like 2026-11-01.' };
  const from = (fromValue as string | undefined) ?? isoDay(new Date(dayStart(to)!.getTime() - (defaultDays - 1) * DAY_MS));
  if (!dayStart(from)) return { error: 'from must be a date like 2026-11-01.' };
  const days = (dayStart(to)!.getTime() - dayStart(from)!.getTime()) / DAY_MS + 1;
  if (days < 1) return { error: 'from must not be after to.' };
  if (days > MAX_RANGE_DAYS) return { error: `Choose a range of at most ${MAX_RANGE_DAYS} days.` };
  return { filters: { brandKey: (brand as string | undefined) ?? null, from, to } };
}

/** `brand=…&from=…&to=…`, the query string of a view or of its CSV. */
export function funnelQueryString(filters: Partial<FunnelFilters>): string {
  const params = new URLSearchParams();
  if (filters.brandKey) params.set('brand', filters.brandKey);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params.toString();
}
