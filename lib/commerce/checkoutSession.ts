/**
 * Checkout progress kept in sessionStorage so a reload keeps the visitor's
 * place. Card data is never part of it.
 */

import { sessionStore } from '@/lib/platform/storage';
import type { OrderSummary } from '@/lib/rules/orderSummary';
import type { Quote } from './types';

/** Which kind of offer the visitor chose; the server decides which plan that is for them. */
export type PlanChoice = 'voucher' | 'membership';

export interface CheckoutSession {
  plan: PlanChoice;
  hours: number | null;
  email: string | null;
  zipcode: string | null;
  zipcodeEnteredOnHomepage: boolean;
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
  const [priceCents, priceBeforeTaxCents, salesTaxCents, numHours] = [num(q.priceCents), num(q.priceBeforeTaxCents), num(q.salesTaxCents), num(q.numHours)];
  if (!intent || priceCents === null || priceBeforeTaxCents === null || salesTaxCents === null || numHours === null) return null;
  const summary = parseSummary(q.summary);
  if (!summary) return null;
  const expiresAt = str(q.expiresAt);
  return {
    intent,
    priceCents,
    priceBeforeTaxCents,
    salesTaxCents,
    numHours,
    expiresAt: expiresAt && !Number.isNaN(Date.parse(expiresAt)) ? expiresAt : null,
    summary,
  };
}

/** The server's order lines as the quote gave them; anything malformed drops the quote (a fresh one is asked for). */
function parseSummary(value: unknown): OrderSummary | null {
  if (!value || typeof value !== 'object') return null;
  const s = value as Record<string, unknown>;
  const membership = str(s.membership);
  if (!Array.isArray(s.lines) || !Array.isArray(s.terms) || membership === null) return null;
  const lines = s.lines.flatMap((line: unknown) => {
    const l = (line ?? {}) as Record<string, unknown>;
    const label = str(l.label);
    return label === null ? [] : [{ label, amountCents: num(l.amountCents) }];
  });
  const terms = s.terms.filter((t: unknown): t is string => typeof t === 'string');
  return lines.length === s.lines.length && terms.length === s.terms.length ? { lines, totalCents: num(s.totalCents), membership, terms } : null;
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
