import { CancelMembershipDocument, CustomerAccountDocument, MembershipCancellationDocument } from '@/lib/graphql/generated/graphql';
import { runMutation, runQuery } from '@/lib/graphql/lazy';
import { toCents, toDollars } from '@/lib/rules/money';
import { view as bookingView, type BookingView } from './booking';
import { mapOrderSummary } from './map';
import type { Rating } from './care';
import type { FieldError, OrderSummary } from './types';

/**
 * The customer's side of their account: asking for a sign-in link, using it,
 * signing out (POST /api/customer/*, which set and clear the httpOnly session
 * cookie) and what they bought (GraphQL customerAccount).
 */

export type VoucherStatus = 'UNUSED' | 'BOOKED' | 'USED' | 'EXPIRED' | 'VOIDED';

export interface AccountVoucher {
  code: string;
  numHours: number;
  status: VoucherStatus;
  purchasedAt: string;
  expiresAt: string;
  booking: BookingView | null;
  /** The order as bought: the lines checkout and the receipt showed. */
  summary: OrderSummary;
  /** Its cleaning has taken place and is not rated yet. */
  rateable: boolean;
  rating: Rating | null;
  /** A further cleaning the member booked at the member rate. */
  memberCleaning: boolean;
}

export interface AccountMembership {
  plan: string;
  monthlyCents: number;
  status: 'ACTIVE' | 'CANCELLED';
  startedAt: string;
  paidMonths: number;
  nextChargeDate: string | null;
  paymentFailed: boolean;
  /** While paused, when the pause ends (ISO 8601). */
  pausedUntil: string | null;
  /** Saved so far by member cleanings against the non-member rate. */
  savedCents: number;
  memberCleanings: number;
}

export interface Account {
  email: string;
  firstName: string | null;
  vouchers: AccountVoucher[];
  membership: AccountMembership | null;
}

export type Reply = { ok: true; message: string } | { ok: false; message: string; fieldErrors: FieldError[] };

const OFFLINE = 'You seem to be offline. Check your connection and try again.';

async function post(
  path: string,
  body: unknown,
  fallback: string,
): Promise<{ status: number; body: { message?: unknown; error?: unknown; fieldErrors?: unknown } } | null> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    return { status: response.status, body: (await response.json().catch(() => ({ error: fallback }))) as never };
  } catch {
    return null;
  }
}

export async function askForSignInLink(email: string): Promise<Reply> {
  const fallback = 'We couldn’t send a sign-in link just now. Please try again in a minute.';
  const reply = await post('/api/customer/sign-in-link', { email }, fallback);
  if (!reply) return { ok: false, message: OFFLINE, fieldErrors: [] };
  if (reply.status === 200 && typeof reply.body.message === 'string') return { ok: true, message: reply.body.message };
  return {
    ok: false,
    message: typeof reply.body.error === 'string' ? reply.body.error : fallback,
    fieldErrors: Array.isArray(reply.body.fieldErrors) ? (reply.body.fieldErrors as FieldError[]) : [],
  };
}

export async function signInWithLink(token: string): Promise<Reply> {
  const fallback = 'We couldn’t sign you in just now. Please try again in a minute.';
  const reply = await post('/api/customer/session', { token }, fallback);
  if (!reply) return { ok: false, message: OFFLINE, fieldErrors: [] };
  if (reply.status === 200) return { ok: true, message: 'Signed in.' };
  return { ok: false, message: typeof reply.body.error === 'string' ? reply.body.error : fallback, fieldErrors: [] };
}

export async function signOutCustomer(): Promise<boolean> {
  const reply = await post('/api/customer/session', { signOut: true }, '');
  return reply?.status === 200;
}

/** The signed-in customer's account, or null when nobody is signed in. */
export async function loadAccount(): Promise<Account | null> {
  const { customerAccount: account } = await runQuery(CustomerAccountDocument, {});
  if (!account) return null;
  return {
    email: account.email,
    firstName: account.firstName ?? null,
    vouchers: account.vouchers.map((v) => ({
      code: v.code,
      numHours: v.numHours,
      status: v.status,
      purchasedAt: v.purchasedAt,
      expiresAt: v.expiresAt,
      booking: v.booking ? bookingView(v.booking) : null,
      summary: mapOrderSummary(v.summary),
      rateable: v.rateable,
      rating: v.rating ?? null,
      memberCleaning: v.memberCleaning,
    })),
    membership: account.membership
      ? {
          plan: account.membership.plan,
          monthlyCents: toCents(account.membership.monthlyPrice),
          status: account.membership.status,
          startedAt: account.membership.startedAt,
          paidMonths: account.membership.paidMonths,
          nextChargeDate: account.membership.nextChargeDate ?? null,
          paymentFailed: account.membership.paymentFailed,
          pausedUntil: account.membership.pausedUntil ?? null,
          savedCents: toCents(account.membership.saved),
          memberCleanings: account.membership.memberCleanings,
        }
      : null,
  };
}

/** What cancelling the membership costs now and where the member stands (shown before confirming), or null without one. */
export interface MembershipCancellationQuote {
  feeCents: number;
  paidMonths: number;
  minimumMonths: number;
  /** YYYY-MM-DD when cancelling becomes free, or null. */
  freeFrom: string | null;
  message: string;
}

export async function loadMembershipCancellation(): Promise<MembershipCancellationQuote | null> {
  const { membershipCancellation: quote } = await runQuery(MembershipCancellationDocument, {});
  return quote
    ? {
        feeCents: toCents(quote.fee),
        paidMonths: quote.paidMonths,
        minimumMonths: quote.minimumMonths,
        freeFrom: quote.freeFrom ?? null,
        message: quote.message,
      }
    : null;
}

export async function cancelMyMembership(expectedFeeCents: number): Promise<{ ok: boolean; message: string }> {
  const { cancelMembership: result } = await runMutation(CancelMembershipDocument, { expectedFee: toDollars(expectedFeeCents) });
  return { ok: result.success, message: result.message };
}
