import type { AppEnv } from '@/lib/platform/env/server';

/**
 * The experiments this site runs (spec §2, §3, §4). Each is assigned in the
 * proxy (or, for prices, by the commerce API) from the same flag adapter,
 * before anything renders, so no visitor ever sees one variant turn into another:
 * - `landing` experiments change static landing HTML and travel in the
 *   landing path segment (one more cached copy per landing page);
 * - `client` experiments change screens that render in the browser anyway
 *   (checkout steps, live deals data) and are read from the `fecohorts` cookie;
 * - `pricing` experiments decide which plan a visitor is offered
 *   (lib/rules/offeredPlans.ts): the server reads them, never the browser.
 * Each has a control group and one or more named groups.
 */

export type Placement = 'landing' | 'client' | 'pricing';

export interface Experiment {
  id: string;
  placement: Placement;
  /** The groups besides control; a visitor in the experiment falls into one of them evenly. */
  groups: readonly string[];
  /** Evaluated only in the production and staging apps of a real (non-development) brand. */
  productionAndStagingOnly?: boolean;
  /** Evaluated only for visitors from ads of the configured type (the ad group's family). */
  triggeredByAdType?: boolean;
}

export const MEMBERSHIP_MODEL = 'membership_model_v1';
export const RESKINNED_LANDING = 'reskinned_landing_v1';
export const PAYMENT_STEP_AUG_2025 = 'payment_step_2025_08';
export const DEALS_PERFORMANCE = 'deals_performance_v2';
export const FIRST_CLEANING_FREE = 'first_cleaning_free_v1';
export const PRICING = 'pricing';
export const NONMEMBER_PRICING = 'nonmember_pricing';
export const CONVERT_ENABLED = 'convert_enabled';
export const LOWER_ETF = 'lower_etf_higher_fc_charge_v2';

export const CONTROL = 'control';
const VARIANT = ['variant'] as const;

export const EXPERIMENTS: readonly Experiment[] = [
  // Group "variant": the free-first-cleaning membership offer and its banner, for visitors from the configured ad type.
  { id: MEMBERSHIP_MODEL, placement: 'landing', groups: VARIANT, triggeredByAdType: true },
  // A reskinned landing page: same content, a different layout and look.
  { id: RESKINNED_LANDING, placement: 'landing', groups: VARIANT },
  // The August 2025 payment step: contact details before the card, and where card data goes.
  { id: PAYMENT_STEP_AUG_2025, placement: 'client', groups: VARIANT },
  // Deals performance: reviews load when the visitor scrolls near them, not with the first request.
  { id: DEALS_PERFORMANCE, placement: 'client', groups: VARIANT, productionAndStagingOnly: true },
  // The first cleaning free with a subscription, in place of the voucher ladder.
  { id: FIRST_CLEANING_FREE, placement: 'pricing', groups: VARIANT },
  // The membership's monthly price; one group drops the 2-hour option.
  { id: PRICING, placement: 'pricing', groups: ['monthly_19', 'monthly_39', 'monthly_49', 'monthly_59', 'no_two_hour'] },
  // What people who are not members yet pay: $10 off every option, or the first membership month free.
  { id: NONMEMBER_PRICING, placement: 'pricing', groups: ['ten_off', 'first_month_free'] },
  // Membership billed every 3 or 6 months.
  { id: CONVERT_ENABLED, placement: 'pricing', groups: ['quarterly', 'biannual'] },
  // A lower early-termination charge: the first cleaning re-priced per hour instead of at full price.
  { id: LOWER_ETF, placement: 'pricing', groups: ['per_hour_25', 'per_hour_35'] },
];

export const EXPERIMENT_IDS: ReadonlySet<string> = new Set(EXPERIMENTS.map((e) => e.id));
const BY_ID: ReadonlyMap<string, Experiment> = new Map(EXPERIMENTS.map((e) => [e.id, e]));

export const experimentById = (id: string) => BY_ID.get(id);

/** Control and the experiment's own groups. */
export const groupsOf = (experiment: Experiment): readonly string[] => [CONTROL, ...experiment.groups];

export type Group = string;

/** Who is asking: the stable visitor id, the brand and the app it runs in. */
export interface FlagContext {
  sid: string;
  brandKey: string;
  /** A development brand (the local fallback) has no production or staging app. */
  devBrand: boolean;
  appEnv: AppEnv;
  /** The family of the ad group the visitor came from, when known. */
  adType?: string | null;
  /** The ad type that triggers ad-type experiments; null for every visitor. */
  triggeringAdType?: string | null;
  /** QA overrides from the `fe_qa` cookie: experiment id → forced group. */
  qa: ReadonlyMap<string, Group>;
  /** Groups the visitor already has (the `fecohorts` cookie), kept when a hosted service cannot answer. */
  known?: ReadonlyMap<string, Group>;
  /** When first_cleaning_free_v1 counts as shown (its trigger type, spec §3): on page load or once a zipcode is entered. */
  firstCleaningFreeTrigger?: FirstCleaningFreeTrigger;
}

export type FirstCleaningFreeTrigger = 'page_load' | 'zipcode';

/** When a visitor counts as exposed to an experiment: the landing page, a zipcode entered, or the plans offered at checkout. */
export type ExposureMoment = 'landing' | 'zipcode' | 'pricing';

/**
 * The moment an experiment's exposure is registered: its placement, except
 * first_cleaning_free_v1, whose trigger type says (page load: the landing;
 * zipcode: when the visitor checks prices). Client-placed experiments are
 * registered by the page that shows them.
 */
export function exposureMoment(experiment: Experiment, context: Pick<FlagContext, 'firstCleaningFreeTrigger'>): ExposureMoment | null {
  if (experiment.id === FIRST_CLEANING_FREE) return context.firstCleaningFreeTrigger === 'zipcode' ? 'zipcode' : 'landing';
  return experiment.placement === 'client' ? null : experiment.placement;
}

/** The app name a flag provider sees, e.g. `tidy-nest-production`. */
export const appName = (context: Pick<FlagContext, 'brandKey' | 'appEnv'>) => `${context.brandKey}-${context.appEnv}`;

/**
 * Spec §4: deals_performance_v2 is evaluated only for the brand's production
 * and staging app names; the membership-model flag only for visitors from its
 * triggering ad type (when one is configured).
 */
export function evaluatedFor(experiment: Experiment, context: FlagContext): boolean {
  if (experiment.productionAndStagingOnly && (context.devBrand || (context.appEnv !== 'production' && context.appEnv !== 'staging'))) return false;
  if (experiment.triggeredByAdType && context.triggeringAdType && context.adType !== context.triggeringAdType) return false;
  return true;
}

/**
 * `membership_model_v1=variant|pricing=monthly_39`, the shape of the `fe_qa`
 * and `fecohorts` cookie values: known experiments and their own groups only,
 * anything else dropped.
 */
export function parseGroups(value: string | undefined): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const pair of (value ?? '').slice(0, 800).split('|')) {
    const match = /^([a-z0-9_]{1,64})=([a-z0-9_]{1,32})$/.exec(pair);
    const experiment = match ? BY_ID.get(match[1]!) : undefined;
    if (experiment && groupsOf(experiment).includes(match![2]!)) groups.set(experiment.id, match![2]!);
  }
  return groups;
}
