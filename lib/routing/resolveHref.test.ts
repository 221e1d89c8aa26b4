import { resolveHref } from './resolveHref';

describe('resolveHref', () => {
  it('appends query and hash links to the current path', () => {
    expect(resolveHref('?step=2', '/checkout?step=1#top')).toBe('/checkout?step=2');
    expect(resolveHref('#pricing', '/deal?adgroupid=1')).toBe('/deal#pricing');
    expect(resolveHref('#top', '')).toBe('/#top');
  });

  it('leaves other links alone', () => {
    expect(resolveHref('/help/', '/deal')).toBe('/help/');
    expect(resolveHref('https://example.com/', '/deal')).toBe('https://example.com/');
  });
});
