/**
 * @jest-environment node
 */
import { tokenMatches } from './auth';

describe('studio auth', () => {
  it('accepts only the exact token', () => {
    expect(tokenMatches('s3cret-token', 's3cret-token')).toBe(true);
    expect(tokenMatches('s3cret-toke', 's3cret-token')).toBe(false);
    expect(tokenMatches(undefined, 's3cret-token')).toBe(false);
    expect(tokenMatches('x'.repeat(10_000), 's3cret-token')).toBe(false);
  });
});
