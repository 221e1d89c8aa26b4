/**
 * @jest-environment node
 */
import { signPreviewBrand, signQaGroups, tokenMatches, verifiedPreviewBrand, verifiedQaGroups } from './auth';

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

  it('QA overrides count only as the studio signed them, for a day', () => {
    const groups = 'pricing=monthly_39|reskinned_landing_v1=variant';
    const cookie = signQaGroups(groups, 'token-a');
    expect(verifiedQaGroups(cookie, 'token-a')).toBe(groups);
    // Written by the visitor: unsigned, signed with another token, or with a cheaper group swapped in.
    expect(verifiedQaGroups(groups, 'token-a')).toBeUndefined();
    expect(verifiedQaGroups(cookie, 'token-b')).toBeUndefined();
    expect(verifiedQaGroups(cookie.replace('monthly_39', 'monthly_19'), 'token-a')).toBeUndefined();
    expect(verifiedQaGroups(cookie, null)).toBeUndefined();
    const old = signQaGroups(groups, 'token-a', Date.now() - 86_401_000);
    expect(verifiedQaGroups(old, 'token-a')).toBeUndefined();
  });
});
