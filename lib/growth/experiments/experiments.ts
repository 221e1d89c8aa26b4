import type { AppEnv } from '@/lib/platform/env/appEnv';
import { groupPairs } from './groupPairs';
import { CONTROL, isRunning, type ExperimentDefinition } from './definitions';
import {
  CONVERT_ENABLED,
  DEALS_PERFORMANCE,
  FIRST_CLEANING_FREE,
  LOWER_ETF,
  MEMBERSHIP_MODEL,
  NONMEMBER_PRICING,
  PAYMENT_STEP_AUG_2025,
  PRICING,
  RESKINNED_LANDING,
} from './keys';

/**
 * The experiments the site runs, as the routing decision evaluates them:
 * each is an `experiment` document in the studio (issue 40,
 * ./definitions.ts), and the experiments of spec §2–§4 are seeded documents
 * with the same keys and groups. The code adds only what a document cannot
 * say: where those spec experiments act.
 * - `landing` experiments change static landing HTML and travel in the
 *   landing path segment (one more cached copy per landing page): the spec's
 *   membership model and reskin, and every experiment whose variants change copy;
 * - `client` experiments change screens that render in the browser anyway
 *   (checkout steps, live deals data) and are read from the `fecohorts` cookie;
 * - `pricing` experiments decide which plan a visitor is offered
 *   (lib/rules/offeredPlans.ts): the server reads them, never the browser.
 * Each has a control group and one or more named groups.
 */

export type Placement = 'landing' | 'client' | 'pricing';
export type Group = string;
export { CONTROL };

export interface Experiment {
  id: string;
  placement: Placement;
  /** The groups besides control. */
  groups: readonly string[];
  /** Relative share of each group, control included. */
  weights: ReadonlyMap<Group, number>;
  /** Share of eligible visitors enrolled now (0 when it is not running). */
  percent: number;
  /** The group everyone outside the holdout sees once the experiment is shipped; not an enrolment. */
  shipped: Group | null;
  /** Brands it runs on (empty: all) and the ad groups whose visitors take part (empty: all). */
  brandKeys: ReadonlySet<string>;
  adGroupIds: ReadonlySet<string>;
  /** Groups that offer their own first-cleaning plan. */
  planByGroup: ReadonlyMap<Group, string>;
  /** Groups that show their own landing copy. */
  copyGroups: ReadonlySet<Group>;
  /** Evaluated only in the production and staging apps of a real (non-development) brand. */
  productionAndStagingOnly?: boolean;
  /** Evaluated only for visitors from ads of the configured type (the ad group's family). */
  triggeredByAdType?: boolean;
}

// The spec experiments' keys live with no model around them (./keys.ts); this module names them too.
export * from './keys';

/** Where the spec's experiments act: code that reads their groups, beyond copy and plans. */
const SPEC_BEHAVIOUR: Readonly<Record<string, Pick<Experiment, 'placement' | 'productionAndStagingOnly' | 'triggeredByAdType'>>> = {
  // Group "variant": the free-first-cleaning membership offer and its banner, for visitors from the configured ad type.
  [MEMBERSHIP_MODEL]: { placement: 'landing', triggeredByAdType: true },
  // A reskinned landing page: same content, a different layout and look.
  [RESKINNED_LANDING]: { placement: 'landing' },
  // The August 2025 payment step: contact details before the card, and where card data goes.
  [PAYMENT_STEP_AUG_2025]: { placement: 'client' },
  // Deals performance: reviews load when the visitor scrolls near them, not with the first request.
  [DEALS_PERFORMANCE]: { placement: 'client', productionAndStagingOnly: true },
  [FIRST_CLEANING_FREE]: { placement: 'pricing' },
  [PRICING]: { placement: 'pricing' },
  [NONMEMBER_PRICING]: { placement: 'pricing' },
  [CONVERT_ENABLED]: { placement: 'pricing' },
  [LOWER_ETF]: { placement: 'pricing' },
};

/** The spec's experiments, in the order a visitor in several pricing experiments takes a plan from them. */
export const SPEC_EXPERIMENT_KEYS: readonly string[] = Object.keys(SPEC_BEHAVIOUR);

/** Emergency overrides from the environment (docs/deploy.md): experiment key → share, replacing the document's. */
export type PercentOverrides = Readonly<Record<string, number | undefined>>;

/** The runtime form of published experiment documents, as of `now`. */
export function experimentsFrom(definitions: readonly ExperimentDefinition[], now: Date, overrides: PercentOverrides = {}): Experiment[] {
  return definitions.map((d) => {
    const override = overrides[d.key];
    const behaviour = SPEC_BEHAVIOUR[d.key];
    const copyGroups = new Set(d.variants.filter((v) => v.changesCopy).map((v) => v.key));
    const planByGroup = new Map(d.variants.flatMap((v) => (v.planKey ? [[v.key, v.planKey] as const] : [])));
    return {
      id: d.key,
      placement: behaviour?.placement ?? (planByGroup.size && !copyGroups.size ? 'pricing' : 'landing'),
      groups: d.variants.filter((v) => v.key !== CONTROL).map((v) => v.key),
      weights: new Map(d.variants.map((v) => [v.key, v.weight])),
      percent: override !== undefined ? override : isRunning(d, now) ? d.trafficPercent : 0,
      shipped: override === undefined && d.status === 'shipped' ? d.shippedVariant : null,
      brandKeys: new Set(d.brandKeys),
      adGroupIds: new Set(d.adGroupIds),
      planByGroup,
      copyGroups,
      productionAndStagingOnly: behaviour?.productionAndStagingOnly,
      triggeredByAdType: behaviour?.triggeredByAdType,
    };
  });
}

/** Control and the experiment's own groups. */
export const groupsOf = (experiment: Pick<Experiment, 'groups'>): readonly string[] => [CONTROL, ...experiment.groups];

/** Who is asking: the stable visitor id, the brand and the app it runs in. */
export interface FlagContext {
  sid: string;
  brandKey: string;
  /** A development brand (the local fallback) has no production or staging app. */
  devBrand: boolean;
  appEnv: AppEnv;
  /** The ad group the visitor landed from (this URL's, else the visit's), when known. */
  adGroupId?: string | null;
  /** The family of that ad group, when known. */
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
export function exposureMoment(
  experiment: Pick<Experiment, 'id' | 'placement'>,
  context: Pick<FlagContext, 'firstCleaningFreeTrigger'>,
): ExposureMoment | null {
  if (experiment.id === FIRST_CLEANING_FREE) return context.firstCleaningFreeTrigger === 'zipcode' ? 'zipcode' : 'landing';
  return experiment.placement === 'client' ? null : experiment.placement;
}

/** The app name a flag provider sees, e.g. `tidy-nest-production`. */
export const appName = (context: Pick<FlagContext, 'brandKey' | 'appEnv'>) => `${context.brandKey}-${context.appEnv}`;

/**
 * Whether the experiment applies to this visitor at all: its brands and ad
 * groups; spec §4: deals_performance_v2 only for the brand's production and
 * staging app names; the membership-model flag only for visitors from its
 * triggering ad type (when one is configured).
 */
export function evaluatedFor(experiment: Experiment, context: FlagContext): boolean {
  if (experiment.brandKeys.size && !experiment.brandKeys.has(context.brandKey)) return false;
  if (experiment.adGroupIds.size && !(context.adGroupId && experiment.adGroupIds.has(context.adGroupId))) return false;
  if (experiment.productionAndStagingOnly && (context.devBrand || (context.appEnv !== 'production' && context.appEnv !== 'staging'))) return false;
  if (experiment.triggeredByAdType && context.triggeringAdType && context.adType !== context.triggeringAdType) return false;
  return true;
}

/**
 * `membership_model_v1=variant|pricing=monthly_39`, the shape of the `fe_qa`
 * and `fecohorts` cookie values. With `experiments`, only their own groups are
 * kept; without (the browser, which does not know the documents), any
 * well-formed pair.
 */
export function parseGroups(value: string | undefined, experiments?: readonly Pick<Experiment, 'id' | 'groups'>[]): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const [id, group] of groupPairs(value)) {
    const experiment = experiments?.find((e) => e.id === id);
    if (!experiments || (experiment && groupsOf(experiment).includes(group))) groups.set(id, group);
  }
  return groups;
}
