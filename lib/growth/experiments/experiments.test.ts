import { mapExperiment } from './definitions';
import { experimentsFrom, exposureMoment, FIRST_CLEANING_FREE, MEMBERSHIP_MODEL, PAYMENT_STEP_AUG_2025, PRICING } from './experiments';

const plans = new Set(['FOREVERCLEAN_19_1_6_99']);
const make = (key: string, variants: Record<string, unknown>[]) =>
  experimentsFrom([mapExperiment({ key, status: 'running', trafficPercent: 100, variants: [{ key: 'control' }, ...variants] }, plans)!], new Date())[0]!;

describe('exposureMoment', () => {
  it('follows first_cleaning_free_v1’s trigger type: page load (the default) or a zipcode entered', () => {
    const experiment = make(FIRST_CLEANING_FREE, [{ key: 'variant' }]);
    expect(exposureMoment(experiment, {})).toBe('landing');
    expect(exposureMoment(experiment, { firstCleaningFreeTrigger: 'page_load' })).toBe('landing');
    expect(exposureMoment(experiment, { firstCleaningFreeTrigger: 'zipcode' })).toBe('zipcode');
  });

  it('registers the other experiments where they are shown; client-placed ones are left to their page', () => {
    expect(exposureMoment(make(MEMBERSHIP_MODEL, [{ key: 'variant' }]), { firstCleaningFreeTrigger: 'zipcode' })).toBe('landing');
    expect(exposureMoment(make(PRICING, [{ key: 'monthly_19', plan: 'FOREVERCLEAN_19_1_6_99' }]), {})).toBe('pricing');
    expect(exposureMoment(make(PAYMENT_STEP_AUG_2025, [{ key: 'variant' }]), {})).toBeNull();
  });

  it('places studio experiments by what their variants change: copy on the landing page, a plan at pricing', () => {
    expect(make('headline_test', [{ key: 'short', headline: 'Clean for {price}' }])).toMatchObject({ placement: 'landing' });
    expect(make('price_test', [{ key: 'cheap', plan: 'FOREVERCLEAN_19_1_6_99' }])).toMatchObject({ placement: 'pricing' });
  });
});

describe('experiment documents', () => {
  it('refuses documents the routing decision could not trust', () => {
    expect(mapExperiment({ key: 'Bad Key', variants: [{ key: 'control' }, { key: 'a' }] }, plans)).toBeNull();
    expect(mapExperiment({ key: 'no_control', variants: [{ key: 'a' }, { key: 'b' }] }, plans)).toBeNull();
    expect(mapExperiment({ key: 'twice', variants: [{ key: 'control' }, { key: 'a' }, { key: 'a' }] }, plans)).toBeNull();
    expect(mapExperiment({ key: 'unknown_plan', variants: [{ key: 'control' }, { key: 'a', plan: 'FREE_FOREVER' }] }, plans)).toBeNull();
    expect(mapExperiment({ key: 'ok', trafficPercent: 250, variants: [{ key: 'a' }, { key: 'control' }] }, plans)).toMatchObject({
      trafficPercent: 100,
      status: 'draft',
      variants: [{ key: 'control' }, { key: 'a' }],
    });
  });
});
