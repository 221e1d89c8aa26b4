import { useRouter } from 'next/router';
import { useEffect, useEffectEvent, useState } from 'react';
import { CONTROL_GROUP, type StudioFunnels } from '@/lib/growth/funnel';
import { funnelQueryString, type FunnelFilters } from '@/lib/growth/funnelFilters';
import { FUNNEL_STEPS } from '@/lib/growth/tracking/funnelSteps';
import { formatUsd } from '@/lib/rules/money';
import { studioFetch, StudioRequestError } from '@/studio-local/editor/client';
import { AdGroupCell, ConversionCell, DifferenceCell } from './FunnelCells';
import { FunnelChart } from './FunnelChart';
import { FunnelFilterForm } from './FunnelFilterForm';
import { FunnelTable } from './FunnelTable';
import studio from '../editor/Studio.module.scss';
import styles from './FunnelView.module.scss';

const STEP_LABELS = FUNNEL_STEPS.map((s) => s.label);

/** The filters in the page's address, as given: the API fills in defaults and says what is wrong. */
function queryFilters(query: Record<string, string | string[] | undefined>): Partial<FunnelFilters> {
  const one = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  return { brandKey: one('brand') ?? null, from: one('from'), to: one('to') };
}

/** The answer for one query string: figures, or why there are none. */
type Answer = { query: string; data: StudioFunnels } | { query: string; error: string };

/**
 * Visitors → zipcode → lead → payment → purchase for a brand and a range of
 * days: a chart, then tables by ad group, experiment group and referrer, and
 * the same tables as CSV. Agents and bots are not counted.
 */
export function FunnelView({ onSignedOut }: { onSignedOut(): void }) {
  const router = useRouter();
  const query = funnelQueryString(queryFilters(router.query));
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The filter form keeps the brands of the last figures, so a refused range can be corrected in place.
  const [last, setLast] = useState<StudioFunnels | null>(null);
  // The studio hands a new callback on every render; only a new query should fetch again.
  const signOut = useEffectEvent(() => onSignedOut());

  useEffect(() => {
    if (!router.isReady) return;
    let current = true;
    studioFetch<StudioFunnels>(`/api/studio/funnel${query ? `?${query}` : ''}`)
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
  }, [query, router.isReady]);

  const apply = (filters: FunnelFilters) => void router.push(`/studio/funnel?${funnelQueryString(filters)}`, undefined, { shallow: true });
  const settled = answer?.query === query ? answer : null;
  const data = settled && 'data' in settled ? settled.data : null;

  return (
    <section aria-labelledby="funnel-title">
      <h1 id="funnel-title">Funnel</h1>
      <p className={studio.hint}>
        Every session with an event in the range is a visitor; each step counts the sessions that reached it or a later one, with the rate from the step before.
        Payments, purchases and revenue are the server’s own records; the steps before them come from the visitors’ browsers. Days are UTC. Agent sessions and
        bots are not counted.
      </p>
      {last ? <FunnelFilterForm key={funnelQueryString(last.filters)} filters={last.filters} brands={last.brands} onApply={apply} /> : null}
      {!settled ? <p role="status">Loading…</p> : null}
      {settled && 'error' in settled ? (
        <p role="alert" className={studio.errorBox}>
          {settled.error}
        </p>
      ) : null}
      {data ? <FunnelResults data={data} /> : null}
    </section>
  );
}

function FunnelResults({ data }: { data: StudioFunnels }) {
  const { filters, minVisitorsForStats: minVisitors } = data;
  const brandName = filters.brandKey ? (data.brands.find((b) => b.key === filters.brandKey)?.name ?? filters.brandKey) : 'All brands';
  const range = `${filters.from} to ${filters.to}`;
  return (
    <>
      <p className={styles.summary}>
        <span>
          {brandName}, {range} (UTC)
        </span>
        <a href={`/api/studio/funnel.csv?${funnelQueryString(filters)}`} download className={studio.secondary}>
          Download CSV
        </a>
      </p>
      {data.total[0]?.sessions ? (
        <>
          <FunnelChart steps={data.total} title={`Funnel for ${brandName}, ${range}`} />
          <h2>By ad group</h2>
          <FunnelTable
            caption={`Funnel by brand and ad group, ${range}`}
            columns={['Brand', 'Ad group']}
            steps={STEP_LABELS}
            after={['Revenue']}
            rows={data.funnel.map((row) => ({
              key: `${row.brandKey}/${row.adGroupKind}/${row.adGroupId ?? ''}`,
              testId: `funnel-${row.brandKey}-${row.adGroupId ?? row.adGroupKind}`,
              cells: [row.brandKey, <AdGroupCell key="ad-group" row={row} />],
              steps: row.steps,
              after: [formatUsd(row.revenueCents)],
            }))}
            total={{ key: 'total', testId: 'funnel-total', cells: [brandName, 'Total'], steps: data.total, after: [formatUsd(data.totalRevenueCents)] }}
          />
        </>
      ) : (
        <p className={styles.empty}>No visits in this range.</p>
      )}
      <h2>Experiments</h2>
      {data.experiments.length === 0 ? (
        <p>No visits in a running experiment in this range.</p>
      ) : (
        <>
          <p className={studio.hint}>
            Conversion is purchases per visitor, with a 95% Wilson score interval; the difference to control is in percentage points, with a 95% Newcombe
            interval. Intervals are shown once a group has at least {minVisitors} visitors.
          </p>
          <FunnelTable
            caption={`Funnel and conversion by experiment and group, ${range}`}
            columns={['Experiment', 'Group']}
            steps={STEP_LABELS}
            after={['Conversion', 'Difference vs control', 'Revenue']}
            rows={data.experiments.map((row) => ({
              key: `${row.experimentId}/${row.group}`,
              testId: `experiment-${row.experimentId}-${row.group}`,
              cells: [row.experimentId, row.group],
              steps: row.steps,
              after: [
                <ConversionCell key="conversion" stats={row.stats} minVisitors={minVisitors} />,
                <DifferenceCell key="difference" stats={row.stats} isControl={row.group === CONTROL_GROUP} minVisitors={minVisitors} />,
                formatUsd(row.revenueCents),
              ],
            }))}
          />
        </>
      )}
      <h2>Referrals</h2>
      {data.referrals.length === 0 ? (
        <p>No visits from referral links in this range.</p>
      ) : (
        <FunnelTable
          caption={`Funnel by referrer, ${range}`}
          columns={['Referrer', 'Code', 'Purchases credited (all brands)']}
          steps={STEP_LABELS}
          rows={data.referrals.map((row) => ({
            key: row.code,
            testId: `referral-${row.code}`,
            cells: [row.hostName, row.code, row.purchasesCredited],
            steps: row.steps,
          }))}
        />
      )}
    </>
  );
}
