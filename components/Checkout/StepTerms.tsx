import { useState } from 'react';
import { formatUsd } from '@/lib/pricing/money';
import type { PlanOption } from '@/lib/pricing/plans';
import { track } from '@/lib/tracking/browser';
import { EVENTS } from '@/lib/tracking/events';
import { PriceLadder } from '../PriceLadder';
import type { CheckoutPlan } from './Checkout';
import styles from './Checkout.module.scss';

const POLICY_TEXT: Record<string, (plan: CheckoutPlan) => string> = {
  firstcleaningperhour_25: () => 'your first cleaning is charged at $25 per hour',
  firstcleaningperhour_35: () => 'your first cleaning is charged at $35 per hour',
  flat_rate: (plan) => `a ${formatUsd(plan.foreverclean_cancellation_fee * 100)} cancellation fee applies`,
};

export function membershipTerms(plan: CheckoutPlan): string[] {
  const monthly = formatUsd(plan.foreverclean_monthly_price * 100);
  const early = plan.foreverclean_cancellation_policy ? POLICY_TEXT[plan.foreverclean_cancellation_policy]?.(plan) : 'your first cleaning is charged at full price';
  return [
    plan.is_subscription
      ? `Your first cleaning comes with a Forever Clean subscription at ${monthly}/month (taxes may apply).`
      : `This discount requires a Forever Clean membership at ${monthly}/month (taxes may apply) that keeps future cleanings at more than 50% off.`,
    plan.foreverclean_free_months > 0 ? `Your first ${plan.foreverclean_free_months} months are free.` : 'Billing starts after your first cleaning.',
    'You can cancel at any time.',
    `If you cancel before ${plan.foreverclean_cancellation_fee_min_months} paid months, ${early}.`,
    'Valid only for new clients. An online appointment is required. 24 hour cancellation policy. The voucher expires after 1 year.',
  ];
}

/** Step 1: choose the hours and accept the plan and membership terms (spec §1). */
export function StepTerms({ plan, initialHours, onContinue }: { plan: CheckoutPlan; initialHours: number | null; onContinue(hours: number): void }) {
  const [hours, setHours] = useState<number | null>(initialHours);
  const options: PlanOption[] = plan.options.map((o) => ({
    name: o.name,
    description: o.description,
    numHours: o.num_hours,
    priceCents: Math.round(o.price * 100),
    undiscountedPriceCents: Math.round(o.undiscounted_price * 100),
    additionalDiscountCents: Math.round(o.additional_discount * 100),
  }));
  return (
    <div>
      <PriceLadder options={options} selection={{ name: 'checkout-hours', legend: 'Hours for your first cleaning', selected: hours, onSelect: setHours }} />
      <section className={styles.terms} aria-labelledby="membership-terms">
        <h2 id="membership-terms" className={styles.subTitle}>
          Membership terms
        </h2>
        <ul>
          {membershipTerms(plan).map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
      <button type="button" className={styles.primary} disabled={hours === null} onClick={() => {
          if (hours === null) return;
          track(EVENTS.acceptMembership, { plan: plan.key, hours });
          onContinue(hours);
        }}>
        Accept terms and continue
      </button>
    </div>
  );
}
