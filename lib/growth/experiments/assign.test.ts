import { assign, formatCohorts } from './assign';
import { MEMBERSHIP_MODEL } from './experiments';

describe('experiment assignment', () => {
  it('is deterministic per visitor and experiment', () => {
    const first = assign('visitor-abc123', MEMBERSHIP_MODEL, 50);
    for (let i = 0; i < 5; i += 1) expect(assign('visitor-abc123', MEMBERSHIP_MODEL, 50)).toEqual(first);
  });

  it('splits visitors close to the configured share', () => {
    const n = 10_000;
    let inVariant = 0;
    for (let i = 0; i < n; i += 1) if (assign(`visitor-${i.toString(36)}`, MEMBERSHIP_MODEL, 50).variant_value) inVariant += 1;
    expect(inVariant / n).toBeGreaterThan(0.47);
    expect(inVariant / n).toBeLessThan(0.53);
    let ten = 0;
    for (let i = 0; i < n; i += 1) if (assign(`visitor-${i.toString(36)}`, MEMBERSHIP_MODEL, 10).variant_value) ten += 1;
    expect(ten / n).toBeGreaterThan(0.08);
    expect(ten / n).toBeLessThan(0.12);
  });

  it('can be switched off, and QA testers can force a variant', () => {
    expect(assign('visitor-1', MEMBERSHIP_MODEL, 0)).toMatchObject({ variant_key: 'control', is_experiment_active: false });
    expect(assign('visitor-1', MEMBERSHIP_MODEL, 0, 'variant')).toMatchObject({ variant_key: 'variant', is_qa_tester: true });
    expect(formatCohorts([assign('visitor-1', MEMBERSHIP_MODEL, 0, 'variant')])).toBe('membership_model_v1=variant');
  });
});
