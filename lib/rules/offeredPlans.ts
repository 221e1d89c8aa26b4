/**
 * Which plans a visitor may buy (spec §3, §9): one first-cleaning plan and
 * one membership plan, decided by the visitor's experiment groups on the
 * server. The browser asks which plans it has been offered; the quote
 * refuses any other key. Every seeded plan is some group's plan.
 */
export type OfferKind = 'voucher' | 'membership';

export interface OfferedPlans {
  voucher: string;
  membership: string;
}

export const DEFAULT_OFFER: OfferedPlans = { voucher: 'CCF_1', membership: 'SUBPLAN_FIRST_FREE_CLEANING_V1' };

/**
 * The spec's pricing experiments (seeded as experiment documents, content/seed.ndjson): experiment → group → the
 * first-cleaning plan that group is offered. A visitor in several pricing experiments gets the first one listed
 * here: the free first cleaning, then the cancellation terms, billing frequency, non-member pricing and the monthly
 * price; experiments made in the studio come after these.
 */
export const PLAN_BY_GROUP: readonly (readonly [experiment: string, group: string, planKey: string])[] = [
  ['first_cleaning_free_v1', 'variant', 'SUBPLAN_FIRST_FREE_CLEANING_V1'],
  ['lower_etf_higher_fc_charge_v2', 'per_hour_25', 'FOREVERCLEAN_49_1_6_99_PH25'],
  ['lower_etf_higher_fc_charge_v2', 'per_hour_35', 'FOREVERCLEAN_49_1_6_99_PH35'],
  ['convert_enabled', 'quarterly', 'FOREVERCLEAN_49_3_6_99'],
  ['convert_enabled', 'biannual', 'FOREVERCLEAN_49_6_6_99'],
  ['nonmember_pricing', 'ten_off', 'FOREVERCLEAN_39_1_6_99_10OFF'],
  ['nonmember_pricing', 'first_month_free', 'CCF_2'],
  ['pricing', 'monthly_19', 'FOREVERCLEAN_19_1_6_99'],
  ['pricing', 'monthly_39', 'FOREVERCLEAN_39_1_6_99'],
  ['pricing', 'monthly_49', 'FOREVERCLEAN_49_1_6_99'],
  ['pricing', 'monthly_59', 'FOREVERCLEAN_59_1_6_99'],
  ['pricing', 'no_two_hour', 'FOREVERCLEAN_49_1_6_99_NO2H'],
];

/** Every plan an experiment variant may offer: the seeded catalogue's first-cleaning plans. */
export const OFFERABLE_PLAN_KEYS: readonly string[] = [...new Set([DEFAULT_OFFER.voucher, ...PLAN_BY_GROUP.map(([, , plan]) => plan)])];

const PRIORITY = [...new Set(PLAN_BY_GROUP.map(([experiment]) => experiment))];
const rank = (experiment: string) => (PRIORITY.includes(experiment) ? PRIORITY.indexOf(experiment) : PRIORITY.length);

/**
 * The plans offered to a visitor whose groups offer these plans (experiment key → the plan its group offers): the
 * spec experiments' order first, then the others by key.
 */
export function offeredPlans(plansByExperiment: ReadonlyMap<string, string>): OfferedPlans {
  const [first] = [...plansByExperiment].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return first ? { ...DEFAULT_OFFER, voucher: first[1] } : DEFAULT_OFFER;
}

export const isOffered = (offer: OfferedPlans, planKey: string) => offer.voucher === planKey || offer.membership === planKey;

/**
 * What a visit's remembered offer may still sell (DESIGN §4a: re-checked at every quote): the plans it names while the
 * visitor's groups offer them now, or while they are the default plans; otherwise what the groups offer now. A
 * stopped experiment's plan, or one a QA override once chose, sells no longer.
 */
export function stillOffered(remembered: OfferedPlans, now: OfferedPlans): OfferedPlans {
  const holds = (kind: OfferKind) => remembered[kind] === now[kind] || remembered[kind] === DEFAULT_OFFER[kind];
  return holds('voucher') && holds('membership') ? remembered : now;
}
