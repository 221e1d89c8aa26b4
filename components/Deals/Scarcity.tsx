import { totalRemaining } from '@/lib/deals/scarcity';
import { useDeals } from './DealsContext';
import styles from './Deals.module.scss';

/**
 * The scarcity line under the voucher options: the real number of vouchers
 * left (the API's stock). Its line is reserved from the first paint, so
 * nothing moves when it fills in.
 */
export function Scarcity() {
  const { status, vouchers } = useDeals();
  const left = status === 'ready' && vouchers ? totalRemaining(vouchers) : 0;
  return (
    <p className={styles.scarcity} data-testid="scarcity">
      {left > 0 ? (
        <strong>
          Only {left} {left === 1 ? 'voucher' : 'vouchers'} left at these prices
        </strong>
      ) : null}
    </p>
  );
}
