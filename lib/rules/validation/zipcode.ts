import { MESSAGES } from './messages';

/**
 * The spec §5 zipcode rule as a plain function: 5 characters, then digits.
 * The zod schema (server and checkout) and the landing-page form, which
 * avoids shipping a schema library in its first load, both use it.
 */
export function zipcodeProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length !== 5) return MESSAGES.zipcodeLength;
  if (!/^\d{5}$/.test(trimmed)) return MESSAGES.zipcodeDigits;
  return null;
}
