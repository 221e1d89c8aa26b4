import { EXPERIMENTS, experimentById, exposureMoment, FIRST_CLEANING_FREE, MEMBERSHIP_MODEL, PAYMENT_STEP_AUG_2025, PRICING } from './experiments';

const byId = (id: string) => {
  const experiment = experimentById(id);
  if (!experiment) throw new Error(id);
  return experiment;
};

describe('exposureMoment', () => {
  it('follows first_cleaning_free_v1’s trigger type: page load (the default) or a zipcode entered', () => {
    expect(exposureMoment(byId(FIRST_CLEANING_FREE), {})).toBe('landing');
    expect(exposureMoment(byId(FIRST_CLEANING_FREE), { firstCleaningFreeTrigger: 'page_load' })).toBe('landing');
    expect(exposureMoment(byId(FIRST_CLEANING_FREE), { firstCleaningFreeTrigger: 'zipcode' })).toBe('zipcode');
  });

  it('registers the other experiments where they are shown; client-placed ones are left to their page', () => {
    expect(exposureMoment(byId(MEMBERSHIP_MODEL), { firstCleaningFreeTrigger: 'zipcode' })).toBe('landing');
    expect(exposureMoment(byId(PRICING), {})).toBe('pricing');
    expect(exposureMoment(byId(PAYMENT_STEP_AUG_2025), {})).toBeNull();
    // Every experiment has exactly one moment or is client-placed.
    for (const experiment of EXPERIMENTS) expect(['landing', 'zipcode', 'pricing', null]).toContain(exposureMoment(experiment, {}));
  });
});
