import { GUARDRAIL_NAMES, type GuardrailResult } from '@/lib/growth/experimentReport';
import studio from '../editor/Studio.module.scss';
import styles from './ExperimentsView.module.scss';

const CAPTION = 'Guardrails per 1,000 purchases, each variant beside control';

/** A row per guardrail, a column per group (as the variants table), each variant's rate marked when it is an alarm. */
export function ExperimentGuardrailTable({ guardrails }: { guardrails: GuardrailResult[] }) {
  const metrics = [...new Set(guardrails.map((g) => g.metric))];
  const variants = [...new Set(guardrails.map((g) => g.variant))];
  return (
    <div className={`${studio.tableWrap} ${styles.tableRegion}`} role="region" aria-label={CAPTION} tabIndex={0}>
      <table className={`${studio.table} ${styles.table} ${styles.variantTable}`}>
        <caption className="visually-hidden">{CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">Guardrail</th>
            <th scope="col">control</th>
            {variants.map((v) => (
              <th scope="col" key={v}>
                {v}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {metrics.map((metric) => {
            const rows = guardrails.filter((g) => g.metric === metric);
            return (
              <tr key={metric}>
                <th scope="row">{GUARDRAIL_NAMES[metric]}</th>
                <td>{rows[0]!.controlRate.toFixed(2)}</td>
                {variants.map((v) => {
                  const g = rows.find((r) => r.variant === v);
                  return (
                    <td key={v} className={g?.alarm ? styles.alarmCell : undefined}>
                      {g ? g.variantRate.toFixed(2) : '—'}
                      {g?.alarm ? <span className={styles.alarmNote}>Alarm: higher than control</span> : null}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
