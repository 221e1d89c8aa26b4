import { useMemo, useRef, useState } from 'react';
import { useGrantedDiscount } from '@/lib/commerce/landingOffer';
import { defaultOption, STANDARD_LADDER, type PlanOption } from '@/lib/rules/plans';
import { track } from '@/lib/growth/tracking/browser';
import { EVENTS } from '@/lib/growth/tracking/events';
import { useInputFromBeforeHydration } from '@/lib/platform/useInputFromBeforeHydration';
import { AppLink } from '../AppLink';
import { PriceLadder } from '../PriceLadder';
import { useDeals } from './DealsContext';
import { Scarcity } from './Scarcity';
import styles from './Deals.module.scss';

/**
 * The first-cleaning options as a choice (spec §3 default: 3 hours, else the
 * second option), with the stock in the page's HTML (or the standard ladder
 * when the page was generated without it); live availability replaces it once
 * the visitor shows intent. With no vouchers left, visitors are sent to the
 * waitlist.
 */
export function VoucherPicker({ membershipModel = false, scarcityThreshold }: { membershipModel?: boolean; scarcityThreshold: number }) {
  const { vouchers, wantLive } = useDeals();
  const discount = useGrantedDiscount();
  const options: PlanOption[] = useMemo(() => {
    if (!vouchers) return [...STANDARD_LADDER];
    return STANDARD_LADDER.filter((o) => vouchers.some((v) => v.numHours === o.numHours)).map((o) => ({
      ...o,
      priceCents: vouchers.find((v) => v.numHours === o.numHours)?.priceCents ?? o.priceCents,
    }));
  }, [vouchers]);
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

  const query = new URLSearchParams();
  if (selected !== null) query.set('pre_hours', String(selected));
  if (discount) query.set('discount', String(discount / 100));
  if (membershipModel) {
    return (
      <div className={styles.soldOut} data-testid="membership-offer">
        <p className={styles.soldOutTitle}>Your first 3-hour cleaning is free</p>
        <p>Start a Forever Clean subscription and we’ll send a cleaner for your first visit at no charge. Cancel any time.</p>
        <AppLink href="/checkout?plan=membership" className={styles.primaryLink} onClick={() => track(EVENTS.membershipOptIn)}>
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
        <AppLink href={`/checkout?${query.toString()}`} className={styles.primaryLink} data-testid="continue-to-checkout" onClick={() => track(EVENTS.addToCart, { hours: selected })}>
          Continue with {selected ?? 3} hours
        </AppLink>
        <AppLink href="/checkout?plan=membership" className={styles.secondaryLink} onClick={() => track(EVENTS.membershipOptIn)}>
          Or get your first cleaning free with a membership
        </AppLink>
      </div>
    </div>
  );
}
