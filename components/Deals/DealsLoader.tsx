import { useEffect } from 'react';
import { DealsHomeDocument } from '@/lib/graphql/generated/graphql';
import { runQuery } from '@/lib/graphql/lazy';
import { recordStock } from '@/lib/deals/scarcity';
import { useInVariant } from '@/lib/experiments/cohorts';
import { DEALS_PERFORMANCE } from '@/lib/experiments/experiments';
import { track } from '@/lib/tracking/browser';
import { EVENTS } from '@/lib/tracking/events';
import { readCookie } from '@/lib/tracking/signals';
import { useDeals } from './DealsContext';

export const FIRST_REVIEWS = 6;

/** Loaded after hydration (next/dynamic): fetches DealsHome once and fills the deals context. */
export default function DealsLoader() {
  const { setData, stateOverride, adGroupId } = useDeals();
  // deals_performance_v2 variant: reviews wait until the visitor scrolls near them (components/Deals/Reviews).
  const deferReviews = useInVariant(DEALS_PERFORMANCE);
  // Once per page view; the ad group is read from the URL by the tracker itself.
  useEffect(() => {
    track(EVENTS.landingPageLoaded);
    // readCookie: a malformed cookie reads as none instead of throwing in the effect.
    track(EVENTS.firstCleaningFreeCohortChecked, { cohorts: readCookie(document.cookie, 'fecohorts') || null });
  }, []);

  useEffect(() => {
    let cancelled = false;
    const started = performance.now();
    runQuery(DealsHomeDocument, {
      first: FIRST_REVIEWS,
      adTracking: { stateOverride, adGroupId },
      filter: { sort: 'RECENT' },
      withReviews: !deferReviews,
    })
      .then((data) => {
        if (cancelled) return;
        // load.dhj: the deals-home data is on screen, with how long it took.
        track(EVENTS.loadDhj, { ms: Math.round(performance.now() - started) });
        recordStock(data.availableVouchers);
        setData({
          status: 'ready',
          location: data.estimatedBrowserLocation,
          vouchers: data.availableVouchers,
          reviews: data.publicReviews
            ? {
                items: data.publicReviews.edges.map((e) => ({ ...e.node, id: String(e.node.id) })),
                pageInfo: data.publicReviews.pageInfo,
                totalCount: data.publicReviews.totalCount,
              }
            : null,
        });
      })
      .catch(() => {
        if (!cancelled) setData({ status: 'error', location: null, vouchers: null, reviews: null });
      });
    return () => {
      cancelled = true;
    };
  }, [setData, stateOverride, adGroupId, deferReviews]);
  return null;
}
