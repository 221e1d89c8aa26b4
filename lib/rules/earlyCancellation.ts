import { formatUsd } from './money';
import { PER_HOUR_CENTS, type PlanPolicy } from './lateChange';

/**
 * Cancelling a Forever Clean membership early (spec §1, §9): before the plan's
 * minimum of paid months, the discounted first cleaning is charged back: a
 * flat fee, or for the per-hour plans that hour rate times the cleaning's
 * hours. The fee is owed only for a first cleaning that was used; a member who
 * cancels before it takes place pays nothing and the unused cleaning is voided.
 */

export interface EarlyCancellationTerms {
  cancellationFeeMinMonths: number;
  cancellationFeeCents: number;
  cancellationPolicy: PlanPolicy;
}

export function earlyCancellationFeeCents(
  plan: EarlyCancellationTerms,
  member: { paidMonths: number; firstCleaningUsed: boolean; firstCleaningHours: number },
): number {
  if (!member.firstCleaningUsed || member.paidMonths >= plan.cancellationFeeMinMonths) return 0;
  const perHour = plan.cancellationPolicy ? PER_HOUR_CENTS[plan.cancellationPolicy] : undefined;
  return perHour === undefined ? plan.cancellationFeeCents : Math.round(perHour * member.firstCleaningHours);
}

/** The early-cancellation charge as a phrase: "$99", "$25 per hour of the first cleaning". */
export function earlyCancellationFeeText(plan: EarlyCancellationTerms): string {
  const perHour = plan.cancellationPolicy ? PER_HOUR_CENTS[plan.cancellationPolicy] : undefined;
  return perHour === undefined ? formatUsd(plan.cancellationFeeCents) : `${formatUsd(perHour)} per hour of the first cleaning`;
}

/** One sentence for the terms. */
export function earlyCancellationTerm(plan: EarlyCancellationTerms): string {
  const perHour = plan.cancellationPolicy ? PER_HOUR_CENTS[plan.cancellationPolicy] : undefined;
  const charge =
    perHour === undefined
      ? `your first cleaning is charged at full price: ${formatUsd(plan.cancellationFeeCents)}`
      : `your first cleaning is charged at ${formatUsd(perHour)} per hour`;
  return `If you cancel before ${plan.cancellationFeeMinMonths} paid months, once your first cleaning has taken place, ${charge}; cancelling before your first cleaning costs nothing, voids it and refunds what you paid for it.`;
}

/**
 * What cancelling before the first cleaning does to the voucher the customer paid for (issue 51): it is voided and
 * what was paid for it is refunded. One sentence for the cancellation screen, its confirmation and the email.
 */
export function unusedFirstCleaningText(voucherCode: string | null, paidCents: number, tense: 'will' | 'done'): string {
  const voucher = voucherCode ? ` (voucher ${voucherCode})` : '';
  if (paidCents === 0) return `Your unused first cleaning${voucher} ${tense === 'will' ? 'will be' : 'is'} voided; it was free, so there is nothing to refund.`;
  return tense === 'will'
    ? `Your unused first cleaning${voucher} will be voided and the ${formatUsd(paidCents)} you paid for it refunded to your card.`
    : `Your unused first cleaning${voucher} is voided and the ${formatUsd(paidCents)} you paid for it is refunded to your card.`;
}
