import { useGrantedDiscount } from '@/lib/commerce/landingOffer';
import type { CheckoutPlan } from '@/lib/commerce/types';
import { applyLandingDiscount } from '@/lib/rules/discount';
import { formatUsd } from '@/lib/rules/money';
import styles from './Checkout.module.scss';

/** The membership that follows the first cleaning, as the last line of an order summary. */
export function MembershipRow({ plan }: { plan: CheckoutPlan }) {
  return (
    <div>
      <dt>Then, Forever Clean membership</dt>
      <dd>{formatUsd(plan.monthlyCents)}/month</dd>
    </div>
  );
}

/**
 * The order beside the form while the visitor chooses hours and gives an
 * email and zipcode (steps 1 and 2). It shows the price before tax; the
 * payment step's own summary carries the server's quote with tax.
 */
export function OrderSummary({ plan, hours }: { plan: CheckoutPlan; hours: number | null }) {
  // The discount the server granted this landing (a campaign, an ad group): what the quote will charge.
  const discountCents = useGrantedDiscount();
  const option = plan.options.find((o) => o.numHours === hours) ?? null;
  return (
    <section className={styles.summary} aria-labelledby="order-so-far">
      <h2 id="order-so-far" className={styles.subTitle}>
        Your order
      </h2>
      {option ? (
        <dl>
          <div>
            <dt>{option.numHours}-hour first cleaning</dt>
            <dd>
              <s className={styles.was}>
                <span className="visually-hidden">Usually </span>
                {formatUsd(option.undiscountedPriceCents)}
              </s>{' '}
              {formatUsd(applyLandingDiscount(option.priceCents, discountCents))}
            </dd>
          </div>
          <div>
            <dt>Sales tax</dt>
            <dd>Added for your zipcode</dd>
          </div>
          <MembershipRow plan={plan} />
        </dl>
      ) : (
        <p className={styles.small}>Choose the hours for your first cleaning.</p>
      )}
      <ul className={styles.assurances}>
        <li>Background-checked, insured cleaners</li>
        <li>Supplies included</li>
        <li>Reschedule free with 24 hours’ notice</li>
        <li>Cancel the membership any time</li>
      </ul>
    </section>
  );
}
