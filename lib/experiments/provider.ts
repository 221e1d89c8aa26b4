import { assign, flagOf, type Flag } from './assign';
import { appName, DEALS_PERFORMANCE, EXPERIMENTS, evaluatedFor, MEMBERSHIP_MODEL, PAYMENT_STEP_AUG_2025, RESKINNED_LANDING, type Experiment, type FlagContext } from './experiments';

/**
 * One adapter for experiment flags. The built-in provider (the embedded
 * default) buckets the stable visitor id itself; a hosted feature-flag
 * service is used when FLAGS_PROVIDER_URL is set. Either way the proxy gets
 * the same Flag shape (spec §7) before it renders anything, and QA overrides
 * apply on top.
 */
export interface FlagProvider {
  readonly name: string;
  evaluate(context: FlagContext, experiments: readonly Experiment[]): Promise<Flag[]>;
}

type Env = Record<string, string | undefined>;

/** Share of visitors (0–100) in each experiment's variant for the built-in provider. Server-only: browsers never see these names. */
const PERCENT_ENV: Record<string, string> = {
  [MEMBERSHIP_MODEL]: 'EXPERIMENT_MEMBERSHIP_MODEL_PERCENT',
  [RESKINNED_LANDING]: 'EXPERIMENT_RESKINNED_LANDING_PERCENT',
  [PAYMENT_STEP_AUG_2025]: 'EXPERIMENT_PAYMENT_STEP_PERCENT',
  [DEALS_PERFORMANCE]: 'EXPERIMENT_DEALS_PERFORMANCE_PERCENT',
};

function percent(env: Env, experimentId: string): number {
  const key = PERCENT_ENV[experimentId];
  const value = Number((key && env[key]) ?? 0);
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 0;
}

export function builtInProvider(env: Env = process.env): FlagProvider {
  return {
    name: 'built-in',
    evaluate: async (context, experiments) => experiments.map((e) => assign(context.sid, e.id, percent(env, e.id), context.qa.get(e.id))),
  };
}

/** Control, or the group a QA tester forced; not a running assignment either way. */
const control = (experimentId: string, qa?: 'control' | 'variant'): Flag => flagOf(experimentId, qa ?? 'control', false, qa !== undefined);

function validFlag(value: unknown, experimentId: string): value is Flag {
  if (!value || typeof value !== 'object') return false;
  const f = value as Record<string, unknown>;
  return (
    f.experiment_id === experimentId &&
    (f.variant_key === 'control' || f.variant_key === 'variant') &&
    f.variant_value === (f.variant_key === 'variant') &&
    typeof f.is_experiment_active === 'boolean' &&
    typeof f.is_qa_tester === 'boolean'
  );
}

/**
 * A hosted flag service: `POST {url}` with `{ user, experiments }`, answered
 * with `{ flags: Flag[] }`. Answers are cached per visitor for a minute. When
 * the service is slow (over `timeoutMs`), failing, malformed or already busy
 * with `maxInFlight` calls, visitors keep the groups their `fecohorts` cookie
 * names and everyone else gets control — never a second assignment source.
 */
export function hostedProvider(
  options: { url: string; key?: string; timeoutMs?: number; ttlMs?: number; maxEntries?: number; maxInFlight?: number },
  fetchImpl: typeof fetch = fetch,
): FlagProvider {
  const { url, key, timeoutMs = 300, ttlMs = 60_000, maxEntries = 10_000, maxInFlight = 32 } = options;
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
        // No answer (down, slow, busy): a visitor keeps the group they already have, so nobody flips mid-visit.
        const known = context.known?.get(e.id);
        return known ? flagOf(e.id, known, true, false) : control(e.id);
      });
    },
  };

  async function fetchFlags(context: FlagContext, experiments: readonly Experiment[]): Promise<Flag[] | null> {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({ user: { userID: context.sid, custom: { brand: context.brandKey, appName: appName(context) } }, experiments: experiments.map((e) => e.id) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`flag service answered ${response.status}`);
      const body = (await response.json()) as { flags?: unknown };
      if (!Array.isArray(body.flags)) throw new Error('flag service answer has no flags list');
      return experiments.flatMap((e) => {
        const flag = (body.flags as unknown[]).find((f) => validFlag(f, e.id));
        return flag ? [flag as Flag] : [];
      });
    } catch (error) {
      console.error('[experiments] hosted flags unavailable; serving control', error instanceof Error ? error.message : error);
      return null;
    }
  }
}

let configured: FlagProvider | undefined;

/** The provider chosen by the environment (kept for the life of the process). */
export function flagProvider(env: Env = process.env): FlagProvider {
  if (!configured) {
    configured = env.FLAGS_PROVIDER_URL ? hostedProvider({ url: env.FLAGS_PROVIDER_URL, key: env.FLAGS_PROVIDER_KEY }) : builtInProvider(env);
  }
  return configured;
}

/** Flags for every experiment this context is eligible for (others are not evaluated at all). */
export async function experimentFlags(context: FlagContext, provider: FlagProvider = flagProvider()): Promise<Flag[]> {
  const eligible = EXPERIMENTS.filter((e) => evaluatedFor(e, context));
  try {
    return await provider.evaluate(context, eligible);
  } catch {
    return eligible.map((e) => control(e.id, context.qa.get(e.id)));
  }
}

export const inVariant = (flags: readonly Flag[], experimentId: string) => flags.some((f) => f.experiment_id === experimentId && f.variant_value);
