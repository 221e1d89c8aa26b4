import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '@/db';
import { membershipPauses, memberships } from '@/db/schema';
import { requestLog } from '@/server/platform/log';
import { addMonths, nextCharge, type Pause } from '@/lib/rules/membershipBilling';
import { monthsKept, pausableMonths } from '@/lib/rules/membershipPause';
import { formatUtcDate } from '@/lib/rules/dates';
import type { PaymentGateway } from '../payments/gateway';
import {
  activeMembership,
  chargeDuePeriods,
  firstCleaningAt,
  membershipState,
  pausesOf,
  periodCents,
  periodCharges,
  periodsToCharge,
  runningPauseEnd,
} from './membershipBilling';
import { formatUsd } from '@/lib/rules/money';

/**
 * Pausing and resuming a Forever Clean membership (issue 42). The pause screen's dates come from the same schedule
 * the billing run charges by (lib/rules/membershipBilling.ts with the stored pauses), so what the member is told is
 * when they are charged.
 */

export interface PauseOption {
  months: number;
  /** YYYY-MM-DD the pause ends (the membership runs again that day). */
  until: string;
  /** The next charge with this pause (ISO 8601). */
  nextChargeDate: string;
}

export interface PausePlan {
  /** While paused, when the pause ends (ISO 8601). */
  pausedUntil: string | null;
  options: PauseOption[];
  /** What is already due (a month not yet paid): charged when the pause starts, before it, not slid by it. */
  dueNowCents: number;
  /** Why it cannot be paused now, or null. */
  refusal: string | null;
}

export type PauseOutcome = { success: boolean; message: string };

const REFUSALS = {
  none: 'You have no active membership to pause.',
  notBilling: 'Billing starts after your first cleaning: there is nothing to pause yet.',
  paused: 'Your membership is already paused.',
  limit: 'You have paused for three months in the last twelve, the most a membership can be paused.',
} as const;

async function pauseFacts(db: Db, customerId: number, now: Date) {
  const found = await activeMembership(db, customerId);
  if (!found || found.membership.status !== 'active') return null;
  const { membership, plan } = found;
  const first = await firstCleaningAt(db, membership, now);
  const pauses = await pausesOf(db, membership.id);
  const terms = { billingMonths: plan.billingMonths, freeMonths: membership.freeMonths };
  return { membership, plan, first, pauses, terms, paused: runningPauseEnd(membership, now) !== null };
}

function refusalOf(facts: Awaited<ReturnType<typeof pauseFacts>>, now: Date): string | null {
  if (!facts) return REFUSALS.none;
  if (facts.paused) return REFUSALS.paused;
  if (!facts.first) return REFUSALS.notBilling;
  if (pausableMonths(facts.pauses, now).length === 0) return REFUSALS.limit;
  return null;
}

/** What pausing for one, two or three months would do, or why it cannot be paused. */
export async function membershipPausePlan(db: Db, customerId: number, now: Date): Promise<PausePlan | null> {
  const facts = await pauseFacts(db, customerId, now);
  if (!facts) return null;
  const refusal = refusalOf(facts, now);
  const pausedUntil = facts.paused ? facts.membership.pausedUntil!.toISOString() : null;
  if (refusal || !facts.first) return { pausedUntil, options: [], dueNowCents: 0, refusal };
  const charges = await periodCharges(db, facts.membership.id);
  const options = pausableMonths(facts.pauses, now).map((months) => {
    const pause: Pause = { startsAt: now, months };
    return {
      months,
      until: addMonths(now, months).toISOString().slice(0, 10),
      nextChargeDate: nextCharge(facts.first!, facts.terms, [...facts.pauses, pause], charges, now).at.toISOString(),
    };
  });
  const dueNowCents = (await periodsToCharge(db, facts.membership, facts.plan, now)).length * periodCents(facts.membership, facts.plan);
  return { pausedUntil, options, dueNowCents, refusal: null };
}

/**
 * Pauses from now for `months`. One conditional update of the membership claims the pause, so a double click or two
 * requests at once start one; the pause row is written in the same transaction.
 */
export async function pauseMembership(db: Db, gateway: PaymentGateway, customerId: number, months: number, now: Date): Promise<PauseOutcome> {
  const facts = await pauseFacts(db, customerId, now);
  const refusal = refusalOf(facts, now);
  if (refusal || !facts) return { success: false, message: refusal ?? REFUSALS.none };
  if (!pausableMonths(facts.pauses, now).includes(months)) {
    // A pause another request started between reading the membership and its pauses counts against the months left:
    // that visitor is told it is paused, not to choose again.
    const again = await pauseFacts(db, customerId, now);
    return { success: false, message: again?.paused ? REFUSALS.paused : 'Choose a pause of 1, 2 or 3 months.' };
  }
  const until = addMonths(now, months);
  const started = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(memberships)
      .set({ pausedUntil: until })
      .where(
        and(eq(memberships.id, facts.membership.id), eq(memberships.status, 'active'), or(isNull(memberships.pausedUntil), lte(memberships.pausedUntil, now))),
      )
      .returning({ id: memberships.id });
    if (!claimed) return false;
    await tx.insert(membershipPauses).values({ membershipId: facts.membership.id, startsAt: now, months });
    return true;
  });
  if (!started) return { success: false, message: REFUSALS.paused };
  requestLog().info({ membership: facts.membership.id, months }, 'membership paused');
  // A month already due fell before the pause: it is charged now, as the pause screen said, not left for a run to
  // collect while the member believes nothing is charged.
  const dueCents = (await periodsToCharge(db, facts.membership, facts.plan, now)).length * periodCents(facts.membership, facts.plan);
  const paused = `Your membership is paused until ${formatUtcDate(until.toISOString())}.`;
  if (dueCents === 0) return { success: true, message: `${paused} Nothing is charged until then.` };
  const charged = await chargeDuePeriods(db, gateway, facts.membership, facts.plan, now);
  return {
    success: true,
    message:
      charged.failed === 0
        ? `${paused} The ${formatUsd(dueCents)} already due was charged now; nothing more is charged until then.`
        : `${paused} The ${formatUsd(dueCents)} already due could not be charged: please update your card. Nothing more is charged until then.`,
  };
}

/** Ends a running pause now, keeping only the months that moved charges which fell in it (lib/rules/membershipPause.ts). */
export async function resumeMembership(db: Db, customerId: number, now: Date): Promise<PauseOutcome> {
  const facts = await pauseFacts(db, customerId, now);
  if (!facts) return { success: false, message: REFUSALS.none };
  if (!facts.paused) return { success: true, message: 'Your membership is running.' };
  const resumed = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(memberships)
      .set({ pausedUntil: null })
      .where(and(eq(memberships.id, facts.membership.id), gt(memberships.pausedUntil, now)))
      .returning({ id: memberships.id });
    if (!claimed) return false;
    const [open] = await tx
      .select()
      .from(membershipPauses)
      .where(and(eq(membershipPauses.membershipId, facts.membership.id), isNull(membershipPauses.resumedAt)))
      .orderBy(desc(membershipPauses.startsAt))
      .limit(1);
    if (open && facts.first) {
      const earlier = facts.pauses.filter((p) => p.startsAt.getTime() < open.startsAt.getTime());
      const kept = monthsKept(facts.first, facts.terms, earlier, open, now);
      await tx.update(membershipPauses).set({ months: kept, resumedAt: now }).where(eq(membershipPauses.id, open.id));
    }
    return true;
  });
  if (resumed) requestLog().info({ membership: facts.membership.id }, 'membership resumed');
  const state = await membershipState(db, (await activeMembership(db, customerId))!.membership, now);
  return {
    success: true,
    message: state.nextChargeDate
      ? `Your membership is running again. Your next charge is on ${formatUtcDate(state.nextChargeDate)}.`
      : 'Your membership is running again.',
  };
}
