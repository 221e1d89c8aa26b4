import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useEffectEvent, useState } from 'react';
import type { ExperimentList, ExperimentReport } from '@/lib/growth/experimentReport';
import { mayEdit, mayUse } from '@/lib/rules/studioRoles';
import { studioFetch, StudioRequestError } from '@/studio-local/editor/client';
import studio from '../editor/Studio.module.scss';
import { useStudioUser } from '../editor/studioUser';
import { ExperimentFilterForm } from './ExperimentFilterForm';
import { ExperimentResults } from './ExperimentResults';
import { METRIC_NAMES, resultsUrl, screenUrl, statusName, type ExperimentFilters } from './experimentFormat';
import styles from './ExperimentsView.module.scss';

/** The answer for one results address: the report, or the API's reason there is none. */
type Answer = { url: string; report: ExperimentReport } | { url: string; error: string };

/** One experiment's results for a brand (or all) and a smallest lift, both kept in the page's address so a link shows the same figures. */
export function ExperimentDetail({ experimentKey, list, onSignedOut }: { experimentKey: string; list: ExperimentList | null; onSignedOut(): void }) {
  const router = useRouter();
  const user = useStudioUser();
  const one = (name: string) => (typeof router.query[name] === 'string' ? router.query[name] : null);
  const filters: ExperimentFilters = { brand: one('brand'), lift: one('lift') };
  const url = resultsUrl(experimentKey, filters);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The studio hands a new callback on every render; only a new address should fetch again.
  const signOut = useEffectEvent(() => onSignedOut());

  useEffect(() => {
    if (!router.isReady) return;
    let current = true;
    studioFetch<ExperimentReport>(url)
      .then((report) => current && setAnswer({ url, report }))
      .catch((e: StudioRequestError) => {
        if (!current) return;
        if (e.status === 401) signOut();
        else setAnswer({ url, error: e.message });
      });
    return () => {
      current = false;
    };
  }, [url, router.isReady]);

  const settled = answer?.url === url ? answer : null;
  const report = settled && 'report' in settled ? settled.report : null;
  const summary = list?.experiments.find((e) => e.key === experimentKey);
  const editable = summary?.documentId && mayUse(user.role, 'content') && mayEdit(user.role, 'experiment');
  const apply = (next: ExperimentFilters) => void router.push(screenUrl(experimentKey, next), undefined, { shallow: true });

  return (
    <section aria-labelledby="experiment-title">
      <p className={studio.breadcrumb}>
        <Link href="/studio/experiments" prefetch={false}>
          All experiments
        </Link>
      </p>
      <div className={studio.listHeader}>
        <h1 id="experiment-title">{summary?.title ?? report?.title ?? experimentKey}</h1>
        {editable ? (
          <Link href={`/studio/experiment/${summary.documentId}`} prefetch={false} className={studio.secondary}>
            Edit experiment
          </Link>
        ) : null}
      </div>
      {summary || report ? (
        <p className={styles.meta}>
          <span>{experimentKey}</span>
          {summary ? <span className={summary.live ? styles.live : styles.idle}>{statusName(summary)}</span> : null}
          {report ? <span>Judged on {METRIC_NAMES[report.primaryMetric].toLowerCase()}</span> : null}
          <span>{(summary ?? report)!.trafficPercent}% of eligible visitors enrolled</span>
        </p>
      ) : null}
      {list ? <ExperimentFilterForm key={url} filters={filters} brands={summary?.brands.length ? summary.brands : list.brands} onApply={apply} /> : null}
      {!settled ? <p role="status">Loading…</p> : null}
      {settled && 'error' in settled ? (
        <p role="alert" className={studio.errorBox}>
          {settled.error}
        </p>
      ) : null}
      {report ? <ExperimentResults report={report} /> : null}
    </section>
  );
}
