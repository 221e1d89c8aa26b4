import { toDollars } from '@/lib/rules/money';
import type { ConversionStats, FunnelStep, StudioFunnels } from './funnel';
import { FUNNEL_STEPS } from './tracking/funnelSteps';

/**
 * The Funnel view as CSV: one line per table row, with the figures the
 * tables show (rates in percent and differences in percentage points,
 * rounded as on screen), so a spreadsheet and the studio agree.
 */

type Cell = string | number | null;

/**
 * A text cell a spreadsheet will not run: text starting with = + - @ (or a
 * tab or carriage return) is a formula to Excel and Sheets, so it gets a
 * leading quote. Names and codes come from content and visitors' links.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const HEADER = [
  'Table',
  'Brand',
  'Ad group',
  'Ad group ids',
  'Experiment',
  'Group',
  'Referrer',
  'Referral code',
  ...FUNNEL_STEPS.map((s) => s.label),
  'Conversion rate (%)',
  'Conversion 95% low (%)',
  'Conversion 95% high (%)',
  'Difference vs control (pp)',
  'Difference 95% low (pp)',
  'Difference 95% high (pp)',
  'Purchases credited',
  'Revenue ($)',
];

const tenths = (fraction: number | null | undefined) => (fraction === null || fraction === undefined ? null : Math.round(fraction * 1000) / 10);

function line(fields: {
  table: string;
  brand?: string;
  adGroup?: string;
  adGroupIds?: string;
  experiment?: string;
  group?: string;
  referrer?: string;
  code?: string;
  steps: FunnelStep[];
  stats?: ConversionStats;
  purchasesCredited?: number;
  revenueCents?: number;
}): Cell[] {
  const { stats } = fields;
  return [
    fields.table,
    fields.brand ?? null,
    fields.adGroup ?? null,
    fields.adGroupIds ?? null,
    fields.experiment ?? null,
    fields.group ?? null,
    fields.referrer ?? null,
    fields.code ?? null,
    ...fields.steps.map((s) => s.sessions),
    stats ? tenths(stats.rate) : null,
    tenths(stats?.rateInterval?.low),
    tenths(stats?.rateInterval?.high),
    tenths(stats?.difference?.difference),
    tenths(stats?.difference?.low),
    tenths(stats?.difference?.high),
    fields.purchasesCredited ?? null,
    fields.revenueCents === undefined ? null : toDollars(fields.revenueCents),
  ];
}

/** The rows of the CSV, before quoting: what the tests compare with the tables. */
export function funnelCsvRows(report: StudioFunnels): Cell[][] {
  return [
    HEADER,
    ...report.funnel.map((row) =>
      line({
        table: 'Ad groups',
        brand: row.brandKey,
        adGroup: row.adGroupName,
        adGroupIds: row.rawAdGroupIds.join(' '),
        steps: row.steps,
        revenueCents: row.revenueCents,
      }),
    ),
    line({ table: 'Ad groups', brand: report.filters.brandKey ?? 'All brands', adGroup: 'Total', steps: report.total, revenueCents: report.totalRevenueCents }),
    ...report.experiments.map((row) =>
      line({ table: 'Experiments', experiment: row.experimentId, group: row.group, steps: row.steps, stats: row.stats, revenueCents: row.revenueCents }),
    ),
    ...report.referrals.map((row) =>
      line({ table: 'Referrals', referrer: row.hostName, code: row.code, steps: row.steps, purchasesCredited: row.purchasesCredited }),
    ),
  ];
}

export function funnelCsv(report: StudioFunnels): string {
  return `${funnelCsvRows(report)
    .map((cells) => cells.map(csvCell).join(','))
    .join('\r\n')}\r\n`;
}

/** `funnel-tidy-nest-2026-10-24-to-2026-11-22.csv` */
export function funnelCsvName(report: StudioFunnels): string {
  const { brandKey, from, to } = report.filters;
  return `funnel-${brandKey ?? 'all-brands'}-${from}-to-${to}.csv`;
}
