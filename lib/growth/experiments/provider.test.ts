/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Flag } from './assign';
import {
  DEALS_PERFORMANCE,
  experimentById,
  EXPERIMENTS,
  MEMBERSHIP_MODEL,
  parseGroups,
  PAYMENT_STEP_AUG_2025,
  PRICING,
  RESKINNED_LANDING,
  type FlagContext,
} from './experiments';
import { builtInProvider, experimentFlags, hostedProvider, inVariant, PERCENT_VARIABLES } from './provider';
import { captureLog } from '@/lib/platform/log';

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
    const provider = builtInProvider({ EXPERIMENT_RESKINNED_LANDING_PERCENT: 100, EXPERIMENT_PAYMENT_STEP_PERCENT: 0 });
    const flags = await experimentFlags(context(), provider);
    expect(flags.map((f) => [f.experiment_id, f.variant_key, f.is_experiment_active]).slice(0, 4)).toEqual([
      [MEMBERSHIP_MODEL, 'control', false],
      [RESKINNED_LANDING, 'variant', true],
      [PAYMENT_STEP_AUG_2025, 'control', false],
      [DEALS_PERFORMANCE, 'control', false],
    ]);
    expect(flags.slice(4).every((f) => f.variant_key === 'control' && !f.is_experiment_active)).toBe(true);
    expect(await experimentFlags(context(), provider)).toEqual(flags);
  });

  it('has a share variable for every experiment, named in .env.example', async () => {
    const example = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const names = [...example.matchAll(/^(EXPERIMENT_[A-Z_]+_PERCENT)=/gm)].map((m) => m[1]!);
    expect(names).toHaveLength(EXPERIMENTS.length);
    const everyoneIn = Object.fromEntries(names.map((n) => [n, 100]));
    const flags = await experimentFlags(context(), builtInProvider(everyoneIn));
    expect(flags.map((f) => f.experiment_id)).toEqual(EXPERIMENTS.map((e) => e.id));
    for (const flag of flags) expect(experimentById(flag.experiment_id)?.groups).toContain(flag.variant_key);
  });

  it('evaluates deals_performance_v2 only in production and staging apps of real brands', async () => {
    const provider = builtInProvider({ EXPERIMENT_DEALS_PERFORMANCE_PERCENT: 100 });
    const ids = async (c: FlagContext) => (await experimentFlags(c, provider)).map((f) => f.experiment_id);
    expect(await ids(context({ appEnv: 'staging' }))).toContain(DEALS_PERFORMANCE);
    expect(inVariant(await experimentFlags(context({ appEnv: 'staging' }), provider), DEALS_PERFORMANCE)).toBe(true);
    expect(await ids(context({ appEnv: 'development' }))).not.toContain(DEALS_PERFORMANCE);
    expect(await ids(context({ devBrand: true }))).not.toContain(DEALS_PERFORMANCE);
  });

  it('lets QA testers force a group through the fe_qa cookie, for known experiments only', async () => {
    const qa = parseGroups(`${MEMBERSHIP_MODEL}=variant|unknown_x=variant|${RESKINNED_LANDING}=bogus`);
    expect([...qa]).toEqual([[MEMBERSHIP_MODEL, 'variant']]);
    const flags = await experimentFlags(context({ qa }), builtInProvider({}));
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
      experiments: EXPERIMENTS.map((e) => e.id),
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
    const known = parseGroups(`${PRICING}=monthly_19|${MEMBERSHIP_MODEL}=variant`);
    const flags = await experimentFlags(context({ known }), hostedProvider({ url: 'https://flags.example.net' }, answer({}, 500) as unknown as typeof fetch));
    errors.restore();
    expect(flags.find((f) => f.experiment_id === PRICING)).toMatchObject({ variant_key: 'control', is_experiment_active: false });
    expect(flags.find((f) => f.experiment_id === MEMBERSHIP_MODEL)).toMatchObject({ variant_key: 'variant' });
  });

  it('lets visitors keep the groups they already have when the service cannot answer or is busy', async () => {
    const errors = captureLog();
    const known = parseGroups(`${MEMBERSHIP_MODEL}=variant`);
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
    const started = Date.now();
    const flags = await experimentFlags(context(), provider);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(flags.every((f) => f.variant_key === 'control')).toBe(true);
    errors.restore();
  });
});

describe('groups and triggers', () => {
  it('spreads visitors in a many-group experiment evenly over its groups', async () => {
    const provider = builtInProvider({ EXPERIMENT_PRICING_PERCENT: 100 });
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i += 1) {
      const flags = await experimentFlags(context({ sid: `visitor-${i.toString(36)}` }), provider);
      const group = flags.find((f) => f.experiment_id === PRICING)!.variant_key;
      counts.set(group, (counts.get(group) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...experimentById(PRICING)!.groups].sort());
    for (const n of counts.values()) expect(n / 5000).toBeGreaterThan(0.16);
  });

  it('accepts only an experiment’s own groups from cookies', () => {
    expect([...parseGroups('pricing=monthly_19|pricing_x=a|membership_model_v1=monthly_19|convert_enabled=quarterly')]).toEqual([
      ['pricing', 'monthly_19'],
      ['convert_enabled', 'quarterly'],
    ]);
  });

  it('runs the membership-model test only for visitors from its triggering ad type', async () => {
    const provider = builtInProvider({ EXPERIMENT_MEMBERSHIP_MODEL_PERCENT: 100 });
    const ids = async (c: FlagContext) => (await experimentFlags(c, provider)).map((f) => f.experiment_id);
    expect(await ids(context({ triggeringAdType: 'same-day-cleaners', adType: 'maid-services' }))).not.toContain(MEMBERSHIP_MODEL);
    expect(await ids(context({ triggeringAdType: 'same-day-cleaners', adType: 'same-day-cleaners' }))).toContain(MEMBERSHIP_MODEL);
    expect(await ids(context({ triggeringAdType: null }))).toContain(MEMBERSHIP_MODEL);
  });

  it('declares a share variable per experiment', () => {
    expect(PERCENT_VARIABLES).toHaveLength(EXPERIMENTS.length);
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
