/**
 * Spec §1: first-cleaning offers are "valid only for new clients". A mailbox
 * (compared in its canonical form, lib/rules/emailIdentity.ts) or a card that
 * already bought a first cleaning is refused at payment, and offered the
 * sign-in link instead, where its voucher is.
 */

export const NOT_NEW_CLIENT_MESSAGE = 'This first-cleaning offer is for new clients only, and this email or card has already been used for one. Sign in to see your voucher and book your cleaning.';

/** The sign-in page with the email filled in. */
export function signInPath(email: string | null): string {
  return email ? `/login?email=${encodeURIComponent(email)}` : '/login';
}
