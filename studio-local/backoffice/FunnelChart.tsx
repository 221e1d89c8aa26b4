import { useId } from 'react';
import { formatPercent, type FunnelStep } from '@/lib/growth/funnel';
import styles from './FunnelView.module.scss';

// Drawn in a narrow coordinate space so the text stays legible when the chart shrinks to a phone's width.
const WIDTH = 440;
const LABEL_WIDTH = 92;
const BAR_WIDTH = 200;
const ROW = 40;
const BAR = 26;

/** One sentence a screen reader can read instead of the bars. */
export function chartSummary(steps: readonly FunnelStep[]): string {
  return steps.map((s, i) => (i === 0 ? `${s.label} ${s.sessions}` : `${s.label} ${s.sessions} (${formatPercent(s.rateFromVisitors)} of visitors)`)).join(', ');
}

/** Sessions per funnel step as horizontal bars, scaled to the visitors; the tables below carry the same figures. */
export function FunnelChart({ steps, title }: { steps: readonly FunnelStep[]; title: string }) {
  const titleId = useId();
  const descId = useId();
  const most = Math.max(1, steps[0]?.sessions ?? 0);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${steps.length * ROW}`} role="img" aria-labelledby={titleId} aria-describedby={descId} className={styles.chartSvg}>
        <title id={titleId}>{title}</title>
        <desc id={descId}>{chartSummary(steps)}</desc>
        {steps.map((step, i) => {
          const width = (step.sessions / most) * BAR_WIDTH;
          const y = i * ROW + (ROW - BAR) / 2;
          return (
            <g key={step.label} aria-hidden="true">
              <text x={LABEL_WIDTH - 8} y={y + BAR / 2} textAnchor="end" dominantBaseline="central" className={styles.chartLabel}>
                {step.label}
              </text>
              <rect x={LABEL_WIDTH} y={y} width={BAR_WIDTH} height={BAR} rx={4} className={styles.chartTrack} />
              <rect x={LABEL_WIDTH} y={y} width={width} height={BAR} rx={4} className={styles.chartBar} />
              <text x={LABEL_WIDTH + BAR_WIDTH + 8} y={y + BAR / 2} dominantBaseline="central" className={styles.chartValue}>
                {step.sessions.toLocaleString('en-US')}
                {i > 0 ? ` · ${formatPercent(step.rateFromVisitors)}` : ''}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.chartCaption}>{title}. Bars are sessions; percentages are of visitors.</figcaption>
    </figure>
  );
}
