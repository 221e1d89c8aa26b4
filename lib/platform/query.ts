/**
 * A query parameter may repeat (`?a=1&a=2`); everywhere in the site the first
 * value counts, and anything that is not a string counts as absent.
 */
export type QueryValue = string | readonly string[] | null | undefined;

export function firstValue(value: QueryValue | unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : null;
}
