import { funnelQueryString, type FunnelFilters } from '@/lib/growth/funnelFilters';
import { FunnelFilterForm } from './FunnelFilterForm';
import type { useRangeReport } from './useRangeReport';
import studio from '../editor/Studio.module.scss';

type Report = ReturnType<typeof useRangeReport<{ filters: FunnelFilters; brands: { key: string; name: string }[] }>>;

/** A range report's filter form (kept while a refused range is corrected), and whether it is loading or was refused. */
export function RangeReportState({ report }: { report: Report }) {
  const { last } = report;
  return (
    <>
      {last ? <FunnelFilterForm key={funnelQueryString(last.filters)} filters={last.filters} brands={last.brands} onApply={report.apply} /> : null}
      {report.loading ? <p role="status">Loading…</p> : null}
      {report.error ? (
        <p role="alert" className={studio.errorBox}>
          {report.error}
        </p>
      ) : null}
    </>
  );
}
