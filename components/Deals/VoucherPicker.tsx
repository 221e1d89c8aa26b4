import { useMemo, useRef, useState } from 'react';
import { usePageOffer, useOfferedOptions } from '@/lib/commerce/offer';
import { defaultOption, type PlanOption } from '@/lib/rules/plans';
import { planFigures } from '@/lib/rules/planFigures';
import { track } from '@/lib/growth/tracking/browser';
import { EVENTS } from '@/lib/growth/tracking/events';
import { useInputFromBeforeHydration } from '@/lib/platform/useInputFromBeforeHydration';
import { AppLink } from '../AppLink';
import { PriceLadder } from '../PriceLadder';
import { useDeals } from './DealsContext';
import { Scarcity } from './Scarcity';
import styles from './Deals.module.scss';

/**
 * The first-cleaning options of the page's offer as a choice (spec §3 default:
 * 3 hours, else the second option), at the prices this visitor pays; the stock
 * in the page's HTML (then live stock, once the visitor shows intent) says which
 * are still available. With no vouchers left, visitors are sent to the
 * waitlist. Checkout charges the same offer: the visit carries it (its signed
 * offer cookie), so the link needs only the hours, and `landing` (the landing
 * parameters of a CDN-cached page, which sets no cookie).
 */
export function VoucherPicker({
  membershipModel = false,
  scarcityThreshold,
  landing = {},
}: {
  membershipModel?: boolean;
  scarcityThreshold: number;
  landing?: Record<string, string>;
}) {
  const { vouchers, wantLive } = useDeals();
  const offer = usePageOffer();
  const offered = useOfferedOptions();
  const options: PlanOption[] = useMemo(
    () => (vouchers ? offered.filter((o) => vouchers.some((v) => v.numHours === o.numHours)) : offered),
    [offered, vouchers],
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const picker = useRef<HTMLDivElement>(null);
  useInputFromBeforeHydration(picker, (name, hours) => {
    if (name === 'hours') setChosen(Number(hours));
  });
  const selected = chosen !== null && options.some((o) => o.numHours === chosen) ? chosen : (defaultOption(options)?.numHours ?? null);

  if (vouchers !== null && options.length === 0) {
    return (
      <div className={styles.soldOut} role="status">
        <p className={styles.soldOutTitle}>All first-cleaning vouchers have been claimed for now.</p>
        <p>Join the waitlist and we’ll email you the moment new vouchers are released.</p>
        <AppLink href="/waitlist" className={styles.primaryLink}>
          Join the waitlist
        </AppLink>
      </div>
    );
  }

  const query = new URLSearchParams(landing);
  if (selected !== null) query.set('pre_hours', String(selected));
  const membershipQuery = new URLSearchParams({ ...landing, plan: 'membership' });
  if (membershipModel && offer) {
    const figures = planFigures(offer, 'membership');
    return (
      <div className={styles.soldOut} data-testid="membership-offer">
        <p className={styles.soldOutTitle}>Your first {figures.introHours}-hour cleaning is free</p>
        <p>
          Start a Forever Clean subscription at {figures.membershipPrice} and we’ll send a cleaner for your first visit at no charge. Cancel any time;
          cancelling before {figures.minMonths} paid months, once your free cleaning has taken place, costs {figures.earlyCancellationFee}.
        </p>
        <AppLink href={`/checkout?${membershipQuery.toString()}`} className={styles.primaryLink} onClick={() => track(EVENTS.membershipOptIn)}>
          Get your first cleaning free
        </AppLink>
      </div>
    );
  }

  return (
    <div ref={picker}>
      <PriceLadder
        options={options}
        selection={{
          name: 'hours',
          legend: 'Choose the hours for your first cleaning',
          selected,
          onSelect: (hours) => {
            setChosen(hours);
            wantLive();
          },
        }}
      />
      <Scarcity threshold={scarcityThreshold} />
      <div className={styles.actions}>
        <AppLink
          href={`/checkout?${query.toString()}`}
          className={styles.primaryLink}
          data-testid="continue-to-checkout"
          onClick={() => track(EVENTS.addToCart, { hours: selected })}
        >
          Continue with {selected ?? defaultOption(options)?.numHours} hours
        </AppLink>
        <AppLink href={`/checkout?${membershipQuery.toString()}`} className={styles.secondaryLink} onClick={() => track(EVENTS.membershipOptIn)}>
          Or get your first cleaning free with a membership
        </AppLink>
      </div>
    </div>
  );
}
