import { resolveHref } from './links';

describe('resolveHref', () => {
  it('appends query and hash links to the current path', () => {
    expect(resolveHref('?step=2', '/checkout?step=1#top')).toBe('/checkout?step=2');
    expect(resolveHref('#pricing', '/deal?adgroupid=1')).toBe('/deal#pricing');
    expect(resolveHref('#top', '')).toBe('/#top');
  });

  it('drops a trailing slash from site paths, keeping the root', () => {
    expect(resolveHref('/help/', '/deal')).toBe('/help');
    expect(resolveHref('/help//?topic=a', '/deal')).toBe('/help?topic=a');
    expect(resolveHref('/', '/deal')).toBe('/');
  });

  it('leaves other links alone', () => {
    expect(resolveHref('//cdn.example.com/a/', '/deal')).toBe('//cdn.example.com/a/');
    expect(resolveHref('https://example.com/', '/deal')).toBe('https://example.com/');
  });
});
