import { brandCandidateFromHost, fallbackKeyOf, resolveBrandKey } from './brand';

describe('brandCandidateFromHost', () => {
  it.each([
    ['www.sparkle-clean.com', 'sparkle-clean'],
    ['sparkle-clean.com', 'sparkle-clean'],
    ['a.b.sparkle-clean.com', 'sparkle-clean'],
    ['WWW.Sparkle-Clean.COM', 'sparkle-clean'],
    ['www.sparkle-clean.com.', 'sparkle-clean'],
    ['www.sparkle-clean.com:8443', 'sparkle-clean'],
    ['  tidy-nest.com  ', 'tidy-nest'],
  ])('%s → %s', (host, key) => {
    expect(brandCandidateFromHost(host)).toBe(key);
  });

  it.each([
    ['localhost'],
    ['localhost:3000'],
    ['127.0.0.1'],
    ['127.0.0.1:3000'],
    ['[::1]'],
    ['[::1]:3000'],
    ['::1'],
    ['2001:db8::1'],
    [''],
    ['.'],
    ['..com'],
    ['-bad-.com'],
    ['under_score.com'],
    ['exa mple.com'],
    ['example.com:port'],
    ['example.com:123456'],
    ['ünïcode.com'],
    ['a'.repeat(300) + '.com'],
    ['x'.repeat(64) + '.com'],
  ])('%j has no brand candidate', (host) => {
    expect(brandCandidateFromHost(host)).toBeNull();
  });

  it('treats missing and non-string hosts as no candidate', () => {
    expect(brandCandidateFromHost(null)).toBeNull();
    expect(brandCandidateFromHost(undefined)).toBeNull();
    expect(brandCandidateFromHost(42 as unknown as string)).toBeNull();
  });
});

describe('resolveBrandKey', () => {
  const known = new Set(['sparkle-clean', 'tidy-nest', 'local']);

  it('serves a published brand on its own host', () => {
    expect(resolveBrandKey('www.tidy-nest.com', known, 'local')).toEqual({ key: 'tidy-nest', isFallback: false });
  });

  it('serves the fallback brand for localhost, IPs and unknown brands', () => {
    for (const host of ['localhost:3000', '127.0.0.1', 'www.unknown-brand.com', 'garbage host', null]) {
      expect(resolveBrandKey(host, known, 'local')).toEqual({ key: 'local', isFallback: true });
    }
  });
});

describe('fallbackKeyOf', () => {
  it('prefers the published brand marked as fallback, else the configured key', () => {
    const brands = [
      { key: 'sparkle-clean', isFallback: false },
      { key: 'staging', isFallback: true },
    ];
    expect(fallbackKeyOf(brands, 'local')).toBe('staging');
    expect(fallbackKeyOf(brands.slice(0, 1), 'local')).toBe('local');
  });
});
