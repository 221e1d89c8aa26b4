import { useRouter } from 'next/router';
import { parseDiscountCents } from '../landing/params';

/**
 * The `discount` landing parameter in cents, or null. Read after hydration on
 * purpose: it is unbounded, so it must never become part of a cached page
 * (DESIGN §3a).
 */
export function useLandingDiscount(): number | null {
  const router = useRouter();
  if (!router?.isReady) return null;
  return parseDiscountCents(router.query.discount);
}
