/**
 * @jest-environment node
 */
import { newSession, signPreviewBrand, tokenMatches, validSession, verifiedPreviewBrand } from './auth';

describe('studio auth', () => {
  it('accepts only the exact token', () => {
    expect(tokenMatches('s3cret-token', 's3cret-token')).toBe(true);
    expect(tokenMatches('s3cret-toke', 's3cret-token')).toBe(false);
    expect(tokenMatches(undefined, 's3cret-token')).toBe(false);
    expect(tokenMatches('x'.repeat(10_000), 's3cret-token')).toBe(false);
  });

  it('sessions are signed with the token and expire', () => {
    const { value } = newSession('token-a', 1_000_000);
    expect(validSession(value, 'token-a', 1_000_001)).toBe(true);
    expect(validSession(value, 'token-b', 1_000_001)).toBe(false);
    expect(validSession(value, 'token-a', 1_000_000 + 13 * 3_600_000)).toBe(false);
    expect(validSession(value.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')), 'token-a', 1_000_001)).toBe(false);
    expect(validSession('garbage', 'token-a')).toBe(false);
  });

  it('preview brand cookies must carry a valid signature', () => {
    const cookie = signPreviewBrand('tidy-nest', 'token-a');
    expect(verifiedPreviewBrand(cookie, 'token-a')).toBe('tidy-nest');
    expect(verifiedPreviewBrand(cookie, 'token-b')).toBeNull();
    expect(verifiedPreviewBrand('tidy-nest.forged', 'token-a')).toBeNull();
    expect(verifiedPreviewBrand(cookie.replace('tidy-nest', 'bright-maids'), 'token-a')).toBeNull();
    expect(verifiedPreviewBrand(cookie, null)).toBeNull();
  });
});
