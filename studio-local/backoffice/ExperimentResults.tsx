import type { ExperimentReport } from '@/lib/growth/experimentReport';
import studio from '../editor/Studio.module.scss';
import { ExperimentBrandTable } from './ExperimentBrandTable';
import { ExperimentChecks } from './ExperimentChecks';
import { ExperimentGuardrailTable } from './ExperimentGuardrailTable';
import { ExperimentVariantTable } from './ExperimentVariantTable';
import { count, resultsUrl } from './experimentFormat';
import styles from './ExperimentsView.module.scss';

const VERDICT_STYLES = { 'keep running': styles.verdictKeep, 'ship variant': styles.verdictShip, 'stop variant': styles.verdictStop };

/** The report of one experiment: the verdict first, then the figures behind it. */
export function ExperimentResults({ report }: { report: ExperimentReport }) {
  const visitors = report.variants.reduce((sum, v) => sum + v.visitors, 0);
  const purchases = report.variants.reduce((sum, v) => sum + v.purchases, 0);
  const scope = report.brand ?? 'All brands';
  const csv = resultsUrl(report.key, { brand: report.brand, lift: String(report.smallestLiftPoints) }, 'csv');

  if (visitors === 0) {
    return (
      <p className={styles.empty}>
        No visitors yet{report.brand ? ` on ${report.brand}` : ''}: figures appear once visitors are assigned to this experiment, while it is running.
      </p>
    );
  }
  return (
    <>
      <div className={`${styles.verdict} ${VERDICT_STYLES[report.verdict.action]}`} data-testid="experiment-verdict">
        <p className={styles.verdictLabel}>Verdict for {report.brand ?? 'all brands'}</p>
        <p className={styles.verdictText}>{report.verdict.text}</p>
      </div>
      <p className={styles.summary}>
        <span>
          {scope}: {count(visitors)} visitors, {count(purchases)} purchases
        </span>
        <a href={csv} download className={studio.secondary}>
          Download CSV
        </a>
      </p>
      <ExperimentChecks report={report} />
      <h2>Variants</h2>
      <p className={studio.hint}>
        Conversion is purchases per visitor. Chance to be best and to beat control are the probabilities, given the data, that a variant converts best or better
        than control; expected loss is what choosing it would cost per 1,000 visitors if it is not the best. The difference to control is a 95% interval in
        percentage points that stays valid when looked at every day.
      </p>
      <ExperimentVariantTable report={report} />
      <p className={`${studio.hint} ${styles.note}`}>
        Revenue per visitor counts each purchase’s first price and, for a membership, its monthly price for the expected paid months. {report.paidMonths.text}
      </p>
      <h2>Guardrails</h2>
      <p className={studio.hint}>
        Refunds, early cancellations and support tickets per 1,000 purchases. An alarm means a variant’s rate is higher than control’s with at least 95%
        probability.
      </p>
      <ExperimentGuardrailTable guardrails={report.guardrails} />
      <h2>By brand</h2>
      {report.brands.length ? (
        <ExperimentBrandTable brands={report.brands} />
      ) : (
        <p className={studio.hint}>Choose All brands to compare each brand’s lift with the pooled one.</p>
      )}
    </>
  );
}
