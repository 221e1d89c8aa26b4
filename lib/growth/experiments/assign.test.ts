import { assign, formatCohorts } from './assign';
import { mapExperiment } from './definitions';
import { experimentsFrom, type Experiment } from './experiments';

/** A running experiment with these variants (control first) and share. */
function experiment(
  percent: number,
  variants: [string, number][] = [
    ['control', 1],
    ['variant', 1],
  ],
  extra: Record<string, unknown> = {},
): Experiment {
  const definition = mapExperiment(
    { key: 'headline_test', status: 'running', trafficPercent: percent, variants: variants.map(([key, weight]) => ({ key, weight })), ...extra },
    new Set(),
  );
  return experimentsFrom([definition!], new Date())[0]!;
}

const share = (n: number, pick: (sid: string) => boolean) => {
  let count = 0;
  for (let i = 0; i < n; i += 1) if (pick(`visitor-${i.toString(36)}`)) count += 1;
  return count / n;
};

describe('experiment assignment', () => {
  it('is deterministic per visitor and experiment', () => {
    const first = assign('visitor-abc123', experiment(50));
    for (let i = 0; i < 5; i += 1) expect(assign('visitor-abc123', experiment(50))).toEqual(first);
  });

  it('enrols the configured share and splits it by the variants’ weights', () => {
    const n = 20_000;
    const half = experiment(50);
    expect(share(n, (sid) => assign(sid, half).is_experiment_active)).toBeCloseTo(0.5, 1);
    expect(share(n, (sid) => assign(sid, half).variant_value)).toBeCloseTo(0.25, 1);
    const weighted = experiment(100, [
      ['control', 1],
      ['variant', 3],
    ]);
    expect(Math.abs(share(n, (sid) => assign(sid, weighted).variant_value) - 0.75)).toBeLessThan(0.015);
    const ten = experiment(10);
    expect(Math.abs(share(n, (sid) => assign(sid, ten).is_experiment_active) - 0.1)).toBeLessThan(0.01);
  });

  it('keeps enrolled visitors in their group when the share grows', () => {
    const small = experiment(20);
    const large = experiment(60);
    for (let i = 0; i < 2000; i += 1) {
      const sid = `visitor-${i.toString(36)}`;
      const before = assign(sid, small);
      if (before.is_experiment_active) expect(assign(sid, large)).toEqual(before);
    }
  });

  it('can be switched off, shipped, and QA testers can force a variant', () => {
    expect(assign('visitor-1', experiment(0))).toMatchObject({ variant_key: 'control', is_experiment_active: false });
    expect(assign('visitor-1', experiment(0), 'variant')).toMatchObject({ variant_key: 'variant', is_qa_tester: true });
    expect(formatCohorts([assign('visitor-1', experiment(0), 'variant')])).toBe('headline_test=variant');
    const shipped = experiment(50, undefined, { status: 'shipped', shippedVariant: 'variant' });
    expect(assign('visitor-1', shipped)).toMatchObject({ variant_key: 'variant', is_experiment_active: false });
  });

  it('runs only between its start and stop times', () => {
    const later = experiment(100, undefined, { startsAt: new Date(Date.now() + 60_000).toISOString() });
    expect(later.percent).toBe(0);
    const over = experiment(100, undefined, { stopsAt: new Date(Date.now() - 60_000).toISOString() });
    expect(over.percent).toBe(0);
  });
});
