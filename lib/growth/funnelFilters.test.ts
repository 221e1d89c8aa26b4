import { funnelQueryString, parseFunnelFilters, rangeInstants } from './funnelFilters';

const now = new Date('2026-11-22T23:30:00Z');
const brands = ['tidy-nest', 'sparkle-clean'];
const parse = (query: Record<string, string | string[]>) => parseFunnelFilters(query, now, brands);

describe('funnel filters', () => {
  it('default to every brand over the last 30 days, today included', () => {
    expect(parse({})).toEqual({ filters: { brandKey: null, from: '2026-10-24', to: '2026-11-22' } });
    expect(parse({ to: '2026-02-01' })).toEqual({ filters: { brandKey: null, from: '2026-01-03', to: '2026-02-01' } });
  });

  it('take a known brand and an inclusive range of UTC days', () => {
    const parsed = parse({ brand: 'tidy-nest', from: '2026-11-01', to: '2026-11-01' });
    expect(parsed).toEqual({ filters: { brandKey: 'tidy-nest', from: '2026-11-01', to: '2026-11-01' } });
    if ('filters' in parsed) {
      expect(rangeInstants(parsed.filters)).toEqual({ start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-11-02T00:00:00Z') });
    }
  });

  it.each([
    [{ from: '11/01/2026' }, 'from must be a date like 2026-11-01.'],
    [{ from: '2026-02-30' }, 'from must be a date like 2026-11-01.'],
    [{ to: 'yesterday' }, 'to must be a date like 2026-11-01.'],
    [{ from: '2026-11-02', to: '2026-11-01' }, 'from must not be after to.'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'Choose a range of at most 366 days.'],
    [{ brand: 'nobody' }, 'Unknown brand: nobody.'],
    [{ brand: ['tidy-nest', 'sparkle-clean'] }, 'Give brand once.'],
  ])('refuse %j', (query, error) => {
    expect(parse(query)).toEqual({ error });
  });

  it('accept a full leap year', () => {
    expect(parse({ from: '2028-01-01', to: '2028-12-31' })).toHaveProperty('filters');
  });

  it('write the query string a view is shared with', () => {
    expect(funnelQueryString({ brandKey: 'tidy-nest', from: '2026-11-01', to: '2026-11-22' })).toBe('brand=tidy-nest&from=2026-11-01&to=2026-11-22');
    expect(funnelQueryString({ brandKey: null, from: '2026-11-01' })).toBe('from=2026-11-01');
  });
});
