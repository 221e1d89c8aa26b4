import type { OrderSummary } from '@/lib/commerce/types';
import { formatUsd } from '@/lib/rules/money';
import styles from './OrderLines.module.scss';

/**
 * An order's lines (lib/rules/orderSummary.ts) as one list: checkout, the
 * account and the receipt email show the same lines, built by the same rule.
 */
export function OrderLines({ summary, totalLabel, pendingTax = 'Added for your zipcode' }: { summary: OrderSummary; totalLabel: string; pendingTax?: string }) {
  return (
    <dl className={styles.lines}>
      {summary.lines.map((line) => (
        <div key={line.label} className={line.amountCents !== null && line.amountCents < 0 ? styles.discount : undefined}>
          <dt>{line.label}</dt>
          <dd>{line.amountCents === null ? pendingTax : formatUsd(line.amountCents)}</dd>
        </div>
      ))}
      {summary.totalCents === null ? null : (
        <div className={styles.total}>
          <dt>{totalLabel}</dt>
          <dd data-testid="order-total">{formatUsd(summary.totalCents)}</dd>
        </div>
      )}
      <div>
        <dt>Then, Forever Clean membership</dt>
        <dd data-testid="order-membership">{summary.membership}</dd>
      </div>
    </dl>
  );
}

/** The plan's terms as the customer accepted them, folded under the lines. */
export function OrderTerms({ terms }: { terms: readonly string[] }) {
  return (
    <details className={styles.terms}>
      <summary>Plan terms</summary>
      <ul>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </details>
  );
}
