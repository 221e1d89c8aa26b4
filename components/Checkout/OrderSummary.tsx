import type { CheckoutPlan, LateChangePolicy, VisitGrant } from '@/lib/commerce/types';
import { applyLandingDiscount } from '@/lib/rules/discount';
import { noticeText } from '@/lib/rules/lateChange';
import { orderSummary } from '@/lib/rules/orderSummary';
import { OrderLines } from '../OrderLines';
import styles from './Checkout.module.scss';

/**
 * The order beside the form while the visitor chooses hours and gives an
 * email and zipcode (steps 1 and 2): the same lines the quote, the receipt and
 * the account show, from the plan and the visit's discount the server gave
 * checkout, with the tax still to come. The payment step shows the quote's own.
 */
export function OrderSummary({
  plan,
  grant,
  lateChange,
  hours,
}: {
  plan: CheckoutPlan;
  grant: VisitGrant;
  lateChange: LateChangePolicy;
  hours: number | null;
}) {
  const option = plan.options.find((o) => o.numHours === hours) ?? null;
  const summary = option
    ? orderSummary({
        numHours: option.numHours,
        listPriceCents: option.priceCents,
        discountCents: option.priceCents - applyLandingDiscount(option.priceCents, grant.cents),
        discountSource: grant.source,
        salesTaxCents: null,
        plan,
        lateChange,
      })
    : null;
  return (
    <section className={styles.summary} aria-labelledby="order-so-far">
      <h2 id="order-so-far" className={styles.subTitle}>
        Your order
      </h2>
      {summary ? <OrderLines summary={summary} totalLabel="Due today" /> : <p className={styles.small}>Choose the hours for your first cleaning.</p>}
      <ul className={styles.assurances}>
        <li>Background-checked, insured cleaners</li>
        <li>Supplies included</li>
        <li>Reschedule free with {noticeText(lateChange)}’ notice</li>
        <li>Cancel the membership any time</li>
      </ul>
    </section>
  );
}
