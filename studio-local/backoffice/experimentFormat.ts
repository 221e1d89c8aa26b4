import type { ExperimentSummary, Verdict } from '@/lib/growth/experimentReport';

/** How the Experiments screen writes the report's figures, and where its filters and export live. */

export interface ExperimentFilters {
  /** A brand key, or null for all of the experiment's brands. */
  brand: string | null;
  /** The smallest lift in conversion worth telling apart, in percentage points, as typed (the API checks it). */
  lift: string | null;
}

export const DEFAULT_LIFT = '1';

export function filtersQuery({ brand, lift }: ExperimentFilters): string {
  const query = new URLSearchParams();
  if (brand) query.set('brand', brand);
  if (lift) query.set('lift', lift);
  return query.toString();
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
export const screenUrl = (key: string, filters?: ExperimentFilters) =>
  withQuery(`/studio/experiments/${encodeURIComponent(key)}`, filters ? filtersQuery(filters) : '');
export const resultsUrl = (key: string, filters: ExperimentFilters, format: 'json' | 'csv' = 'json') =>
  withQuery(`/api/studio/experiments/${encodeURIComponent(key)}/results${format === 'csv' ? '.csv' : ''}`, filtersQuery(filters));

export const count = (n: number) => n.toLocaleString('en-US');
export const percent = (share: number, digits = 1) => `${(share * 100).toFixed(digits)}%`;
export const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Percentage points with their sign (the API already gives points). */
export const points = (value: number) => `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(2)}`;

/** A chance, without claiming certainty the posterior does not have. */
export function chance(share: number): string {
  if (share >= 0.9995) return '>\u00a099.9%';
  if (share <= 0.0005) return '<\u00a00.1%';
  return percent(share);
}

export const pValue = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`);

export const VERDICTS: Record<Verdict, string> = { 'keep running': 'Keep running', 'ship variant': 'Ship', 'stop variant': 'Stop' };

export const METRIC_NAMES = { conversion: 'Purchase conversion', revenue: 'Revenue per visitor' } as const;

const STATUS_NAMES: Record<ExperimentSummary['status'], string> = { draft: 'Draft', running: 'Running', stopped: 'Stopped', shipped: 'Shipped' };

/** Running only counts while inside its start and stop times: "Running" alone would claim visitors are assigned now. */
export const statusName = (experiment: Pick<ExperimentSummary, 'status' | 'live'>) =>
  experiment.live ? 'Running now' : experiment.status === 'running' ? 'Running, outside its dates' : STATUS_NAMES[experiment.status];
