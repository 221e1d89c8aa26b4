import Link from 'next/link';
import type { ExperimentList } from '@/lib/growth/experimentReport';
import studio from '../editor/Studio.module.scss';
import { Notice, useStudioResource } from '../editor/useStudioResource';
import { ExperimentDetail } from './ExperimentDetail';
import { screenUrl, statusName } from './experimentFormat';
import styles from './ExperimentsView.module.scss';

/**
 * /studio/experiments lists the published experiments, running ones first;
 * /studio/experiments/{key} shows one experiment's results (issue 40).
 */
export function ExperimentsView({ experimentKey, onSignedOut }: { experimentKey?: string; onSignedOut(): void }) {
  const { data, message } = useStudioResource('/api/studio/experiments', (body) => body as unknown as ExperimentList, onSignedOut);
  if (experimentKey) return <ExperimentDetail experimentKey={experimentKey} list={data} onSignedOut={onSignedOut} />;
  return (
    <section aria-labelledby="experiments-title">
      <h1 id="experiments-title">Experiment results</h1>
      <p className={studio.hint}>
        Published experiments, running ones first. Choose one for its results: which variant is ahead, how sure that is, and how long until a decision.
        Experiments are edited as content (Experiment).
      </p>
      <Notice message={message} />
      {!data ? (
        message ? null : (
          <p role="status">Loading…</p>
        )
      ) : data.experiments.length === 0 ? (
        <p className={styles.empty}>No experiment is published yet.</p>
      ) : (
        <ul className={studio.documents} aria-label="Published experiments">
          {data.experiments.map((e) => (
            <li key={e.key}>
              <Link href={screenUrl(e.key)} prefetch={false} className={studio.documentLink}>
                <span className={studio.documentTitle}>{e.title}</span>
                <span className={studio.documentSubtitle}>
                  {e.key} · {e.variants.join(', ')} · {e.trafficPercent}% of traffic · {e.brands.length ? e.brands.join(', ') : 'every brand'}
                </span>
                <span className={e.live ? styles.live : styles.idle}>{statusName(e)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
