import { serverEnv } from '@/lib/platform/env/server';
import { flagOf, SID_PATTERN, type Flag } from './assign';
import { CONTROL, EXPERIMENTS, experimentById, exposureMoment, parseGroups, type ExposureMoment, type FlagContext } from './experiments';
import { experimentFlags, flagProvider } from './provider';

/**
 * A visitor's experiment groups, decided on the server from cookies it set
 * itself (`sid`), QA overrides (`fe_qa`) and the groups already shown
 * (`fecohorts`), through the one flag adapter. The proxy uses it to pick the
 * page variant; the commerce API uses the same answer to decide which plans
 * the visitor may buy, so a client cannot choose its own group.
 */
export interface VisitorCookies {
  sid?: string;
  fe_qa?: string;
  fecohorts?: string;
}

export interface VisitorBrand {
  key: string;
  devBrand: boolean;
  /** The family of the ad group the visitor landed from, when known. */
  adType?: string | null;
}

export const validSid = (sid: string | undefined): string | null => (sid && SID_PATTERN.test(sid) ? sid : null);

function flagContext(cookies: VisitorCookies, brand: VisitorBrand, sid: string): FlagContext {
  const env = serverEnv();
  return {
    sid,
    brandKey: brand.key,
    devBrand: brand.devBrand,
    appEnv: env.APP_ENV,
    adType: brand.adType ?? null,
    triggeringAdType: env.EXPERIMENT_MEMBERSHIP_MODEL_AD_TYPE ?? null,
    firstCleaningFreeTrigger: env.EXPERIMENT_FIRST_CLEANING_FREE_TRIGGER,
    qa: parseGroups(cookies.fe_qa),
    known: parseGroups(cookies.fecohorts),
  };
}

export async function visitorFlags(cookies: VisitorCookies, brand: VisitorBrand, sid = validSid(cookies.sid)): Promise<Flag[]> {
  // Without a stable id there is nobody to assign: control everywhere (QA overrides still apply).
  if (!sid) {
    const qa = parseGroups(cookies.fe_qa);
    return EXPERIMENTS.map((e) => flagOf(e.id, qa.get(e.id) ?? CONTROL, false, qa.has(e.id)));
  }
  return experimentFlags(flagContext(cookies, brand, sid));
}

/** Tells the flag service which of these groups the visitor has now been shown: the experiments exposed at `moment`. */
export function registerExposures(cookies: VisitorCookies, brand: VisitorBrand, sid: string | null, flags: readonly Flag[], moment: ExposureMoment): void {
  if (!sid) return;
  const context = flagContext(cookies, brand, sid);
  const shown = flags.filter((f) => {
    const experiment = experimentById(f.experiment_id);
    return experiment !== undefined && exposureMoment(experiment, context) === moment;
  });
  if (shown.length) flagProvider().registerExposures(context, shown);
}

/** Experiment id → group, for the experiments a visitor takes part in. */
export const groupsOf = (flags: readonly Flag[]) => new Map(flags.map((f) => [f.experiment_id, f.variant_key] as const));
