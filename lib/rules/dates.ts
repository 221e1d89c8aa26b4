const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An ISO instant as its UTC date, "Nov 22, 2026": the same on the server that
 * renders the page and in any browser, whatever their time zones (no
 * hydration mismatch), and without building an Intl formatter (see money.ts).
 */
export function formatUtcDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
