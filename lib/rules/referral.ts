/** A referral code as stored (upper case, letters, digits and hyphens), or null for anything else. */
export function referralCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const normalized = raw.trim().toUpperCase();
  return /^[A-Z0-9-]{3,40}$/.test(normalized) ? normalized : null;
}

/** The cookie that carries a referral from /referral/{code} to the purchase (30 days). */
export const REFERRAL_COOKIE = 'referral_id';
