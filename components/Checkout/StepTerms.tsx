import { useState } from 'react';
import type { CheckoutPlan, LateChangePolicy, VisitGrant } from '@/lib/commerce/types';
import { track } from '@/lib/growth/tracking/browser';
import { EVENTS } from '@/lib/growth/tracking/events';
import { membershipTerms } from '@/lib/rules/membershipTerms';
import { grantedOptions } from '@/lib/rules/planFigures';
import { PriceLadder } from '../PriceLadder';
import styles from './Checkout.module.scss';

/**
 * Step 1: choose the hours and accept the plan and membership terms (spec §1), at the prices this visit was shown
 * (the plan's options less the visit's discount, by the quote's rule). `onPick` follows the choice (the order summary).
 */
export function StepTerms({
  plan,
  grant,
  lateChange,
  initialHours,
  onPick,
  onContinue,
}: {
  plan: CheckoutPlan;
  grant: VisitGrant;
  lateChange: LateChangePolicy;
  initialHours: number | null;
  onPick(hours: number): void;
  onContinue(hours: number): void;
}) {
  const [hours, setHours] = useState<number | null>(initialHours);
  return (
    <div>
      <PriceLadder
        options={grantedOptions(plan, grant.cents)}
        selection={{
          name: 'checkout-hours',
          legend: 'Hours for your first cleaning',
          selected: hours,
          onSelect: (next) => {
            setHours(next);
            onPick(next);
          },
        }}
      />
      <section className={styles.terms} aria-labelledby="membership-terms">
        <h2 id="membership-terms" className={styles.subTitle}>
          Membership terms
        </h2>
        <ul>
          {membershipTerms(plan, lateChange).map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
      <button
        type="button"
        className={styles.primary}
        disabled={hours === null}
        onClick={() => {
          if (hours === null) return;
          track(EVENTS.acceptMembership, { plan: plan.key, hours });
          onContinue(hours);
        }}
      >
        Accept terms and continue
      </button>
    </div>
  );
}
