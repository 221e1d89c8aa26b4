import { formatUsd } from '@/lib/pricing/money';
import { useDeals } from './DealsContext';
import styles from './Deals.module.scss';

/** The estimated location (spec §3) with its loading state; the space is reserved so nothing shifts. */
export function NearbyCleaners() {
  const { status, location, isOhio } = useDeals();
  let content: React.ReactNode;
  if (status === 'loading') {
    content = (
      <span className={styles.skeleton} aria-hidden="true">
        Finding cleaners near you…
      </span>
    );
  } else if (location?.nearbyState && location.memberHourlyRate !== null) {
    const place = location.nearbyCities[0] ? `${location.nearbyCities[0]}, ${location.nearbyState}` : location.nearbyState;
    content = (
      <>
        Cleaners near <strong>{place}</strong>: members pay {formatUsd(location.memberHourlyRate * 100)}/hour
        {location.nonmemberHourlyRate !== null ? ` (others ${formatUsd(location.nonmemberHourlyRate * 100)}/hour)` : ''}.
        {location.nearbyRecentJobs > 0 ? ` ${location.nearbyRecentJobs} recent reviews nearby.` : ''}
      </>
    );
  } else if (location?.memberHourlyRate != null) {
    content = <>Members pay from {formatUsd(location.memberHourlyRate * 100)}/hour. Enter your zipcode for local prices.</>;
  } else {
    content = <>Enter your zipcode to see local prices.</>;
  }
  return (
    <div className={styles.nearby} aria-live="polite" aria-busy={status === 'loading'} data-testid="nearby-cleaners">
      <p className={styles.nearbyText}>{content}</p>
      {isOhio ? (
        <p className={styles.ohio} data-testid="ohio-note">
          Ohio: prices are shown before Ohio sales tax (5.75%), which is added at checkout.
        </p>
      ) : null}
    </div>
  );
}
