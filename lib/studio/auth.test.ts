/**
 * @jest-environment node
 */
import { signPreviewBrand, tokenMatches, verifiedPreviewBrand } from './auth';

describe('studio auth', () => {
  it('accepts only the exact token', () => {
    expect(tokenMatches('s3cret-token', 's3cret-token')).toBe(true);
    expect(tokenMatches('s3cret-toke', 's3cret-token')).toBe(false);
    expect(tokenMatches(undefined, 's3cret-token')).toBe(false);
    expect(tokenMatches('x'.repeat(10_000), 's3cret-token')).toBe(false);
  });

  it('preview brand cookies must carry a valid signature', () => {
    const cookie = signPreviewBrand('tidy-nest', 'token-a');
    expect(verifiedPreviewBrand(cookie, 'token-a')).toBe('tidy-nest');
    expect(verifiedPreviewBrand(cookie, 'token-b')).toBeNull();
    expect(verifiedPreviewBrand('tidy-nest.forged', 'token-a')).toBeNull();
    expect(verifiedPreviewBrand(cookie.replace('tidy-nest', 'bright-maids'), 'token-a')).toBeNull();
    expect(verifiedPreviewBrand(cookie, null)).toBeNull();
    // Signed an hour ago and more: expired.
    const old = signPreviewBrand('tidy-nest', 'token-a', Date.now() - 3_601_000);
    expect(verifiedPreviewBrand(old, 'token-a')).toBeNull();
    expect(verifiedPreviewBrand(old.replace(/\.(\d+)\./, (_, t: string) => `.${Number(t) + 7200}.`), 'token-a')).toBeNull();
  });
});
