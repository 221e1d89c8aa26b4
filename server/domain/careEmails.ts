import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { bookings, customers, memberships, membershipNotices, plans } from '@/db/schema';
import { bookingLabel, type ArrivalWindow } from '@/lib/rules/booking';
import { lateChangeTerm } from '@/lib/rules/lateChange';
import { formatUtcDate } from '@/lib/rules/dates';
import { errorText, log } from '@/server/platform/log';
import { emailBrandFor, emailBrandForKey, type EmailBrand } from '@/server/site/brandKey';
import type { EmailSender } from '../email';
import { bookingFollowUpEmail, bookingReminderEmail, membershipRenewalEmail } from '../email/templates';
import { lateChangePolicy } from './lateChangePolicy';
import { membershipState } from './membershipBilling';
import { ratingLinkToken } from './cleaningRatings';

/**
 * Care around each cleaning and each renewal (issue 42), run by the job
 * runner: a reminder the day before a cleaning, a "how was it" email after
 * it, and a notice a few days before each membership charge. Each email is
 * claimed in the database before it is sent (a timestamp set only where it
 * is still empty, or a row only one insert can make), so two instances
 * running the job at once send it once; a send that fails gives the claim
 * back for the next run.
 */

/** The reminder goes within this many hours before the window starts. */
export const REMINDER_HOURS = 24;
/** "How was it" goes this many hours after the window started (the window, then the cleaning itself). */
export const FOLLOW_UP_AFTER_HOURS = 8;
/** Cleanings older than this get no follow-up (the job was off, or the booking is from before it existed). */
const FOLLOW_UP_WITHIN_DAYS = 3;
/** The renewal notice goes this many days before the charge. */
export const RENEWAL_NOTICE_DAYS = 3;
const BATCH = 100;

export interface CareSummary {
  reminders: number;
  followUps: number;
  renewals: number;
}

type Claimed = { id: number; day: string; arrivalWindow: string; timeZone: string; email: string; code: string; brandKey: string | null };

/** The brand a booking's voucher was bought on (its membership keeps it), else the fallback brand. */
async function brandOf(brandKey: string | null): Promise<EmailBrand> {
  return (brandKey ? await emailBrandForKey(brandKey) : null) ?? emailBrandFor(null);
}

/** Claims up to BATCH bookings matching `due` whose `column` is still empty, setting it to now. */
async function claim(db: Db, column: 'reminder_sent_at' | 'follow_up_sent_at', due: ReturnType<typeof sql>, now: Date): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update bookings b set ${sql.raw(column)} = ${now}
    from vouchers v
    join customers c on c.id = v.customer_id
    left join memberships m on m.intent_id = v.intent_id
    where v.id = b.voucher_id
      and b.id in (select id from bookings where status = 'booked' and ${sql.raw(column)} is null and ${due} order by starts_at limit ${BATCH} for update skip locked)
      and b.${sql.raw(column)} is null
    returning b.id, b.day, b.arrival_window as "arrivalWindow", b.time_zone as "timeZone", c.email, v.code, m.brand_key as "brandKey"`);
  return (result as unknown as { rows: Claimed[] }).rows;
}

async function release(db: Db, column: 'reminderSentAt' | 'followUpSentAt', id: number): Promise<void> {
  await db
    .update(bookings)
    .set({ [column]: null })
    .where(eq(bookings.id, id));
}

export async function sendBookingReminders(db: Db, email: EmailSender, now: Date): Promise<number> {
  const due = sql`starts_at > ${now} and starts_at <= ${new Date(now.getTime() + REMINDER_HOURS * 3_600_000)}`;
  const claimed = await claim(db, 'reminder_sent_at', due, now);
  if (!claimed.length) return 0;
  const policy = lateChangeTerm(await lateChangePolicy(db));
  let sent = 0;
  for (const booking of claimed) {
    try {
      const when = bookingLabel(booking.day, booking.arrivalWindow as ArrivalWindow, booking.timeZone);
      await email.send(bookingReminderEmail(booking.email, await brandOf(booking.brandKey), { code: booking.code, when, policy }));
      sent += 1;
    } catch (error) {
      log.error({ err: errorText(error), booking: booking.id }, 'reminder not sent; the next run tries again');
      await release(db, 'reminderSentAt', booking.id);
    }
  }
  return sent;
}

export async function sendFollowUps(db: Db, email: EmailSender, now: Date): Promise<number> {
  const due = sql`starts_at <= ${new Date(now.getTime() - FOLLOW_UP_AFTER_HOURS * 3_600_000)} and starts_at > ${new Date(now.getTime() - FOLLOW_UP_WITHIN_DAYS * 86_400_000)}`;
  const claimed = await claim(db, 'follow_up_sent_at', due, now);
  let sent = 0;
  for (const booking of claimed) {
    try {
      const when = bookingLabel(booking.day, booking.arrivalWindow as ArrivalWindow, booking.timeZone);
      const rateToken = ratingLinkToken(booking.id);
      await email.send(bookingFollowUpEmail(booking.email, await brandOf(booking.brandKey), { code: booking.code, when, rateToken }));
      sent += 1;
    } catch (error) {
      log.error({ err: errorText(error), booking: booking.id }, 'follow-up not sent; the next run tries again');
      await release(db, 'followUpSentAt', booking.id);
    }
  }
  return sent;
}

/** A notice for each active membership whose next charge is within RENEWAL_NOTICE_DAYS, once per period. */
export async function sendRenewalNotices(db: Db, email: EmailSender, now: Date): Promise<number> {
  const active = await db
    .select({ membership: memberships, plan: plans, email: customers.email })
    .from(memberships)
    .innerJoin(plans, eq(plans.key, memberships.planKey))
    .innerJoin(customers, eq(customers.id, memberships.customerId))
    .where(eq(memberships.status, 'active'));
  let sent = 0;
  for (const { membership, plan, email: to } of active) {
    const state = await membershipState(db, membership, now);
    if (!state.nextChargeDate || state.nextChargePeriod === null) continue;
    const chargeAt = new Date(state.nextChargeDate);
    if (chargeAt.getTime() <= now.getTime() || chargeAt.getTime() > now.getTime() + RENEWAL_NOTICE_DAYS * 86_400_000) continue;
    // The period this notice announces: one notice per period.
    const period = state.nextChargePeriod;
    const [claimedRow] = await db.insert(membershipNotices).values({ membershipId: membership.id, period, sentAt: now }).onConflictDoNothing().returning();
    if (!claimedRow) continue;
    try {
      const brand = await brandOf(membership.brandKey);
      await email.send(
        membershipRenewalEmail(to, brand, {
          amountCents: membership.monthlyCents * plan.billingMonths,
          chargeDate: formatUtcDate(state.nextChargeDate),
          paidMonths: state.paidMonths,
        }),
      );
      sent += 1;
    } catch (error) {
      log.error({ err: errorText(error), membership: membership.id }, 'renewal notice not sent; the next run tries again');
      await db.delete(membershipNotices).where(and(eq(membershipNotices.membershipId, membership.id), eq(membershipNotices.period, period)));
    }
  }
  return sent;
}

export async function runCareEmails(db: Db, email: EmailSender, now: Date): Promise<CareSummary> {
  return {
    reminders: await sendBookingReminders(db, email, now),
    followUps: await sendFollowUps(db, email, now),
    renewals: await sendRenewalNotices(db, email, now),
  };
}
