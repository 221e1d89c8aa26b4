import { serverEnv, type ServerEnv } from '@/server/platform/env';
import { assign, flagOf, type Flag } from '@/lib/growth/experiments/assign';
import {
  appName,
  CONTROL,
  CONVERT_ENABLED,
  DEALS_PERFORMANCE,
  evaluatedFor,
  FIRST_CLEANING_FREE,
  groupsOf,
  LOWER_ETF,
  MEMBERSHIP_MODEL,
  NONMEMBER_PRICING,
  PAYMENT_STEP_AUG_2025,
  PRICING,
  RESKINNED_LANDING,
  type Experiment,
  type FlagContext,
  type Group,
  type PercentOverrides,
} from '@/lib/growth/experiments/experiments';
import { errorText, log } from '@/server/platform/log';

/**
 * One adapter for experiment flags. The built-in provider (the embedded
 * default) buckets the stable visitor id itself, by the shares and weights of
 * the published experiment documents; a hosted feature-flag service is used
 * when FLAGS_PROVIDER_URL is set. Either way the routing decision gets the
 * same Flag shape (spec §7) before it renders anything, and QA overrides apply
 * on top.
 */
export interface FlagProvider {
  readonly name: string;
  evaluate(context: FlagContext, experiments: readonly Experiment[]): Promise<Flag[]>;
  /** Tells the service which groups a visitor has actually been shown (spec §7: register events); best effort. */
  registerExposures(context: FlagContext, flags: readonly Flag[]): void;
}

/**
 * Emergency overrides of the spec experiments' shares (docs/deploy.md): when one of these is set, it replaces the
 * share and status of the experiment document (0 stops it on every instance at the next start). Server-only.
 */
const PERCENT_ENV = {
  [MEMBERSHIP_MODEL]: 'EXPERIMENT_MEMBERSHIP_MODEL_PERCENT',
  [RESKINNED_LANDING]: 'EXPERIMENT_RESKINNED_LANDING_PERCENT',
  [PAYMENT_STEP_AUG_2025]: 'EXPERIMENT_PAYMENT_STEP_PERCENT',
  [DEALS_PERFORMANCE]: 'EXPERIMENT_DEALS_PERFORMANCE_PERCENT',
  [FIRST_CLEANING_FREE]: 'EXPERIMENT_FIRST_CLEANING_FREE_PERCENT',
  [PRICING]: 'EXPERIMENT_PRICING_PERCENT',
  [NONMEMBER_PRICING]: 'EXPERIMENT_NONMEMBER_PRICING_PERCENT',
  [CONVERT_ENABLED]: 'EXPERIMENT_CONVERT_ENABLED_PERCENT',
  [LOWER_ETF]: 'EXPERIMENT_LOWER_ETF_PERCENT',
} as const satisfies Record<string, keyof ServerEnv>;

type PercentKey = (typeof PERCENT_ENV)[keyof typeof PERCENT_ENV];

/** The environment's overrides, experiment key → share, for the variables that are set. */
export function percentOverrides(env: Partial<Pick<ServerEnv, PercentKey>> = serverEnv()): PercentOverrides {
  return Object.fromEntries(Object.entries(PERCENT_ENV).flatMap(([key, name]) => (env[name] === undefined ? [] : [[key, env[name]]])));
}

/** The environment names of the overrides, for documentation checks. */
export const PERCENT_VARIABLES: readonly string[] = Object.values(PERCENT_ENV);

export function builtInProvider(): FlagProvider {
  return {
    name: 'built-in',
    evaluate: async (context, experiments) => experiments.map((e) => assign(context.sid, e, context.qa.get(e.id))),
    // The built-in provider's exposures are written by the site itself (server/domain/experiments/exposures.ts).
    registerExposures: () => undefined,
  };
}

/** Control, or the group a QA tester forced; not a running assignment either way. */
const control = (experimentId: string, qa?: Group): Flag => flagOf(experimentId, qa ?? CONTROL, false, qa !== undefined);

function validFlag(value: unknown, experiment: Experiment): value is Flag {
  if (!value || typeof value !== 'object') return false;
  const f = value as Record<string, unknown>;
  return (
    f.experiment_id === experiment.id &&
    typeof f.variant_key === 'string' &&
    groupsOf(experiment).includes(f.variant_key) &&
    f.variant_value === (f.variant_key !== CONTROL) &&
    typeof f.is_experiment_active === 'boolean' &&
    typeof f.is_qa_tester === 'boolean'
  );
}

/**
 * A hosted flag service: `POST {url}` with `{ user, experiments }`, answered
 * with `{ flags: Flag[] }`; exposures (which groups a visitor was shown) go in
 * batches to `POST {exposuresUrl}` as `{ exposures: [{ userID, experiment,
 * group, at }] }`. Answers are cached per visitor for a minute. When
 * the service is slow (over `timeoutMs`), failing, malformed or already busy
 * with `maxInFlight` calls, visitors keep the groups their `fecohorts` cookie
 * names (except in pricing experiments, which a browser-written cookie must
 * not decide) and everyone else gets control — never a second assignment source.
 */
export function hostedProvider(
  options: {
    url: string;
    key?: string;
    exposuresUrl?: string;
    timeoutMs?: number;
    ttlMs?: number;
    maxEntries?: number;
    maxInFlight?: number;
    flushMs?: number;
  },
  fetchImpl: typeof fetch = fetch,
): FlagProvider {
  const { url, key, exposuresUrl, timeoutMs = 300, ttlMs = 60_000, maxEntries = 10_000, maxInFlight = 32, flushMs = 2000 } = options;
  const headers = { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) };
  // Exposures are batched and sent in the background: never on a visitor's request path.
  const exposures: { userID: string; experiment: string; group: string; at: string }[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const seenExposure = new Set<string>();
  const flushExposures = () => {
    flushTimer = undefined;
    const batch = exposures.splice(0, 500);
    if (!batch.length || !exposuresUrl) return;
    void fetchImpl(exposuresUrl, { method: 'POST', headers, body: JSON.stringify({ exposures: batch }), signal: AbortSignal.timeout(5000) })
      .then((response) => {
        if (!response.ok) throw new Error(`exposure service answered ${response.status}`);
      })
      .catch((error: unknown) => log.warn({ err: errorText(error), dropped: batch.length }, 'experiment exposures not registered'));
    if (exposures.length) flushTimer = setTimeout(flushExposures, flushMs);
  };
  // A flood of new visitors (or cookieless bots) must not become a flood of calls to the service.
  let inFlight = 0;
  const cache = new Map<string, { at: number; flags: Flag[] }>();
  // After a failure, pages are not held up by the service for the next 10 s.
  let failedAt = -Infinity;
  return {
    name: 'hosted',
    async evaluate(context, experiments) {
      const cacheKey = `${context.brandKey}:${context.sid}`;
      const hit = cache.get(cacheKey);
      let flags = hit && Date.now() - hit.at < ttlMs ? hit.flags : null;
      if (!flags && Date.now() - failedAt > 10_000 && inFlight < maxInFlight) {
        inFlight += 1;
        try {
          flags = await fetchFlags(context, experiments);
        } finally {
          inFlight -= 1;
        }
        if (!flags) failedAt = Date.now();
        else {
          if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
          cache.set(cacheKey, { at: Date.now(), flags });
        }
      }
      return experiments.map((e) => {
        const qa = context.qa.get(e.id);
        if (qa) return control(e.id, qa);
        if (flags) return flags.find((f) => f.experiment_id === e.id) ?? control(e.id);
        // No answer (down, slow, busy): a visitor keeps the group they already have, so nobody flips mid-visit. Not
        // for pricing experiments: that cookie is the browser's to write, and it must not choose a plan or price.
        const known = e.placement === 'pricing' ? undefined : context.known?.get(e.id);
        return known ? flagOf(e.id, known, true, false) : control(e.id);
      });
    },
    registerExposures(context, flags) {
      if (!exposuresUrl) return;
      for (const flag of flags) {
        if (!flag.is_experiment_active || flag.is_qa_tester) continue;
        // Once per visitor and group while this process remembers it: the service counts visitors, not page views.
        const id = `${context.sid}|${flag.experiment_id}|${flag.variant_key}`;
        if (seenExposure.has(id)) continue;
        if (seenExposure.size >= maxEntries) seenExposure.clear();
        seenExposure.add(id);
        exposures.push({ userID: context.sid, experiment: flag.experiment_id, group: flag.variant_key, at: new Date().toISOString() });
      }
      if (exposures.length >= 500) flushExposures();
      else if (exposures.length && !flushTimer) {
        flushTimer = setTimeout(flushExposures, flushMs);
        flushTimer.unref?.();
      }
    },
  };

  async function fetchFlags(context: FlagContext, experiments: readonly Experiment[]): Promise<Flag[] | null> {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          user: {
            userID: context.sid,
            // Spec §3 experiment parameters the service may target on.
            custom: {
              brand: context.brandKey,
              appName: appName(context),
              first_cleaning_free_v1_trigger_type: context.firstCleaningFreeTrigger ?? 'page_load',
            },
          },
          experiments: experiments.map((e) => e.id),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`flag service answered ${response.status}`);
      const body = (await response.json()) as { flags?: unknown };
      if (!Array.isArray(body.flags)) throw new Error('flag service answer has no flags list');
      return experiments.flatMap((e) => {
        const flag = (body.flags as unknown[]).find((f) => validFlag(f, e));
        return flag ? [flag as Flag] : [];
      });
    } catch (error) {
      log.warn({ err: errorText(error) }, 'hosted flags unavailable; visitors keep their groups or get control');
      return null;
    }
  }
}

let configured: FlagProvider | undefined;

/** The provider chosen by the environment (kept for the life of the process). */
export function flagProvider(env: ServerEnv = serverEnv()): FlagProvider {
  if (!configured) {
    configured = env.FLAGS_PROVIDER_URL
      ? hostedProvider({ url: env.FLAGS_PROVIDER_URL, key: env.FLAGS_PROVIDER_KEY, exposuresUrl: env.FLAGS_EXPOSURES_URL })
      : builtInProvider();
  }
  return configured;
}

/** Flags for every experiment this context is eligible for (others are not evaluated at all). */
export async function experimentFlags(context: FlagContext, experiments: readonly Experiment[], provider: FlagProvider = flagProvider()): Promise<Flag[]> {
  const eligible = experiments.filter((e) => evaluatedFor(e, context));
  try {
    return await provider.evaluate(context, eligible);
  } catch {
    return eligible.map((e) => control(e.id, context.qa.get(e.id)));
  }
}

export const inVariant = (flags: readonly Flag[], experimentId: string) => flags.some((f) => f.experiment_id === experimentId && f.variant_value);
