/** `state_override` (spec §2): a two-letter state code, upper-cased, or null. */
export function parseStateOverride(value: unknown): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string') return null;
  const code = text.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}
