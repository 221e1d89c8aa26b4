import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import type { BrowserLocation, LandingCommerce, ReviewPage, VoucherOption } from '@/lib/commerce/types';
import { useInVariant } from '@/lib/growth/experiments/cohorts';
import { DEALS_PERFORMANCE } from '@/lib/growth/experiments/keys';
import { recordStock } from '@/lib/growth/scarcity';
import { afterLoadWhenIdle } from '@/lib/growth/tracking/scripts';
import { track } from '@/lib/growth/tracking/browser';
import { EVENTS } from '@/lib/growth/tracking/events';
import { readCookie } from '@/lib/platform/cookies';
import { adGroupIdFrom, parseStateOverride } from '@/lib/rules/landing/params';
import { isOhio } from '@/lib/rules/ohio';

/**
 * Deals data for the landing page (spec §2 deals/home view). The page's HTML
 * already carries the voucher options and the first reviews (regenerated every
 * minute); what depends on the visitor (the estimated location) and live stock
 * load with the commerce client on the visitor's first sign of intent, never
 * while the page loads.
 */

type Live = { location: BrowserLocation; vouchers: VoucherOption[] } | 'error';

interface DealsContextValue {
  /** `idle` until the visitor shows intent (or, in the deals_performance_v2 variant, the browser is idle after load). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  location: BrowserLocation | null;
  /** From the page's HTML first, then live; null when neither is known. */
  vouchers: VoucherOption[] | null;
  /** The first page of reviews from the page's HTML; null when it could not be generated with it. */
  reviews: ReviewPage | null;
  stateOverride: string | null;
  adGroupId: string | null;
  /** Spec §4: Ohio when the override or the estimated location is OH. */
  isOhio: boolean;
  /** The visitor showed intent (focus, a choice, scrolling near reviews): load the live data once. */
  wantLive(): void;
}

const DealsContext = createContext<DealsContextValue | null>(null);

export function DealsProvider({ initial, children }: { initial: LandingCommerce | null; children: ReactNode }) {
  const router = useRouter();
  const ready = router?.isReady ?? false;
  const stateOverride = ready ? parseStateOverride(router.query.state_override) : null;
  const adGroupId = ready ? adGroupIdFrom(router.query.adgroupid) : null;
  // Intent may come before the query string is known (right after hydration); the request waits for it.
  const [wanted, setWanted] = useState(false);
  const [live, setLive] = useState<Live | null>(null);
  const wantLive = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (!wanted || !ready) return;
    let cancelled = false;
    const since = performance.now();
    import('@/lib/commerce/api')
      .then(({ loadDealsHome }) => loadDealsHome({ stateOverride, adGroupId, withReviews: false }))
      .then((deals) => {
        if (cancelled) return;
        // load.dhj: the deals-home data is on screen, with how long it took.
        track(EVENTS.loadDhj, { ms: Math.round(performance.now() - since) });
        recordStock(deals.vouchers);
        setLive({ location: deals.location, vouchers: deals.vouchers });
      })
      .catch(() => !cancelled && setLive('error'));
    return () => {
      cancelled = true;
    };
  }, [wanted, ready, stateOverride, adGroupId]);

  // Once per page view; the ad group is read from the URL by the tracker itself.
  useEffect(() => {
    track(EVENTS.landingPageLoaded);
    // readCookie: a malformed cookie reads as none instead of throwing in the effect.
    track(EVENTS.firstCleaningFreeCohortChecked, { cohorts: readCookie(document.cookie, 'fecohorts') || null });
  }, []);
  // The stock in the HTML counts until live stock arrives; remembered for checkout once the page is idle
  // (a first touch of sessionStorage can hold a phone's main thread).
  useEffect(() => (initial ? afterLoadWhenIdle(() => recordStock(initial.vouchers)) : undefined), [initial]);

  // deals_performance_v2 variant: local rates without waiting for intent, once the browser is idle after load.
  const eager = useInVariant(DEALS_PERFORMANCE);
  useEffect(() => (eager ? afterLoadWhenIdle(wantLive) : undefined), [eager, wantLive]);

  const value = useMemo((): DealsContextValue => {
    const loaded = live !== null && live !== 'error' ? live : null;
    const status = live === 'error' ? 'error' : loaded ? 'ready' : wanted ? 'loading' : 'idle';
    const location = loaded?.location ?? null;
    return {
      status,
      location,
      vouchers: loaded?.vouchers ?? initial?.vouchers ?? null,
      reviews: initial?.reviews ?? null,
      stateOverride,
      adGroupId,
      isOhio: isOhio(stateOverride, location?.nearbyState),
      wantLive,
    };
  }, [live, wanted, initial, stateOverride, adGroupId, wantLive]);
  return <DealsContext.Provider value={value}>{children}</DealsContext.Provider>;
}

const OUTSIDE: DealsContextValue = {
  status: 'idle',
  location: null,
  vouchers: null,
  reviews: null,
  stateOverride: null,
  adGroupId: null,
  isOhio: false,
  wantLive: () => undefined,
};

/** Outside a provider the data simply stays idle. */
export function useDeals(): DealsContextValue {
  return useContext(DealsContext) ?? OUTSIDE;
}
