import { stockIsLow, totalRemaining } from '@/lib/growth/scarcity';
import { useDeals } from './DealsContext';
import styles from './Deals.module.scss';

/**
 * The scarcity line under the voucher options: the real number of vouchers
 * left (the API's stock, as of the page's generation, then live), shown only
 * when that is at or below content's threshold. Its line is reserved from the
 * first paint, so nothing moves when it changes.
 */
export function Scarcity({ threshold }: { threshold: number }) {
  const { vouchers } = useDeals();
  const left = vouchers ? totalRemaining(vouchers) : 0;
  return (
    <p className={styles.scarcity} data-testid="scarcity">
      {stockIsLow(left, threshold) ? (
        <strong>
          Only {left} {left === 1 ? 'voucher' : 'vouchers'} left at these prices
        </strong>
      ) : null}
    </p>
  );
}
