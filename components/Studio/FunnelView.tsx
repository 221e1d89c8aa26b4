import { useEffect, useState, type ReactNode } from 'react';
import { studioFetch, StudioRequestError } from '@/lib/studio/client';
import type { ExperimentFunnelRow, FunnelRow, FunnelStep, ReferralFunnelRow } from '@/lib/growth/funnel';
import styles from './Studio.module.scss';

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

type Funnels = { funnel: FunnelRow[]; experiments: ExperimentFunnelRow[]; referrals: ReferralFunnelRow[] };

/** One funnel table: a row per group (brand and ad group, or experiment and group). */
function FunnelTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: { key: string; testId: string; cells: ReactNode[]; steps: FunnelStep[] }[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
            {rows[0]?.steps.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid={row.testId}>
              <th scope="row">{row.cells[0]}</th>
              {row.cells.slice(1).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
              {row.steps.map((s) => (
                <td key={s.label}>
                  {s.sessions}
                  {s.rateFromPrevious !== null ? <span className={styles.rate}> ({percent(s.rateFromPrevious)})</span> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Visitors → zipcode → lead → payment → purchase, per brand and ad group and per experiment group (agents and bots left out). */
export function FunnelView({ onSignedOut }: { onSignedOut(): void }) {
  const [data, setData] = useState<Funnels | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    studioFetch<Funnels>('/api/studio/funnel')
      .then(setData)
      .catch((e: StudioRequestError) => (e.status === 401 ? onSignedOut() : setError(e.message)));
  }, [onSignedOut]);

  return (
    <section aria-labelledby="funnel-title">
      <h1 id="funnel-title">Funnel</h1>
      <p className={styles.hint}>Distinct visitors reaching each step, with the rate from the step before. Agent sessions and bots are not counted.</p>
      {error ? <p role="alert">{error}</p> : null}
      {!data ? (
        <p role="status">Loading…</p>
      ) : data.funnel.length === 0 ? (
        <p>No visits recorded yet.</p>
      ) : (
        <FunnelTable
          caption="Funnel by brand and ad group"
          columns={['Brand', 'Ad group']}
          rows={data.funnel.map((row) => ({
            key: `${row.brandKey}/${row.adGroupId ?? ''}`,
            testId: `funnel-${row.brandKey}-${row.adGroupId ?? 'none'}`,
            cells: [row.brandKey, row.adGroupId ?? 'none'],
            steps: row.steps,
          }))}
        />
      )}
      {data ? (
        <>
          <h2>Experiments</h2>
          {data.experiments.length === 0 ? (
            <p>No visits in a running experiment yet.</p>
          ) : (
            <FunnelTable
              caption="Funnel by experiment and group"
              columns={['Experiment', 'Group']}
              rows={data.experiments.map((row) => ({
                key: `${row.experimentId}/${row.group}`,
                testId: `experiment-${row.experimentId}-${row.group}`,
                cells: [row.experimentId, row.group],
                steps: row.steps,
              }))}
            />
          )}
          <h2>Referrals</h2>
          {data.referrals.length === 0 ? (
            <p>No visits from referral links yet.</p>
          ) : (
            <FunnelTable
              caption="Funnel by referrer"
              columns={['Referrer', 'Code', 'Purchases credited']}
              rows={data.referrals.map((row) => ({
                key: row.code,
                testId: `referral-${row.code}`,
                cells: [row.hostName, row.code, row.purchasesCredited],
                steps: row.steps,
              }))}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
