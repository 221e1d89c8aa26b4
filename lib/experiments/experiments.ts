/**
 * The experiments this site runs (spec §2, §4). Each is assigned in the proxy,
 * before render, so no visitor ever sees one variant turn into another:
 * - `landing` experiments change static landing HTML and travel in the
 *   landing path segment (one more cached copy per landing page);
 * - `client` experiments change screens that render in the browser anyway
 *   (checkout steps, live deals data) and are read from the `fecohorts` cookie.
 */

export type Placement = 'landing' | 'client';

export interface Experiment {
  id: string;
  placement: Placement;
  /** Evaluated only in the production and staging apps of a real (non-development) brand. */
  productionAndStagingOnly?: boolean;
}

export const MEMBERSHIP_MODEL = 'membership_model_v1';
export const RESKINNED_LANDING = 'reskinned_landing_v1';
export const PAYMENT_STEP_AUG_2025 = 'payment_step_2025_08';
export const DEALS_PERFORMANCE = 'deals_performance_v2';

export const EXPERIMENTS: readonly Experiment[] = [
  // Group "variant": the free-first-cleaning membership plan and its banner.
  { id: MEMBERSHIP_MODEL, placement: 'landing' },
  // A reskinned landing page: same content, a different layout and look.
  { id: RESKINNED_LANDING, placement: 'landing' },
  // The August 2025 payment step: order summary beside the card form and a "Pay $N" button.
  { id: PAYMENT_STEP_AUG_2025, placement: 'client' },
  // Deals performance: reviews load when the visitor scrolls near them, not with the first request.
  { id: DEALS_PERFORMANCE, placement: 'client', productionAndStagingOnly: true },
];

export const EXPERIMENT_IDS: ReadonlySet<string> = new Set(EXPERIMENTS.map((e) => e.id));

export type AppEnv = 'production' | 'staging' | 'development';

/** Who is asking: the stable visitor id, the brand and the app it runs in. */
export interface FlagContext {
  sid: string;
  brandKey: string;
  /** A development brand (the local fallback) has no production or staging app. */
  devBrand: boolean;
  appEnv: AppEnv;
  /** QA overrides from the `fe_qa` cookie: experiment id → forced group. */
  qa: ReadonlyMap<string, Group>;
  /** Groups the visitor already has (the `fecohorts` cookie), kept when a hosted service cannot answer. */
  known?: ReadonlyMap<string, Group>;
}

/** The app name a flag provider sees, e.g. `tidy-nest-production`. */
export const appName = (context: Pick<FlagContext, 'brandKey' | 'appEnv'>) => `${context.brandKey}-${context.appEnv}`;

/** Spec §4: deals_performance_v2 is evaluated only for the brand's production and staging app names. */
export function evaluatedFor(experiment: Experiment, context: FlagContext): boolean {
  if (!experiment.productionAndStagingOnly) return true;
  return !context.devBrand && (context.appEnv === 'production' || context.appEnv === 'staging');
}

export type Group = 'control' | 'variant';

/**
 * `membership_model_v1=variant|reskinned_landing_v1=control`, the shape of the
 * `fe_qa` and `fecohorts` cookie values: known experiments only, anything else dropped.
 */
export function parseGroups(value: string | undefined): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const pair of (value ?? '').slice(0, 500).split('|')) {
    const match = /^([a-z0-9_]{1,64})=(control|variant)$/.exec(pair);
    if (match && EXPERIMENT_IDS.has(match[1]!)) groups.set(match[1]!, match[2] as Group);
  }
  return groups;
}
