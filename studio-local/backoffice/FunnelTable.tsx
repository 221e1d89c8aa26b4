import type { ReactNode } from 'react';
import { formatPercent, type FunnelStep } from '@/lib/growth/funnel';
import studio from '../editor/Studio.module.scss';
import styles from './FunnelView.module.scss';

export interface FunnelTableRow {
  key: string;
  testId: string;
  /** The first cell heads the row. */
  cells: ReactNode[];
  steps: FunnelStep[];
  /** Cells after the steps (conversion statistics). */
  after?: ReactNode[];
}

function Row({ row, footer = false }: { row: FunnelTableRow; footer?: boolean }) {
  return (
    <tr data-testid={row.testId} className={footer ? styles.totalRow : undefined}>
      <th scope="row">{row.cells[0]}</th>
      {row.cells.slice(1).map((cell, i) => (
        <td key={i}>{cell}</td>
      ))}
      {row.steps.map((s) => (
        <td key={s.label} className={styles.number}>
          {s.sessions.toLocaleString('en-US')}
          {s.rateFromPrevious !== null ? <span className={studio.rate}> ({formatPercent(s.rateFromPrevious)})</span> : null}
        </td>
      ))}
      {row.after?.map((cell, i) => (
        <td key={`after-${i}`}>{cell}</td>
      ))}
    </tr>
  );
}

/**
 * One funnel table: a row per group (brand and ad group, experiment group,
 * or referrer), sessions per step with the rate from the step before. It
 * scrolls sideways on narrow screens, and takes keyboard focus to do so.
 */
export function FunnelTable({
  caption,
  columns,
  steps,
  after = [],
  rows,
  total,
}: {
  caption: string;
  columns: string[];
  steps: string[];
  after?: string[];
  rows: FunnelTableRow[];
  total?: FunnelTableRow;
}) {
  return (
    <div className={`${studio.tableWrap} ${styles.tableRegion}`} role="region" aria-label={caption} tabIndex={0}>
      <table className={studio.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {[...columns, ...steps, ...after].map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <Row row={total} footer />
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
