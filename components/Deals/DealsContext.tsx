import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { parseStateOverride } from '@/lib/landing/stateOverride';
import type { PageInfo } from '@/lib/reviews/paging';

/**
 * Live deals data for the landing page (spec §2 deals/home view): the
 * estimated location, available vouchers and the first page of reviews. The
 * static HTML renders without it; a lazily loaded loader fills it in.
 */

export interface DealsLocation {
  nearbyCities: string[];
  nearbyState: string | null;
  nearbyRecentJobs: number;
  memberHourlyRate: number | null;
  nonmemberHourlyRate: number | null;
}

export interface ReviewView {
  id: string;
  body: string;
  stars: number;
  received: string;
  publicLocation: string;
  customer: { firstName: string; lastName: string };
}

export interface DealsData {
  status: 'loading' | 'ready' | 'error';
  location: DealsLocation | null;
  vouchers: { numHours: number; price: number; remaining: number }[] | null;
  reviews: { items: ReviewView[]; pageInfo: PageInfo; totalCount: number } | null;
}

interface DealsContextValue extends DealsData {
  stateOverride: string | null;
  adGroupId: string | null;
  /** Spec §4: Ohio when the override or the estimated location is OH. */
  isOhio: boolean;
  setData(data: DealsData): void;
}

const DealsContext = createContext<DealsContextValue | null>(null);

const LOADING: DealsData = { status: 'loading', location: null, vouchers: null, reviews: null };

export function DealsProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [data, setData] = useState<DealsData>(LOADING);
  const stateOverride = router?.isReady ? parseStateOverride(router.query.state_override) : null;
  const adGroupId = router?.isReady && typeof router.query.adgroupid === 'string' && /^\d{1,20}$/.test(router.query.adgroupid) ? router.query.adgroupid : null;
  const value = useMemo(
    () => ({ ...data, stateOverride, adGroupId, isOhio: stateOverride === 'OH' || data.location?.nearbyState === 'OH', setData }),
    [data, stateOverride, adGroupId],
  );
  return <DealsContext.Provider value={value}>{children}</DealsContext.Provider>;
}

/** Outside a provider (service and location pages) the data simply stays "loading". */
export function useDeals(): DealsContextValue {
  return useContext(DealsContext) ?? { ...LOADING, stateOverride: null, adGroupId: null, isOhio: false, setData: () => undefined };
}
