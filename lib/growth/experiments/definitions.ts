/**
 * Experiments as content (issue 40): what an `experiment` document in the
 * studio says, as the routing decision reads it from the published manifest.
 * The copy a variant shows (headline, subheadline, hero image, banner text)
 * is read by the landing page itself (server/content `getExperimentCopy`); the
 * routing decision only needs to know that a variant changes copy, and which
 * plan a pricing variant offers.
 */

export type ExperimentStatus = 'draft' | 'running' | 'stopped' | 'shipped';
export type PrimaryMetric = 'conversion' | 'revenue';
export type Guardrail = 'refunds' | 'earlyCancellations' | 'supportTickets';

export const EXPERIMENT_STATUSES: readonly ExperimentStatus[] = ['draft', 'running', 'stopped', 'shipped'];
export const GUARDRAILS: readonly Guardrail[] = ['refunds', 'earlyCancellations', 'supportTickets'];

/** Keys as cookies and page segments carry them: lower case, digits and underscores. */
export const EXPERIMENT_KEY = /^[a-z0-9_]{1,48}$/;
export const VARIANT_KEY = /^[a-z0-9_]{1,32}$/;

export const CONTROL = 'control';

export interface VariantDefinition {
  key: string;
  /** Share of the experiment's visitors, relative to the other variants' weights. */
  weight: number;
  /** The variant shows its own landing copy (read by the page from the experiment document). */
  changesCopy: boolean;
  /** The first-cleaning plan this variant offers; null: the plan the visitor would get anyway. */
  planKey: string | null;
}

export interface ExperimentDefinition {
  key: string;
  title: string;
  /** Brand keys it runs on; empty: every brand. */
  brandKeys: string[];
  /** Ad groups whose visitors take part; empty: every visitor. */
  adGroupIds: string[];
  /** Share of eligible visitors enrolled (0–100); the rest see the published page and are not counted. */
  trafficPercent: number;
  /** Control first. */
  variants: VariantDefinition[];
  primaryMetric: PrimaryMetric;
  guardrails: Guardrail[];
  status: ExperimentStatus;
  startsAt: string | null;
  stopsAt: string | null;
  /** The variant every visitor outside the holdout sees once the experiment is shipped. */
  shippedVariant: string | null;
}

/** Running now: status running and inside its start and stop times. */
export function isRunning(experiment: Pick<ExperimentDefinition, 'status' | 'startsAt' | 'stopsAt'>, now: Date): boolean {
  if (experiment.status !== 'running') return false;
  const at = now.getTime();
  if (experiment.startsAt && Date.parse(experiment.startsAt) > at) return false;
  if (experiment.stopsAt && Date.parse(experiment.stopsAt) <= at) return false;
  return true;
}

/** A variant that offers a plan changes prices: it runs only once an admin has approved it (lib/rules/discountApproval.ts). */
export const changesPrices = (experiment: Pick<ExperimentDefinition, 'variants'>) => experiment.variants.some((v) => v.planKey !== null);

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const strings = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value.map(str).filter((v): v is string => v !== null))] : []);
const iso = (value: unknown): string | null => {
  const text = str(value);
  return text && !Number.isNaN(Date.parse(text)) ? new Date(text).toISOString() : null;
};

/** A raw document's variant, as the manifest query projects it. */
interface RawVariant {
  key?: unknown;
  weight?: unknown;
  headline?: unknown;
  subheadline?: unknown;
  heroImage?: unknown;
  bannerText?: unknown;
  plan?: unknown;
}

/**
 * A published experiment document as the routing decision uses it, or null when it could never run (a bad key, no
 * control, duplicate variant keys). Publishing validates all of this; the map still refuses what it cannot trust,
 * because the Sanity Studio may publish without the built-in studio's checks.
 */
export function mapExperiment(raw: Record<string, unknown> | null | undefined, knownPlans: ReadonlySet<string>): ExperimentDefinition | null {
  const key = str(raw?.key);
  if (!raw || !key || !EXPERIMENT_KEY.test(key)) return null;
  const variants: VariantDefinition[] = [];
  for (const v of (Array.isArray(raw.variants) ? raw.variants : []) as RawVariant[]) {
    const variantKey = str(v?.key);
    if (!variantKey || !VARIANT_KEY.test(variantKey) || variants.some((known) => known.key === variantKey)) return null;
    const plan = str(v.plan);
    if (plan !== null && !knownPlans.has(plan)) return null;
    variants.push({
      key: variantKey,
      weight: finite(v.weight) && v.weight > 0 ? v.weight : 1,
      changesCopy: [v.headline, v.subheadline, v.bannerText].some((text) => str(text) !== null) || (typeof v.heroImage === 'object' && v.heroImage !== null),
      planKey: variantKey === CONTROL ? null : plan,
    });
  }
  const control = variants.findIndex((v) => v.key === CONTROL);
  if (control < 0 || variants.length < 2) return null;
  variants.unshift(...variants.splice(control, 1));
  const status = EXPERIMENT_STATUSES.find((s) => s === raw.status) ?? 'draft';
  const shipped = str(raw.shippedVariant);
  return {
    key,
    title: str(raw.title) ?? key,
    brandKeys: strings(raw.brandKeys),
    adGroupIds: strings(raw.adGroupIds),
    trafficPercent: finite(raw.trafficPercent) ? Math.min(100, Math.max(0, raw.trafficPercent)) : 0,
    variants,
    primaryMetric: raw.primaryMetric === 'revenue' ? 'revenue' : 'conversion',
    guardrails: GUARDRAILS.filter((g) => Array.isArray(raw.guardrails) && raw.guardrails.includes(g)),
    status: status === 'shipped' && !variants.some((v) => v.key === shipped) ? 'stopped' : status,
    startsAt: iso(raw.startsAt),
    stopsAt: iso(raw.stopsAt),
    shippedVariant: status === 'shipped' && variants.some((v) => v.key === shipped) ? shipped : null,
  };
}
