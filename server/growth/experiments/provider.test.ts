/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Flag } from '@/lib/growth/experiments/assign';
import { mapExperiment } from '@/lib/growth/experiments/definitions';
import {
  DEALS_PERFORMANCE,
  experimentsFrom,
  MEMBERSHIP_MODEL,
  parseGroups,
  PAYMENT_STEP_AUG_2025,
  PRICING,
  RESKINNED_LANDING,
  SPEC_EXPERIMENT_KEYS,
  type FlagContext,
  type PercentOverrides,
} from '@/lib/growth/experiments/experiments';
import { builtInProvider, experimentFlags as evaluate, hostedProvider, inVariant, percentOverrides, PERCENT_VARIABLES, type FlagProvider } from './provider';
import { captureLog } from '@/server/platform/log';

/** The spec's experiments as their seeded documents have them (content/seed.ndjson), every one drafted: off unless overridden. */
function seedDocuments(): Record<string, unknown>[] {
  return readFileSync(path.join(process.cwd(), 'content', 'seed.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type": "experiment"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((doc) => SPEC_EXPERIMENT_KEYS.includes(doc.key as string));
}
const plans = new Set([
  'SUBPLAN_FIRST_FREE_CLEANING_V1',
  'FOREVERCLEAN_19_1_6_99',
  'FOREVERCLEAN_39_1_6_99',
  'FOREVERCLEAN_49_1_6_99',
  'FOREVERCLEAN_59_1_6_99',
  'FOREVERCLEAN_49_1_6_99_NO2H',
  'FOREVERCLEAN_39_1_6_99_10OFF',
  'CCF_2',
  'FOREVERCLEAN_49_3_6_99',
  'FOREVERCLEAN_49_6_6_99',
  'FOREVERCLEAN_49_1_6_99_PH25',
  'FOREVERCLEAN_49_1_6_99_PH35',
]);
const spec = (overrides: PercentOverrides = {}) =>
  experimentsFrom(
    seedDocuments().flatMap((doc) => mapExperiment(doc, plans) ?? []),
    new Date(),
    overrides,
  ).sort((a, b) => SPEC_EXPERIMENT_KEYS.indexOf(a.id) - SPEC_EXPERIMENT_KEYS.indexOf(b.id));
const SPEC = spec();
const experimentById = (id: string) => SPEC.find((e) => e.id === id);
/** Flags over the spec experiments, with these shares on. */
const experimentFlags = (context: FlagContext, provider: FlagProvider, overrides: PercentOverrides = {}) => evaluate(context, spec(overrides), provider);

const context = (overrides: Partial<FlagContext> = {}): FlagContext => ({
  sid: 'visitor-0001',
  brandKey: 'tidy-nest',
  devBrand: false,
  appEnv: 'production',
  qa: new Map(),
  ...overrides,
});

const flag = (experiment_id: string, variant: boolean): Flag => ({
  experiment_id,
  variant_key: variant ? 'variant' : 'control',
  variant_value: variant,
  is_experiment_active: true,
  is_qa_tester: false,
});

describe('built-in provider', () => {
  it('assigns each experiment from its own share, deterministically', async () => {
    const provider = builtInProvider();
    const shares = percentOverrides({ EXPERIMENT_RESKINNED_LANDING_PERCENT: 100, EXPERIMENT_PAYMENT_STEP_PERCENT: 0 });
    const flags = await experimentFlags(context(), provider, shares);
    expect(flags.map((f) => [f.experiment_id, f.variant_key, f.is_experiment_active]).slice(0, 4)).toEqual([
      [MEMBERSHIP_MODEL, 'control', false],
      [RESKINNED_LANDING, 'variant', true],
      [PAYMENT_STEP_AUG_2025, 'control', false],
      [DEALS_PERFORMANCE, 'control', false],
    ]);
    expect(flags.slice(4).every((f) => f.variant_key === 'control' && !f.is_experiment_active)).toBe(true);
    expect(await experimentFlags(context(), provider, shares)).toEqual(flags);
  });

  it('has an override variable for every spec experiment, named in .env.example', async () => {
    const example = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const names = [...example.matchAll(/^(EXPERIMENT_[A-Z_]+_PERCENT)=/gm)].map((m) => m[1]!).filter((n) => n !== 'EXPERIMENT_HOLDOUT_PERCENT');
    expect(names.sort()).toEqual([...PERCENT_VARIABLES].sort());
    const everyoneIn = percentOverrides(Object.fromEntries(names.map((n) => [n, 100])));
    expect(Object.keys(everyoneIn).sort()).toEqual([...SPEC_EXPERIMENT_KEYS].sort());
    const flags = await experimentFlags(context(), builtInProvider(), everyoneIn);
    expect(flags.map((f) => f.experiment_id)).toEqual(SPEC.map((e) => e.id));
    for (const flag of flags) expect(['control', ...experimentById(flag.experiment_id)!.groups]).toContain(flag.variant_key);
    expect(flags.every((f) => f.is_experiment_active)).toBe(true);
  });

  it('evaluates deals_performance_v2 only in production and staging apps of real brands', async () => {
    const provider = builtInProvider();
    const on = { [DEALS_PERFORMANCE]: 100 };
    const ids = async (c: FlagContext) => (await experimentFlags(c, provider, on)).map((f) => f.experiment_id);
    expect(await ids(context({ appEnv: 'staging' }))).toContain(DEALS_PERFORMANCE);
    // Enrolled visitors split between control and variant by weight; some visitor lands in the variant.
    const groups = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        inVariant(await experimentFlags(context({ appEnv: 'staging', sid: `visitor-s${i}` }), provider, on), DEALS_PERFORMANCE),
      ),
    );
    expect(groups).toContain(true);
    expect(await ids(context({ appEnv: 'development' }))).not.toContain(DEALS_PERFORMANCE);
    expect(await ids(context({ devBrand: true }))).not.toContain(DEALS_PERFORMANCE);
  });

  it('lets QA testers force a group through the fe_qa cookie, for known experiments only', async () => {
    const qa = parseGroups(`${MEMBERSHIP_MODEL}=variant|unknown_x=variant|${RESKINNED_LANDING}=bogus`, SPEC);
    expect([...qa]).toEqual([[MEMBERSHIP_MODEL, 'variant']]);
    const flags = await experimentFlags(context({ qa }), builtInProvider());
    expect(flags.find((f) => f.experiment_id === MEMBERSHIP_MODEL)).toMatchObject({ variant_key: 'variant', is_qa_tester: true });
  });
});

describe('hosted provider', () => {
  const answer = (body: unknown, status = 200) =>
    jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('asks the service with the visitor, brand and app name, and caches the answer per visitor', async () => {
    const fetchImpl = answer({ flags: [flag(MEMBERSHIP_MODEL, true), flag(RESKINNED_LANDING, false)] });
    const provider = hostedProvider({ url: 'https://flags.example.net/v1/evaluate', key: 'client-key' }, fetchImpl as unknown as typeof fetch);
    const flags = await experimentFlags(context(), provider);
    expect(inVariant(flags, MEMBERSHIP_MODEL)).toBe(true);
    expect(inVariant(flags, RESKINNED_LANDING)).toBe(false);
    // Not in the answer: control.
    expect(flags.find((f) => f.experiment_id === PAYMENT_STEP_AUG_2025)).toMatchObject({ variant_key: 'control' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://flags.example.net/v1/evaluate');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer client-key');
    expect(JSON.parse(init.body as string)).toEqual({
      user: { userID: 'visitor-0001', custom: { brand: 'tidy-nest', appName: 'tidy-nest-production', first_cleaning_free_v1_trigger_type: 'page_load' } },
      experiments: SPEC.map((e) => e.id),
    });
    await experimentFlags(context(), provider);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await experimentFlags(context({ sid: 'visitor-0002' }), provider);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('serves control when the service fails, answers garbage or forges another experiment, and backs off', async () => {
    const errors = captureLog();
    const failing = answer({ error: 'down' }, 503);
    const provider = hostedProvider({ url: 'https://flags.example.net' }, failing as unknown as typeof fetch);
    const flags = await experimentFlags(context(), provider);
    expect(flags.every((f) => f.variant_key === 'control')).toBe(true);
    await experimentFlags(context({ sid: 'visitor-0003' }), provider);
    expect(failing).toHaveBeenCalledTimes(1);

    const forged = answer({
      flags: [
        { ...flag(MEMBERSHIP_MODEL, true), variant_value: false },
        { experiment_id: 'x', variant_key: 'variant' },
      ],
    });
    const strict = hostedProvider({ url: 'https://flags.example.net' }, forged as unknown as typeof fetch);
    expect(inVariant(await experimentFlags(context(), strict), MEMBERSHIP_MODEL)).toBe(false);
    errors.restore();
  });

  it('never takes a pricing group from the browser-written cohorts cookie when the service cannot answer', async () => {
    const errors = captureLog();
    const known = parseGroups(`${PRICING}=monthly_19|${MEMBERSHIP_MODEL}=variant`, SPEC);
    const flags = await experimentFlags(context({ known }), hostedProvider({ url: 'https://flags.example.net' }, answer({}, 500) as unknown as typeof fetch));
    errors.restore();
    expect(flags.find((f) => f.experiment_id === PRICING)).toMatchObject({ variant_key: 'control', is_experiment_active: false });
    expect(flags.find((f) => f.experiment_id === MEMBERSHIP_MODEL)).toMatchObject({ variant_key: 'variant' });
  });

  it('lets visitors keep the groups they already have when the service cannot answer or is busy', async () => {
    const errors = captureLog();
    const known = parseGroups(`${MEMBERSHIP_MODEL}=variant`, SPEC);
    const down = answer({}, 500);
    const flags = await experimentFlags(context({ known }), hostedProvider({ url: 'https://flags.example.net' }, down as unknown as typeof fetch));
    expect(flags.find((f) => f.experiment_id === MEMBERSHIP_MODEL)).toMatchObject({ variant_key: 'variant', is_experiment_active: true });
    expect(flags.find((f) => f.experiment_id === RESKINNED_LANDING)).toMatchObject({ variant_key: 'control' });

    let release: () => void = () => undefined;
    const held = jest.fn(() => new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify({ flags: [] }), { status: 200 })))));
    const busy = hostedProvider({ url: 'https://flags.example.net', maxInFlight: 1 }, held as unknown as typeof fetch);
    const first = experimentFlags(context({ sid: 'visitor-busy1' }), busy);
    const second = await experimentFlags(context({ sid: 'visitor-busy2', known }), busy);
    expect(held).toHaveBeenCalledTimes(1);
    expect(inVariant(second, MEMBERSHIP_MODEL)).toBe(true);
    release();
    await first;
    errors.restore();
  });

  it('gives up after its time-out so pages are never held up', async () => {
    const errors = captureLog();
    const slow = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const provider = hostedProvider({ url: 'https://flags.example.net', timeoutMs: 50 }, slow as unknown as typeof fetch);
    // The service never answers: only the time-out's abort can end the call, so its answer proves it gave up.
    const flags = await experimentFlags(context(), provider);
    expect((slow.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(true);
    expect(flags.every((f) => f.variant_key === 'control')).toBe(true);
    errors.restore();
  });
});

describe('groups and triggers', () => {
  it('spreads visitors in a many-group experiment evenly over its groups, control included', async () => {
    const provider = builtInProvider();
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i += 1) {
      const flags = await experimentFlags(context({ sid: `visitor-${i.toString(36)}` }), provider, { [PRICING]: 100 });
      const group = flags.find((f) => f.experiment_id === PRICING)!.variant_key;
      counts.set(group, (counts.get(group) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['control', ...experimentById(PRICING)!.groups].sort());
    // Six groups of equal weight: a sixth each.
    for (const n of counts.values()) expect(Math.abs(n / 5000 - 1 / 6)).toBeLessThan(0.025);
  });

  it('accepts only an experiment’s own groups from cookies', () => {
    expect([...parseGroups('pricing=monthly_19|pricing_x=a|membership_model_v1=monthly_19|convert_enabled=quarterly', SPEC)]).toEqual([
      ['pricing', 'monthly_19'],
      ['convert_enabled', 'quarterly'],
    ]);
  });

  it('runs the membership-model test only for visitors from its triggering ad type', async () => {
    const provider = builtInProvider();
    const ids = async (c: FlagContext) => (await experimentFlags(c, provider, { [MEMBERSHIP_MODEL]: 100 })).map((f) => f.experiment_id);
    expect(await ids(context({ triggeringAdType: 'same-day-cleaners', adType: 'maid-services' }))).not.toContain(MEMBERSHIP_MODEL);
    expect(await ids(context({ triggeringAdType: 'same-day-cleaners', adType: 'same-day-cleaners' }))).toContain(MEMBERSHIP_MODEL);
    expect(await ids(context({ triggeringAdType: null }))).toContain(MEMBERSHIP_MODEL);
  });

  it('declares an override variable per spec experiment', () => {
    expect(PERCENT_VARIABLES).toHaveLength(SPEC_EXPERIMENT_KEYS.length);
    expect(SPEC.map((e) => e.id)).toEqual(SPEC_EXPERIMENT_KEYS);
  });
});

describe('hosted exposures', () => {
  it('registers each visitor’s shown groups once, in the background, never QA or inactive ones', async () => {
    jest.useFakeTimers();
    const calls: unknown[] = [];
    const fetchImpl = jest.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(init.body as string));
      return new Response('{}', { status: 202 });
    });
    const provider = hostedProvider(
      { url: 'https://flags.example.net/flags', exposuresUrl: 'https://flags.example.net/exposures', flushMs: 1000 },
      fetchImpl as unknown as typeof fetch,
    );
    const shown = [
      flag(PRICING, true),
      { ...flag(MEMBERSHIP_MODEL, true), is_qa_tester: true },
      { ...flag(RESKINNED_LANDING, false), is_experiment_active: false },
    ];
    provider.registerExposures(context(), shown);
    provider.registerExposures(context(), shown);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{ exposures: [{ userID: 'visitor-0001', experiment: PRICING, group: 'variant', at: expect.any(String) }] }]);
  });
});
