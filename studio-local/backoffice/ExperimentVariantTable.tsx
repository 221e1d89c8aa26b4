import type { ReactNode } from 'react';
import type { ExperimentReport, VariantResult } from '@/lib/growth/experimentReport';
import studio from '../editor/Studio.module.scss';
import { chance, count, dollars, percent, points, VERDICTS } from './experimentFormat';
import styles from './ExperimentsView.module.scss';

const VERDICT_CELLS = { 'keep running': undefined, 'ship variant': styles.better, 'stop variant': styles.worse };

/**
 * The interval is a confidence sequence (Howard, Ramdas, McAuliffe & Sekhon
 * 2021, normal mixture; server/domain/experiments/statistics.ts): it stays
 * valid however often it is looked at, so reading it every day does not make
 * a false winner likelier.
 */
function Interval({ interval }: { interval: VariantResult['interval'] }) {
  if (!interval) return <>—</>;
  return (
    <span className={interval.low > 0 ? styles.better : interval.high < 0 ? styles.worse : undefined}>
      <span className={styles.nowrap}>{points(interval.low)}</span> to <span className={styles.nowrap}>{points(interval.high)}</span>
    </span>
  );
}

const FIGURES: { label: string; cell(v: VariantResult): ReactNode; className?(v: VariantResult): string | undefined }[] = [
  { label: 'Visitors', cell: (v) => count(v.visitors) },
  { label: 'Purchases', cell: (v) => count(v.purchases) },
  { label: 'Conversion', cell: (v) => percent(v.conversion, 2) },
  { label: 'Revenue per visitor', cell: (v) => dollars(v.revenuePerVisitor) },
  { label: 'Chance to be best', cell: (v) => chance(v.chanceToBeBest) },
  { label: 'Chance to beat control', cell: (v) => (v.chanceToBeatControl === null ? '—' : chance(v.chanceToBeatControl)) },
  { label: 'Expected loss per 1,000 visitors', cell: (v) => dollars(v.expectedLossPer1000) },
  { label: 'Difference to control, 95% (points)', cell: (v) => <Interval interval={v.interval} /> },
  {
    label: 'Verdict on conversion',
    cell: (v) => (v.verdict ? VERDICTS[v.verdict] : 'Control'),
    className: (v) => (v.verdict ? VERDICT_CELLS[v.verdict] : undefined),
  },
];

/** A column per variant, control first, so the groups read side by side even on a phone; a row per figure. */
export function ExperimentVariantTable({ report }: { report: ExperimentReport }) {
  const caption = `Results by variant${report.brand ? ` on ${report.brand}` : ', all brands'}`;
  return (
    <div className={`${studio.tableWrap} ${styles.tableRegion}`} role="region" aria-label={caption} tabIndex={0}>
      <table className={`${studio.table} ${styles.table} ${styles.variantTable}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Figure</span>
            </th>
            {report.variants.map((v) => (
              <th scope="col" key={v.key}>
                {v.key}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FIGURES.map((figure) => (
            <tr key={figure.label}>
              <th scope="row">{figure.label}</th>
              {report.variants.map((v) => (
                <td key={v.key} className={figure.className?.(v)}>
                  {figure.cell(v)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
