import type { ReactNode } from 'react';
import { GUARDRAIL_NAMES, type ExperimentReport, type GuardrailResult } from '@/lib/growth/experimentReport';
import { count, pValue } from './experimentFormat';
import styles from './ExperimentsView.module.scss';

function Figure({ label, value, alarm = false, children }: { label: string; value: string; alarm?: boolean; children: ReactNode }) {
  return (
    <div className={alarm ? `${styles.figure} ${styles.alarm}` : styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      <dd className={styles.figureText}>{children}</dd>
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
const guardrailName = (g: GuardrailResult) => `${GUARDRAIL_NAMES[g.metric].toLowerCase()} on ${g.variant}`;

/** What to read before the variants: how long until a decision, whether the split is sound, and the guardrails. */
export function ExperimentChecks({ report }: { report: ExperimentReport }) {
  const { srm, daysToDecision } = report;
  const alarms = report.guardrails.filter((g) => g.alarm);
  return (
    <dl className={styles.figures}>
      <Figure
        label={`Until a decision on a ${report.smallestLiftPoints}-point lift`}
        value={daysToDecision === null ? '—' : plural(daysToDecision, 'day', 'days')}
      >
        {report.decisionText}
      </Figure>
      <Figure label="Sample ratio" value={srm.alarm ? 'Alarm' : 'As configured'} alarm={srm.alarm}>
        {srm.alarm
          ? `The split of visitors is not the configured one (${pValue(srm.pValue)}): fix the assignment before reading any result.`
          : `The split of visitors matches the configured weights (${pValue(srm.pValue)}).`}
      </Figure>
      <Figure label="Guardrails" value={alarms.length ? plural(alarms.length, 'alarm', 'alarms') : 'No alarm'} alarm={alarms.length > 0}>
        {alarms.length
          ? `Higher than control: ${alarms.map(guardrailName).join(', ')}.`
          : 'No variant raises refunds, early cancellations or support tickets above control.'}
      </Figure>
    </dl>
  );
}
