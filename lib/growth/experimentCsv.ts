import type { ExperimentReport } from './experimentReport';
import { csvCell } from './funnelCsv';

/**
 * An experiment's results as CSV (the Experiments screen's export): one line
 * per variant with the figures the screen shows, then the guardrails and the
 * per-brand lifts, so a spreadsheet and the studio agree.
 */

type Cell = string | number | null;

const line = (cells: Cell[]) => cells.map(csvCell).join(',');
const percent = (share: number) => Math.round(share * 10_000) / 100;

export function experimentCsv(report: ExperimentReport): string {
  const lines = [
    line(['Experiment', report.key, report.title]),
    line(['Brand', report.brand ?? 'all']),
    line(['Verdict', report.verdict.action, report.verdict.text]),
    line(['Sample ratio p-value', report.srm.pValue, report.srm.alarm ? 'alarm' : 'ok']),
    line(['Days to a decision', report.daysToDecision, report.decisionText]),
    line(['Expected paid months per membership', report.paidMonths.months, report.paidMonths.text]),
    '',
    line([
      'Variant',
      'Visitors',
      'Purchases',
      'Conversion (%)',
      'Revenue per visitor ($)',
      'Chance to be best (%)',
      'Chance to beat control (%)',
      'Expected loss per 1,000 visitors ($)',
      'Difference vs control, anytime-valid 95% low (pp)',
      'high (pp)',
      'Verdict',
    ]),
    ...report.variants.map((v) =>
      line([
        v.key,
        v.visitors,
        v.purchases,
        percent(v.conversion),
        v.revenuePerVisitor,
        percent(v.chanceToBeBest),
        v.chanceToBeatControl === null ? null : percent(v.chanceToBeatControl),
        v.expectedLossPer1000,
        v.interval?.low ?? null,
        v.interval?.high ?? null,
        v.verdict,
      ]),
    ),
    '',
    line(['Guardrail', 'Variant', 'Control per 1,000 purchases', 'Variant per 1,000 purchases', 'Alarm']),
    ...report.guardrails.map((g) => line([g.metric, g.variant, g.controlRate, g.variantRate, g.alarm ? 'alarm' : 'ok'])),
  ];
  if (report.brands.length) {
    lines.push('', line(['Brand', 'Variant', 'Visitors', 'Purchases', 'Conversion (%)', 'Lift (pp)', 'Pooled lift (pp)', 'Moved toward pooled']));
    for (const brand of report.brands) {
      for (const v of brand.variants) lines.push(line([brand.brand, v.key, v.visitors, v.purchases, percent(v.conversion), v.lift, v.pooledLift, v.moved]));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const experimentCsvName = (report: ExperimentReport) => `experiment-${report.key}-${report.brand ?? 'all-brands'}.csv`;
