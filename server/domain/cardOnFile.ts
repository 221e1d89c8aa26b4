import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db';
import { customers, membershipCharges, memberships } from '@/db/schema';
import { requestLog } from '@/server/platform/log';
import { stripRequestIdPrefix } from '@/lib/rules/paymentMessage';
import { isPaymentToken } from '@/lib/rules/paymentToken';
import { PaymentTimeoutError, type PaymentGateway } from '../payments/gateway';
import { declinesAllowAttempt, recordDecline, TOO_MANY_DECLINES_MESSAGE } from './paymentDeclines';
import { createRateLimiter } from './rateLimit';

/**
 * Updating the card membership charges and late fees go to (issue 42). The browser turns the card into a token with
 * the provider (Stripe Elements, or the local test gateway), and the server saves it with a $0 setup through the same
 * gateway call the checkout pays with: with Stripe that is a SetupIntent for off-session use (the bank may ask the
 * customer to confirm, as in the checkout); locally the test gateway keeps the card. Only a card the provider kept for
 * later charges replaces the one on file, and charges that failed on the old card are tried again by the next run.
 */

export type CardUpdateOutcome =
  { status: 'saved'; message: string } | { status: 'action_required'; clientSecret: string; message: string } | { status: 'refused'; message: string };

/** Five cards an hour per customer: enough for typos and a second card, too few to test stolen numbers. */
const CARDS_PER_HOUR = 5;
let limiter: ReturnType<typeof createRateLimiter> | null = null;
const cardLimit = () => (limiter ??= createRateLimiter({ name: 'card-updates', capacity: CARDS_PER_HOUR, refillPerSecond: CARDS_PER_HOUR / 3600 }));

/** One provider key per customer and card token: a retry (or the bank's confirmation coming back) is the same setup. */
const setupKey = (customerId: number, token: string) => `card-update:${customerId}:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;

/** Who asks and when: declines count against the client as the checkout's do (server/domain/paymentDeclines.ts). */
export interface CardUpdateFacts {
  clientKey: string;
  now: Date;
}

export async function updateCardOnFile(db: Db, gateway: PaymentGateway, customerId: number, token: string, facts: CardUpdateFacts): Promise<CardUpdateOutcome> {
  if (!isPaymentToken(token)) return { status: 'refused', message: 'Your card details have expired. Please enter them again.' };
  const [customer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return { status: 'refused', message: 'Please sign in to update your card.' };
  if (!(await cardLimit().take(String(customerId)))) return { status: 'refused', message: 'Too many cards tried. Please wait an hour, or contact us.' };
  // The card update is another way to try cards: its declines count with the checkout's, per client and per card.
  const declineFacts = {
    intentId: `card-update:${customerId}`,
    clientKey: facts.clientKey,
    cardFingerprint: await gateway.cardFingerprint(token).catch(() => null),
  };
  if (!(await declinesAllowAttempt(db, declineFacts, facts.now))) return { status: 'refused', message: TOO_MANY_DECLINES_MESSAGE };

  let outcome;
  try {
    outcome = await gateway.charge({
      paymentKey: setupKey(customerId, token),
      amountCents: 0,
      token,
      description: 'Card on file for membership charges and fees',
      email: customer.email,
      offSession: null,
    });
  } catch (error) {
    if (error instanceof PaymentTimeoutError)
      return { status: 'refused', message: 'We could not reach the payment provider. Please try again: the card is not saved twice.' };
    throw error;
  }
  if (outcome.status === 'declined') {
    await recordDecline(db, declineFacts, facts.now);
    return { status: 'refused', message: stripRequestIdPrefix(outcome.message) };
  }
  if (outcome.status === 'action_required')
    return { status: 'action_required', clientSecret: outcome.clientSecret, message: 'Your bank wants you to confirm this card.' };
  if (!outcome.paymentMethod) return { status: 'refused', message: 'Your card could not be saved. Please try another card.' };

  await db.transaction(async (tx) => {
    await tx.update(customers).set({ paymentMethod: outcome.paymentMethod, paymentCustomer: outcome.customer }).where(eq(customers.id, customerId));
    // Periods that failed on the old card (even those out of retries) go to the new one at the next billing run.
    const owned = tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.customerId, customerId), eq(memberships.status, 'active')));
    await tx
      .update(membershipCharges)
      .set({ attempts: 0 })
      .where(and(inArray(membershipCharges.membershipId, owned), eq(membershipCharges.kind, 'period'), eq(membershipCharges.status, 'failed')));
  });
  requestLog().info({ customer: customerId }, 'card on file updated');
  return { status: 'saved', message: 'Your card is updated. Membership charges and fees now go to it.' };
}
