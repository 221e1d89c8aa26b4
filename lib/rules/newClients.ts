/**
 * Spec §1: first-cleaning offers are "valid only for new clients". Every plan
 * sold here is a first cleaning, so a client is new while neither their
 * mailbox (compared in its canonical form, ./emailIdentity.ts) nor the card
 * they pay with has bought one. The rule is told at payment, before any
 * charge, never at the quote (that would tell customers from strangers); the
 * refused buyer is offered the sign-in link, where their voucher is. While a
 * mailbox's first payment is being made, that payment holds the mailbox's
 * claim; a claim left by an abandoned attempt lapses.
 */

export interface ClientHistory {
  /** The canonical mailbox holds a voucher. */
  mailboxBought: boolean;
  /** The card (by the provider's fingerprint) paid for a voucher. */
  cardBought: boolean;
}

export const isNewClient = (history: ClientHistory): boolean => !history.mailboxBought && !history.cardBought;

export const NOT_NEW_CLIENT_MESSAGE =
  'This first-cleaning offer is for new clients only, and this email or card has already been used for one. Sign in to see your voucher and book your cleaning.';

/** A payment attempt takes seconds; a claim this old was left by an abandoned one and may be taken over. */
export const CLAIM_LAPSES_AFTER_MS = 15 * 60 * 1000;

/**
 * A payment that ended without finishing (a timeout, a bank check) and that nobody is making now: its quote still
 * holds what it took before charging, and no attempt is under way. A claim taken a moment ago, whose attempt has not
 * taken its hold yet, is not one: that payment is being made.
 */
export const isIdleUnfinished = (intent: { status: string; heldAt: Date | null; paymentsUnderWay: number }): boolean =>
  intent.status === 'open' && intent.heldAt !== null && intent.paymentsUnderWay === 0;

/** The sign-in page with the email filled in. */
export function signInPath(email: string | null): string {
  return email ? `/login?email=${encodeURIComponent(email)}` : '/login';
}
