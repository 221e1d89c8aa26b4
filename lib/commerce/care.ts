import {
  CardSetupDocument,
  CleaningToRateDocument,
  MembershipPauseDocument,
  PauseMembershipDocument,
  RateCleaningDocument,
  ResumeMembershipDocument,
  UpdatePaymentMethodDocument,
  type CleaningRatingFieldsFragment,
  type MembershipPauseQuery,
} from '@/lib/graphql/generated/graphql';
import { runMutation, runQuery } from '@/lib/graphql/lazy';
import { mapPaymentProvider } from './map';
import type { PaymentMethodSource } from './tokenize';
import type { PaymentConfig } from './types';
import { toCents } from '@/lib/rules/money';

/**
 * Looking after a membership and a cleaning from the account (issue 42): pausing, the card on file, rating a
 * cleaning. Every date and figure shown comes from the server's answer, the same schedule billing charges by.
 */

export type Outcome = { ok: boolean; message: string };

type WirePausePlan = NonNullable<MembershipPauseQuery['membershipPause']>;

/** What pausing for one, two or three months would do (the server's schedule), or why it cannot be paused. */
export type PausePlan = Omit<WirePausePlan, 'dueNow'> & {
  /** Already due before the pause: charged when it starts. */
  dueNowCents: number;
};

export async function loadPausePlan(): Promise<PausePlan | null> {
  const plan = (await runQuery(MembershipPauseDocument, {})).membershipPause;
  if (!plan) return null;
  const { dueNow, ...rest } = plan;
  return { ...rest, dueNowCents: toCents(dueNow) };
}

export async function pauseMyMembership(months: number): Promise<Outcome> {
  const { pauseMembership: result } = await runMutation(PauseMembershipDocument, { months });
  return { ok: result.success, message: result.message ?? '' };
}

export async function resumeMyMembership(): Promise<Outcome> {
  const { resumeMembership: result } = await runMutation(ResumeMembershipDocument, {});
  return { ok: result.success, message: result.message ?? '' };
}

export async function loadCardSetup(): Promise<PaymentConfig> {
  const { paymentProvider } = await runQuery(CardSetupDocument, {});
  return mapPaymentProvider(paymentProvider);
}

export type CardOutcome = Outcome | { ok: false; fieldErrors: { field: string; message: string }[] };

/** Tokenizes the card with the provider, saves it, and lets the customer finish a bank's confirmation once. */
export async function saveCard(card: PaymentMethodSource): Promise<CardOutcome> {
  const tokenized = await card.token();
  if (!tokenized.ok) return 'fieldErrors' in tokenized ? { ok: false, fieldErrors: tokenized.fieldErrors } : { ok: false, message: tokenized.message };
  const send = async () => (await runMutation(UpdatePaymentMethodDocument, { token: tokenized.token })).updatePaymentMethod;
  let result = await send();
  if (!result.success && result.clientSecret) {
    if (!card.confirm || !(await card.confirm(result.clientSecret)))
      return { ok: false, message: 'Your bank did not confirm the card. Please try again or use another card.' };
    result = await send();
  }
  return { ok: result.success, message: result.message };
}

export type Rating = CleaningRatingFieldsFragment;

export interface RatingInput {
  stars: number;
  comment: string;
  sameCleaner: boolean;
  publish: boolean;
}

/** Rates a booking from the account (bookingId) or from the emailed link (token). */
export async function rateMyCleaning(target: { bookingId: string } | { token: string }, input: RatingInput): Promise<Outcome & { rating: Rating | null }> {
  const { rateCleaning: result } = await runMutation(RateCleaningDocument, { input: { ...target, ...input } });
  return { ok: result.success, message: result.message, rating: result.rating ?? null };
}

export interface CleaningToRate {
  label: string;
  rateable: boolean;
  rating: Rating | null;
}

export async function loadCleaningToRate(token: string): Promise<CleaningToRate | null> {
  const { cleaningToRate: found } = await runQuery(CleaningToRateDocument, { token });
  return found ? { label: found.label, rateable: found.rateable, rating: found.rating ?? null } : null;
}
