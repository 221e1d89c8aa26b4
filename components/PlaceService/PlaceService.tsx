import dynamic from 'next/dynamic';
import type { PlaceService } from '@/lib/commerce/types';
import { formatUsd } from '@/lib/rules/money';
import { FormMessage } from '../Form/FormMessage';
import styles from './PlaceService.module.scss';

// The waitlist form (and its form library) only ships with the pages that need it.
const WaitlistForm = dynamic(() => import('../Waitlist').then((m) => m.WaitlistForm));

const count = (n: number) => n.toLocaleString('en-US');

/** "1,100 cleaners and 19,800 customers near Chicago": the region's own counts (ServiceRegion). */
export function RegionFigures({ service, near }: { service: PlaceService; near: string }) {
  if (!service.served || service.cleanerCount === 0) return null;
  return (
    <p className={styles.figures} data-testid="region-figures">
      <strong>{count(service.cleanerCount)}</strong> cleaners and <strong>{count(service.customerCount)}</strong> customers near {near}. Members here pay{' '}
      {formatUsd(service.memberRateCents)}/hour.
    </p>
  );
}

/** A place the commerce API does not serve: said plainly, no prices, and a way to hear when that changes. */
export function NotServedYet({ place }: { place: string }) {
  return (
    <section className={styles.notServed} aria-labelledby="not-served-title" data-testid="not-served">
      <h2 id="not-served-title">We don’t clean in {place} yet</h2>
      <FormMessage tone="info">
        <p>
          There are no cleaners working in {place} right now, so we can’t offer a booking or a price here. Leave your email and we’ll tell you as soon as we
          start.
        </p>
      </FormMessage>
      <WaitlistForm />
    </section>
  );
}
