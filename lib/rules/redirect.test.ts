import fc from 'fast-check';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/survey', '/survey'],
    ['/survey?code=1#x', '/survey?code=1#x'],
    ['/a/../survey', '/survey'],
    ['/deal?next=//evil.com', '/deal?next=//evil.com'],
  ])('keeps the same-site path %j → %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/ok\\..',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/..//evil.com',
    '/.//evil.com',
    '/%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '/a\nb',
    '/\t/evil.com',
    'survey',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('never returns anything a browser would send to another host', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom('', '/', '//', '/..', '/./', '/%2f', '\\'), (tail, head) => {
        const result = safeRedirect(`${head}${tail}`);
        if (result === null) return;
        expect(new URL(result, 'https://www.sparkle-clean.com').host).toBe('www.sparkle-clean.com');
        expect(result).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 2000, seed: 20261123 },
    );
  });
});
