import { formatVital, landingPageType, rating, toUnits } from './vitals';

describe('web vitals ratings (web.dev thresholds at p75)', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 1000, 'good'],
    ['CLS', 2500, 'needs-improvement'],
    ['CLS', 2501, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s at %i is %s', (metric, value, expected) => {
    expect(rating(metric, value)).toBe(expected);
  });

  it('sends integers: milliseconds, and CLS ×10,000', () => {
    expect(toUnits('LCP', 2310.4)).toBe(2310);
    expect(toUnits('CLS', 0.1234)).toBe(1234);
    expect(formatVital('LCP', 2310)).toBe('2.31 s');
    expect(formatVital('INP', 96)).toBe('96 ms');
    expect(formatVital('CLS', 1234)).toBe('0.12');
  });

  it('reads the landing page type off the path', () => {
    expect(landingPageType('/')).toBe('home');
    expect(landingPageType('/deal')).toBe('deal');
    expect(landingPageType('/deal/')).toBe('deal');
    expect(landingPageType('/cached-deal')).toBe('cached-deal');
    expect(landingPageType('/checkout')).toBeNull();
  });
});
