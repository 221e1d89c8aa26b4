import { useSyncExternalStore } from 'react';
import { formatCountdown, priceHoldSnapshot, subscribePriceHold, totalRemaining } from '@/lib/deals/scarcity';
import { useDeals } from './DealsContext';
import styles from './Deals.module.scss';

const noHold = () => null;

/**
 * The scarcity line under the voucher options: the real number of vouchers
 * left (from the API) and how long this visit's prices are held. Its line is
 * reserved from the first paint, so nothing moves when it fills in. The
 * ticking clock is hidden from screen readers, which get the hold once.
 */
export function Scarcity() {
  const { status, vouchers } = useDeals();
  const seconds = useSyncExternalStore(subscribePriceHold, priceHoldSnapshot, noHold);
  const left = status === 'ready' && vouchers ? totalRemaining(vouchers) : 0;
  return (
    <p className={styles.scarcity} data-testid="scarcity">
      {left > 0 ? (
        <>
          <strong>
            Only {left} {left === 1 ? 'voucher' : 'vouchers'} left at these prices
          </strong>
          {seconds !== null && seconds > 0 ? (
            <>
              {' · '}
              <span aria-hidden="true">Prices held for {formatCountdown(seconds)}</span>
              <span className="visually-hidden">Prices are held for {Math.ceil(seconds / 60)} minutes.</span>
            </>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
