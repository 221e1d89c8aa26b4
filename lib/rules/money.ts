/**
 * Formatting for people, in US English. Written out rather than with
 * Intl.NumberFormat: building a currency formatter loads locale data, which
 * costs a phone about a tenth of a second on the landing page's critical path
 * (the result is the same, see money.test.ts).
 */

/** 12468 → "12,468". */
export function formatCount(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "$19" for whole-dollar amounts, "$19.50" otherwise. Money is kept in integer cents until here. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const rest = abs % 100;
  return `${sign}$${formatCount(Math.floor(abs / 100))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Dollars as the API and the spec's payloads carry them → integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** Integer cents → dollars, for payloads that the spec defines in dollars. */
export const toDollars = (cents: number) => cents / 100;

/** A rate (0.0575) as people read it: "5.75%", "7%". */
export function formatPercent(rate: number): string {
  return `${(rate * 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
