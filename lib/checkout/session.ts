import { z } from 'zod';

/**
 * Checkout progress kept in sessionStorage so a reload keeps the visitor's
 * place. Card data is never part of it.
 */

export const PLAN_CHOICES = { voucher: 'CCF_1', membership: 'SUBPLAN_FIRST_FREE_CLEANING_V1' } as const;
export type PlanChoice = keyof typeof PLAN_CHOICES;

const quoteSchema = z.object({
  intent: z.string(),
  price: z.number(),
  priceBeforeSalesTax: z.number(),
  salesTaxDollars: z.number(),
  numHours: z.number(),
});

const sessionSchema = z.object({
  plan: z.enum(['voucher', 'membership']).default('voucher'),
  hours: z.number().positive().nullable().default(null),
  email: z.string().nullable().default(null),
  zipcode: z.string().nullable().default(null),
  zipcodeEnteredOnHomepage: z.boolean().default(false),
  discount: z.number().nullable().default(null),
  quote: quoteSchema.nullable().default(null),
  firstName: z.string().nullable().default(null),
  lastName: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
});

export type CheckoutSession = z.infer<typeof sessionSchema>;
export type Quote = z.infer<typeof quoteSchema>;

const KEY = 'checkout:v1';
export const emptySession = (): CheckoutSession => sessionSchema.parse({});

// sessionStorage as an external store for useSyncExternalStore: same raw value, same snapshot object.
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; session: CheckoutSession } | null = null;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionSnapshot(): CheckoutSession {
  const raw = storage()?.getItem(KEY) ?? null;
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, session: loadSession() };
  return snapshot.session;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadSession(): CheckoutSession {
  const raw = storage()?.getItem(KEY);
  if (!raw) return emptySession();
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptySession();
  } catch {
    return emptySession();
  }
}

export function saveSession(session: CheckoutSession): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(sessionSchema.parse(session)));
  } catch {
    // Private mode or a full quota: checkout still works, only a reload loses progress.
  }
  listeners.forEach((listener) => listener());
}

export function clearSession(): void {
  storage()?.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

/** A zipcode checked on the landing page pre-fills checkout (spec §3 zipcodeEnteredOnHomepage). */
export function rememberHomepageZipcode(zipcode: string): void {
  saveSession({ ...loadSession(), zipcode, zipcodeEnteredOnHomepage: true, quote: null });
}
