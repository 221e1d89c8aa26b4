import { formatVital, rating, THRESHOLDS, VITAL_METRICS, type FieldSpeed, type FieldSpeedCell, type VitalMetric, type VitalRating } from '@/lib/growth/vitals';
import { RangeReportState } from './RangeReportState';
import { useRangeReport } from './useRangeReport';
import studio from '../editor/Studio.module.scss';
import styles from './TrafficViews.module.scss';

const RATING: Record<VitalRating, { label: string; className: string | undefined }> = {
  good: { label: 'Good', className: styles.good },
  'needs-improvement': { label: 'Needs improvement', className: styles.improve },
  poor: { label: 'Poor', className: styles.poor },
};

const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  TTFB: 'Time to First Byte',
};

const PAGE_TYPES: Record<string, string> = { home: 'Home (/)', deal: '/deal', 'cached-deal': 'Cached deal' };

/**
 * How fast the landing pages are for real visitors who accepted analytics:
 * the 75th percentile of each Core Web Vital per brand, page type and ad
 * group, rated with web.dev's thresholds.
 */
export function FieldSpeedView({ onSignedOut }: { onSignedOut(): void }) {
  const report = useRangeReport<FieldSpeed>('/api/studio/field-speed', '/studio/field-speed', onSignedOut);
  const { data } = report;
  return (
    <section aria-labelledby="speed-title">
      <h1 id="speed-title">Field speed</h1>
      <p className={studio.hint}>
        The 75th percentile of each Core Web Vital from visitors of the landing pages who accepted analytics cookies, with the number of page views it rests on.
        Ratings follow web.dev:{' '}
        {VITAL_METRICS.map((m) => `${m} good up to ${formatVital(m, THRESHOLDS[m][0])}, poor above ${formatVital(m, THRESHOLDS[m][1])}`).join('; ')}. Days are
        UTC.
      </p>
      <RangeReportState report={report} />
      {data ? <SpeedTable data={data} /> : null}
    </section>
  );
}

function SpeedTable({ data }: { data: FieldSpeed }) {
  const { from, to } = data.filters;
  if (data.rows.length === 0)
    return (
      <p className={styles.empty}>
        No readings from {from} to {to}.
      </p>
    );
  const brandName = (key: string) => data.brands.find((b) => b.key === key)?.name ?? key;
  const caption = `p75 of Core Web Vitals by brand, page type and ad group, ${from} to ${to}`;
  return (
    <div className={`${studio.tableWrap} ${styles.tableRegion}`} role="region" aria-label={caption} tabIndex={0}>
      <table className={studio.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Brand</th>
            <th scope="col">Page</th>
            <th scope="col">Ad group</th>
            {VITAL_METRICS.map((m) => (
              <th scope="col" key={m}>
                <abbr title={METRIC_NAMES[m]}>{m}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={`${row.brandKey}/${row.pageType}/${row.adGroupId ?? ''}`} data-testid={`speed-${row.brandKey}-${row.pageType}-${row.adGroupId ?? 'none'}`}>
              <th scope="row">{brandName(row.brandKey)}</th>
              <td>{PAGE_TYPES[row.pageType] ?? row.pageType}</td>
              <td>{row.adGroupId ?? 'None'}</td>
              {VITAL_METRICS.map((m) => (
                <td key={m} className={`${styles.number} ${styles.wraps}`}>
                  <SpeedCell metric={m} cell={row.metrics[m]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SpeedCell({ metric, cell }: { metric: VitalMetric; cell: FieldSpeedCell | undefined }) {
  if (!cell) return <span className={studio.rate}>No data</span>;
  const verdict = RATING[rating(metric, cell.p75)];
  return (
    <>
      {formatVital(metric, cell.p75)}
      <span className={verdict.className}>{verdict.label}</span>
      <span className={styles.samples}>{cell.samples.toLocaleString('en-US')} views</span>
    </>
  );
}
