/**
 * Landing-page query parameters (spec §1, §4). Anything unexpected is ignored
 * rather than reported: these arrive from ad clicks, not from a form.
 */

type QueryValue = string | string[] | null | undefined;

const first = (value: QueryValue): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

/** The ad-group id when it names a known wording set, else null. */
export function parseAdGroupId(value: QueryValue, knownIds: ReadonlySet<string>): string | null {
  const raw = first(value)?.trim();
  if (!raw || !/^[0-9]{1,20}$/.test(raw)) return null;
  return knownIds.has(raw) ? raw : null;
}

export const MAX_LANDING_DISCOUNT_CENTS = 50_000;

/** The landing discount in cents: a positive dollar amount with at most two decimals, capped at $500. */
export function parseDiscountCents(value: QueryValue): number | null {
  const raw = first(value)?.trim().replace(/^\$/, '');
  if (!raw || !/^\d{1,6}(?:\.\d{1,2})?$/.test(raw)) return null;
  const cents = Math.round(Number(raw) * 100);
  if (!Number.isFinite(cents) || cents <= 0 || cents > MAX_LANDING_DISCOUNT_CENTS) return null;
  return cents;
}
