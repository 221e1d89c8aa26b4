import { formatUsd } from '@/lib/rules/money';
import { ohioTaxNote } from '@/lib/rules/ohio';
import { useDeals } from './DealsContext';
import styles from './Deals.module.scss';

/**
 * The estimated location (spec §3) with its loading state; it loads on the
 * visitor's first intent, and its space is reserved so nothing shifts.
 */
export function NearbyCleaners() {
  const { status, location, isOhio } = useDeals();
  let content: React.ReactNode;
  if (status === 'loading') {
    content = (
      <span className={styles.skeleton} aria-hidden="true">
        Finding cleaners near you…
      </span>
    );
  } else if (location?.nearbyState && location.memberRateCents !== null) {
    const place = location.nearbyCities[0] ? `${location.nearbyCities[0]}, ${location.nearbyState}` : location.nearbyState;
    content = (
      <>
        Cleaners near <strong>{place}</strong>: members pay {formatUsd(location.memberRateCents)}/hour
        {location.nonmemberRateCents !== null ? ` (others ${formatUsd(location.nonmemberRateCents)}/hour)` : ''}.
        {location.nearbyRecentJobs > 0 ? ` ${location.nearbyRecentJobs} recent reviews nearby.` : ''}
      </>
    );
  } else if (location?.memberRateCents != null) {
    content = <>Members pay from {formatUsd(location.memberRateCents)}/hour across the US.</>;
  } else {
    content = <>Enter your zipcode to see prices and sales tax for your area.</>;
  }
  return (
    <div className={styles.nearby} aria-live="polite" aria-busy={status === 'loading'} data-testid="nearby-cleaners">
      <p className={styles.nearbyText}>{content}</p>
      {isOhio ? (
        <p className={styles.ohio} data-testid="ohio-note">
          {ohioTaxNote(location?.salesTaxRate)}
        </p>
      ) : null}
    </div>
  );
}
