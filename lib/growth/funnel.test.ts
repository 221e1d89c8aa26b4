import { conversionStats, funnelSteps } from './funnel';
import { wilsonInterval } from './proportions';

describe('funnel steps', () => {
  it('count each step as the sessions that reached it or a later one', () => {
    // 5 stopped at the visit, 3 at zipcode, none at lead, 1 at payment, 1 purchased.
    const steps = funnelSteps([5, 3, 0, 1, 1]);
    expect(steps.map((s) => [s.label, s.sessions])).toEqual([
      ['Visitors', 10],
      ['Zipcode', 5],
      ['Lead', 2],
      ['Payment', 2],
      ['Purchase', 1],
    ]);
    expect(steps[0]).toMatchObject({ rateFromPrevious: null, rateFromVisitors: null });
    expect(steps[2]).toMatchObject({ rateFromPrevious: 0.4, rateFromVisitors: 0.2 });
  });

  it('have no rates without visitors', () => {
    expect(funnelSteps([0, 0, 0, 0, 0]).every((s) => s.rateFromPrevious === null && s.rateFromVisitors === null)).toBe(true);
  });
});

describe('conversion statistics', () => {
  const control = funnelSteps([90, 0, 0, 0, 10]);
  it('give intervals only from the minimum number of visitors', () => {
    expect(conversionStats(control, null)).toEqual({ visitors: 100, conversions: 10, rate: 0.1, rateInterval: wilsonInterval(10, 100), difference: null });
    const small = conversionStats(funnelSteps([98, 0, 0, 0, 1]), control);
    expect(small).toMatchObject({ visitors: 99, rateInterval: null, difference: null });
    expect(conversionStats(funnelSteps([80, 0, 0, 0, 20]), funnelSteps([50, 0, 0, 0, 5]))).toMatchObject({ difference: null });
    expect(conversionStats(funnelSteps([80, 0, 0, 0, 20]), control).difference?.difference).toBeCloseTo(0.1);
  });
});
