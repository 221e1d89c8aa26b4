import { formatPercent, formatPoints, type ConversionStats, type FunnelRow } from '@/lib/growth/funnel';
import styles from './FunnelView.module.scss';

const SHOWN_IDS = 3;

/** The ad group's name, with the raw ids beneath for tracing a figure back to the events. */
export function AdGroupCell({ row }: { row: FunnelRow }) {
  const ids = row.rawAdGroupIds;
  const shown = ids.slice(0, SHOWN_IDS).join(', ') + (ids.length > SHOWN_IDS ? ` +${ids.length - SHOWN_IDS} more` : '');
  return (
    <span title={ids.length ? `Ad-group ids: ${ids.join(', ')}` : undefined}>
      {row.adGroupName}
      {ids.length ? <span className={styles.secondary}>{shown}</span> : null}
    </span>
  );
}

export function notEnoughData(minVisitors: number) {
  return <span className={styles.secondary}>Not enough data yet (under {minVisitors} visitors)</span>;
}

export function ConversionCell({ stats, minVisitors }: { stats: ConversionStats; minVisitors: number }) {
  return (
    <span>
      {formatPercent(stats.rate)}
      {stats.rateInterval ? (
        <span className={styles.secondary}>
          95% CI {formatPercent(stats.rateInterval.low)} to {formatPercent(stats.rateInterval.high)}
        </span>
      ) : (
        notEnoughData(minVisitors)
      )}
    </span>
  );
}

export function DifferenceCell({ stats, isControl, minVisitors }: { stats: ConversionStats; isControl: boolean; minVisitors: number }) {
  if (isControl) return <span>Control</span>;
  if (!stats.difference) return notEnoughData(minVisitors);
  const { difference, low, high } = stats.difference;
  return (
    <span className={low > 0 ? styles.better : high < 0 ? styles.worse : undefined}>
      {formatPoints(difference)}
      <span className={styles.secondary}>
        95% CI {formatPoints(low)} to {formatPoints(high)}
      </span>
    </span>
  );
}
