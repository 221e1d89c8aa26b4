import { useRouter } from 'next/router';
import { useEffect, useEffectEvent, useState } from 'react';
import { funnelQueryString, type FunnelFilters } from '@/lib/growth/funnelFilters';
import { studioFetch, StudioRequestError } from '@/studio-local/editor/client';

/** The answer for one query string: figures, or why there are none. */
type Answer<T> = { query: string; data: T } | { query: string; error: string };

/**
 * A report over a brand and a range of days whose filters live in the page's
 * address (so a link shows everyone the same figures): loaded again when they
 * change; `last` keeps the previous figures' filters for the form while a
 * refused range is corrected.
 */
export function useRangeReport<T extends { filters: FunnelFilters }>(api: string, screen: string, onSignedOut: () => void) {
  const router = useRouter();
  const one = (name: string) => (typeof router.query[name] === 'string' ? (router.query[name] as string) : undefined);
  const query = funnelQueryString({ brandKey: one('brand') ?? null, from: one('from'), to: one('to') });
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [last, setLast] = useState<T | null>(null);
  const signOut = useEffectEvent(() => onSignedOut());

  useEffect(() => {
    if (!router.isReady) return;
    let current = true;
    studioFetch<T>(`${api}${query ? `?${query}` : ''}`)
      .then((data) => {
        if (!current) return;
        setAnswer({ query, data });
        setLast(data);
      })
      .catch((e: StudioRequestError) => {
        if (!current) return;
        if (e.status === 401) signOut();
        else setAnswer({ query, error: e.message });
      });
    return () => {
      current = false;
    };
  }, [api, query, router.isReady]);

  const settled = answer?.query === query ? answer : null;
  return {
    data: settled && 'data' in settled ? settled.data : null,
    error: settled && 'error' in settled ? settled.error : null,
    loading: settled === null,
    last,
    apply: (filters: FunnelFilters) => void router.push(`${screen}?${funnelQueryString(filters)}`, undefined, { shallow: true }),
  };
}
