/**
 * Checkout progress kept in sessionStorage so a reload keeps the visitor's
 * place. Card data is never part of it.
 */

import { sessionStore } from '../browserStorage';

export const PLAN_CHOICES = { voucher: 'CCF_1', membership: 'SUBPLAN_FIRST_FREE_CLEANING_V1' } as const;
export type PlanChoice = keyof typeof PLAN_CHOICES;

export interface Quote {
  intent: string;
  price: number;
  priceBeforeSalesTax: number;
  salesTaxDollars: number;
  numHours: number;
  /** When the server stops honouring this price (ISO 8601); null for quotes saved before it was known. */
  expiresAt: string | null;
}

export interface CheckoutSession {
  plan: PlanChoice;
  hours: number | null;
  email: string | null;
  zipcode: string | null;
  zipcodeEnteredOnHomepage: boolean;
  discount: number | null;
  quote: Quote | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function parseQuote(value: unknown): Quote | null {
  if (!value || typeof value !== 'object') return null;
  const q = value as Record<string, unknown>;
  const intent = str(q.intent);
  const [price, before, tax, hours] = [num(q.price), num(q.priceBeforeSalesTax), num(q.salesTaxDollars), num(q.numHours)];
  return intent && price !== null && before !== null && tax !== null && hours !== null
    ? { intent, price, priceBeforeSalesTax: before, salesTaxDollars: tax, numHours: hours, expiresAt: str(q.expiresAt) && !Number.isNaN(Date.parse(str(q.expiresAt)!)) ? str(q.expiresAt) : null }
    : null;
}

/** Whatever is stored is untrusted: every field is checked and a bad one falls back to its empty value. */
export function parseSession(value: unknown): CheckoutSession {
  const raw = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const hours = num(raw.hours);
  return {
    plan: raw.plan === 'membership' ? 'membership' : 'voucher',
    hours: hours !== null && hours > 0 ? hours : null,
    email: str(raw.email),
    zipcode: str(raw.zipcode),
    zipcodeEnteredOnHomepage: raw.zipcodeEnteredOnHomepage === true,
    discount: num(raw.discount),
    quote: parseQuote(raw.quote),
    firstName: str(raw.firstName),
    lastName: str(raw.lastName),
    phone: str(raw.phone),
  };
}

const KEY = 'checkout:v1';
export const emptySession = (): CheckoutSession => parseSession({});

// sessionStorage as an external store for useSyncExternalStore: same raw value, same snapshot object.
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; session: CheckoutSession } | null = null;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionSnapshot(): CheckoutSession {
  const raw = sessionStore()?.getItem(KEY) ?? null;
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, session: loadSession() };
  return snapshot.session;
}

export function loadSession(): CheckoutSession {
  const raw = sessionStore()?.getItem(KEY);
  if (!raw) return emptySession();
  try {
    return parseSession(JSON.parse(raw));
  } catch {
    return emptySession();
  }
}

export function saveSession(session: CheckoutSession): void {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(parseSession(session)));
  } catch {
    // Private mode or a full quota: checkout still works, only a reload loses progress.
  }
  listeners.forEach((listener) => listener());
}

export function clearSession(): void {
  sessionStore()?.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

/** A zipcode checked on the landing page pre-fills checkout (spec §3 zipcodeEnteredOnHomepage). */
export function rememberHomepageZipcode(zipcode: string): void {
  saveSession({ ...loadSession(), zipcode, zipcodeEnteredOnHomepage: true, quote: null });
}
