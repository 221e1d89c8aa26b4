import { cohortsFrom } from './cohorts';

describe('cohortsFrom', () => {
  it('reads the groups the proxy wrote, encoded or not', () => {
    expect([...cohortsFrom('sid=1; fecohorts=membership_model_v1%3Dvariant%7Cdeals_performance_v2%3Dcontrol')]).toEqual([
      ['membership_model_v1', 'variant'],
      ['deals_performance_v2', 'control'],
    ]);
    expect(cohortsFrom('fecohorts=payment_step_2025_08=variant').get('payment_step_2025_08')).toBe('variant');
  });

  it('ignores anything malformed (the browser does not know the documents: any well-formed pair is read)', () => {
    expect(cohortsFrom('').size).toBe(0);
    expect(cohortsFrom('fecohorts=%E0%A4%A').size).toBe(0);
    expect([...cohortsFrom('fecohorts=a-b%3Dmaybe%7CB%3Dvariant%7Cx%3D%7Creskinned_landing_v1%3Dvariant')]).toEqual([['reskinned_landing_v1', 'variant']]);
  });
});
