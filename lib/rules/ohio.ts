import { formatPercent } from './money';

/**
 * Spec §4: a visitor is in Ohio when the `state_override` or the estimated
 * location says OH. Prices there are shown before Ohio sales tax, which is
 * added at checkout; the rate is the Ohio service region's (commerce data).
 */
export const OHIO = 'OH';

export function isOhio(stateOverride: string | null, estimatedState: string | null | undefined): boolean {
  return stateOverride === OHIO || estimatedState === OHIO;
}

/** The note shown to Ohio visitors; without a known rate it still says that tax is added. */
export function ohioTaxNote(salesTaxRate: number | null | undefined): string {
  const rate = typeof salesTaxRate === 'number' && salesTaxRate > 0 ? ` (${formatPercent(salesTaxRate)})` : '';
  return `Ohio: prices are shown before Ohio sales tax${rate}, which is added at checkout.`;
}
