import { firstValue, type QueryValue } from '@/lib/platform/query';

/**
 * Landing-page query parameters (spec §1, §2). Anything unexpected is ignored
 * rather than reported: these arrive from ad clicks, not from a form.
 */

/** The shape of an ad-group id (ad platforms use up to 20 digits). */
export const AD_GROUP_ID = /^[0-9]{1,20}$/;

export const isAdGroupId = (value: unknown): value is string => typeof value === 'string' && AD_GROUP_ID.test(value);

/** An ad-group id of the right shape (first value, trimmed), or null; whether a wording set exists for it is content's to say. */
export function adGroupIdFrom(value: QueryValue): string | null {
  const raw = firstValue(value)?.trim();
  return isAdGroupId(raw) ? raw : null;
}

/** The ad-group id when it names a known wording set, else null. */
export function parseAdGroupId(value: QueryValue, knownIds: { has(id: string): boolean }): string | null {
  const id = adGroupIdFrom(value);
  return id && knownIds.has(id) ? id : null;
}

/** `state_override` (spec §2): a two-letter state code, upper-cased, or null. */
export function parseStateOverride(value: QueryValue): string | null {
  const code = firstValue(value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
