import { useEffect, useState } from 'react';
import { studioFetch, StudioRequestError } from '@/lib/studio/client';
import type { FunnelRow } from '@/server/services/events';
import styles from './Studio.module.scss';

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

/** Visitors → zipcode → lead → payment → purchase, per brand and ad group (agents and bots left out). */
export function FunnelView({ onSignedOut }: { onSignedOut(): void }) {
  const [rows, setRows] = useState<FunnelRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    studioFetch<{ funnel: FunnelRow[] }>('/api/studio/funnel')
      .then((r) => setRows(r.funnel))
      .catch((e: StudioRequestError) => (e.status === 401 ? onSignedOut() : setError(e.message)));
  }, [onSignedOut]);

  return (
    <section aria-labelledby="funnel-title">
      <h1 id="funnel-title">Funnel</h1>
      <p className={styles.hint}>Distinct visitors reaching each step, with the rate from the step before. Agent sessions and bots are not counted.</p>
      {error ? <p role="alert">{error}</p> : null}
      {!rows ? (
        <p role="status">Loading…</p>
      ) : rows.length === 0 ? (
        <p>No visits recorded yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Funnel by brand and ad group</caption>
            <thead>
              <tr>
                <th scope="col">Brand</th>
                <th scope="col">Ad group</th>
                {rows[0]?.steps.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.brandKey}/${row.adGroupId ?? ''}`} data-testid={`funnel-${row.brandKey}-${row.adGroupId ?? 'none'}`}>
                  <th scope="row">{row.brandKey}</th>
                  <td>{row.adGroupId ?? 'none'}</td>
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
      )}
    </section>
  );
}
