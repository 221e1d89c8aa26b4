import { serverEnv } from '@/server/platform/env';
import { flagOf, SID_PATTERN, unitHash, type Flag } from '@/lib/growth/experiments/assign';
import type { ExperimentDefinition } from '@/lib/growth/experiments/definitions';
import { CONTROL, exposureMoment, parseGroups, type Experiment, type ExposureMoment, type FlagContext } from '@/lib/growth/experiments/experiments';
import { experimentFlags, flagProvider } from './provider';

/**
 * A visitor's experiment groups, decided on the server from cookies it set
 * itself (`sid`), QA overrides (`fe_qa`) and the groups already shown
 * (`fecohorts`), through the one flag adapter, over the published experiment
 * documents. The proxy uses it to pick the page variant; the commerce API
 * uses the same answer to decide which plans the visitor may buy, so a client
 * cannot choose its own group.
 */
export interface VisitorCookies {
  sid?: string;
  fe_qa?: string;
  fecohorts?: string;
}

export interface VisitorBrand {
  key: string;
  devBrand: boolean;
  /** The ad group the visitor landed from (this URL's, else the visit's), when known. */
  adGroupId?: string | null;
  /** The family of that ad group, when known. */
  adType?: string | null;
}

export const validSid = (sid: string | undefined): string | null => (sid && SID_PATTERN.test(sid) ? sid : null);

/**
 * The standing holdout (issue 40): a share of visitors who see no experiment
 * and no shipped variant, so that everything shipped can be measured
 * together. It is recorded like an experiment of its own: `control` is held
 * out, `experiments` sees them.
 */
export const HOLDOUT = 'holdout';
export const HOLDOUT_GROUP = 'experiments';
const holdoutExperiment = (percent: number): Experiment => ({
  id: HOLDOUT,
  placement: 'landing',
  groups: [HOLDOUT_GROUP],
  weights: new Map([
    [CONTROL, percent],
    [HOLDOUT_GROUP, 100 - percent],
  ]),
  percent: 100,
  shipped: null,
  brandKeys: new Set(),
  adGroupIds: new Set(),
  planByGroup: new Map(),
  copyGroups: new Set(),
});

export const inHoldout = (sid: string, percent: number) => unitHash(`${HOLDOUT}:${sid}`) * 100 < percent;

/** The holdout as an experiment for its results: control is held out of everything, `experiments` sees it all. */
export function holdoutDefinition(percent: number): ExperimentDefinition {
  return {
    key: HOLDOUT,
    title: 'Standing holdout: everything shipped and running, against none of it',
    brandKeys: [],
    adGroupIds: [],
    trafficPercent: 100,
    variants: [
      { key: CONTROL, weight: percent, changesCopy: false, planKey: null },
      { key: HOLDOUT_GROUP, weight: 100 - percent, changesCopy: false, planKey: null },
    ],
    primaryMetric: 'revenue',
    guardrails: ['refunds', 'earlyCancellations', 'supportTickets'],
    status: percent > 0 ? 'running' : 'stopped',
    startsAt: null,
    stopsAt: null,
    shippedVariant: null,
  };
}

function flagContext(cookies: VisitorCookies, brand: VisitorBrand, sid: string, experiments: readonly Experiment[]): FlagContext {
  const env = serverEnv();
  return {
    sid,
    brandKey: brand.key,
    devBrand: brand.devBrand,
    appEnv: env.APP_ENV,
    adGroupId: brand.adGroupId ?? null,
    adType: brand.adType ?? null,
    triggeringAdType: env.EXPERIMENT_MEMBERSHIP_MODEL_AD_TYPE ?? null,
    firstCleaningFreeTrigger: env.EXPERIMENT_FIRST_CLEANING_FREE_TRIGGER,
    qa: parseGroups(cookies.fe_qa, experiments),
    known: parseGroups(cookies.fecohorts, experiments),
  };
}

/**
 * Every experiment's flag for this visitor, and the holdout's, assigned on `sid`: the visitor id the server signed
 * (server/domain/experiments/visitorId.ts), never the raw cookie. Without one there is nobody to assign: control
 * everywhere (QA overrides still apply). A visitor in the holdout gets control everywhere too, QA overrides aside.
 */
export async function visitorFlags(cookies: VisitorCookies, brand: VisitorBrand, experiments: readonly Experiment[], sid: string | null): Promise<Flag[]> {
  const qa = parseGroups(cookies.fe_qa, experiments);
  const controlFlags = () => experiments.map((e) => flagOf(e.id, qa.get(e.id) ?? CONTROL, false, qa.has(e.id)));
  if (!sid) return controlFlags();
  const holdoutPercent = serverEnv().EXPERIMENT_HOLDOUT_PERCENT;
  if (holdoutPercent > 0 && inHoldout(sid, holdoutPercent)) return [...controlFlags(), flagOf(HOLDOUT, CONTROL, true, false)];
  const flags = await experimentFlags(flagContext(cookies, brand, sid, experiments), experiments);
  return holdoutPercent > 0 ? [...flags, flagOf(HOLDOUT, HOLDOUT_GROUP, true, false)] : flags;
}

/**
 * The groups this visitor has now been shown, at `moment`: running
 * assignments only (QA overrides and shipped variants are nobody's
 * enrolment). A hosted flag service is told; the caller records them.
 */
export function exposuresAt(
  cookies: VisitorCookies,
  brand: VisitorBrand,
  sid: string | null,
  flags: readonly Flag[],
  experiments: readonly Experiment[],
  moment: ExposureMoment,
): Flag[] {
  if (!sid) return [];
  const context = flagContext(cookies, brand, sid, experiments);
  const known = [...experiments, holdoutExperiment(serverEnv().EXPERIMENT_HOLDOUT_PERCENT)];
  const shown = flags.filter((f) => {
    const experiment = known.find((e) => e.id === f.experiment_id);
    return f.is_experiment_active && !f.is_qa_tester && experiment !== undefined && exposureMoment(experiment, context) === moment;
  });
  const toService = shown.filter((f) => f.experiment_id !== HOLDOUT);
  if (toService.length) flagProvider().registerExposures(context, toService);
  return shown;
}

/** Experiment id → group, for the experiments a visitor takes part in. */
export const groupsOf = (flags: readonly Flag[]) => new Map(flags.map((f) => [f.experiment_id, f.variant_key] as const));

/** The flags a visitor was assigned, without the groups a QA override forced (those are never kept in a visit's offer). */
export const assignedFlags = (flags: readonly Flag[]) => flags.filter((f) => !f.is_qa_tester);

/** Experiment key → the plan the visitor's group offers, for the experiments whose group offers one (lib/rules/offeredPlans.ts). */
export function planChoices(flags: readonly Flag[], experiments: readonly Experiment[]): Map<string, string> {
  const choices = new Map<string, string>();
  for (const flag of flags) {
    const plan = experiments.find((e) => e.id === flag.experiment_id)?.planByGroup.get(flag.variant_key);
    if (plan) choices.set(flag.experiment_id, plan);
  }
  return choices;
}
