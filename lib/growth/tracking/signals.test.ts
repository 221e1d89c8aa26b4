import { isPaidSearch, utmFrom, validTraceparent } from './signals';

describe('signals', () => {
  it('reads UTM parameters and ignores other ones', () => {
    expect(utmFrom('?utm_source=goo&utm_campaign=spring&adgroupid=1')).toEqual({ utm_source: 'goo', utm_campaign: 'spring' });
    expect(utmFrom('?adgroupid=1')).toBeNull();
    expect(utmFrom(`?utm_source=${'x'.repeat(500)}`)?.utm_source).toHaveLength(100);
    expect(isPaidSearch(utmFrom('?utm_source=goo'))).toBe(true);
    expect(isPaidSearch(utmFrom('?utm_source=fb'))).toBe(false);
  });

  it('accepts only well-formed trace context', () => {
    expect(validTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe(true);
    expect(validTraceparent('00-xyz-00f067aa0ba902b7-01')).toBe(false);
    expect(validTraceparent('"><script>')).toBe(false);
    expect(validTraceparent(null)).toBe(false);
  });
});
