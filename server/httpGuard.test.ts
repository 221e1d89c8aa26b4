/**
 * @jest-environment node
 */
import { holdsNul, NUL_MESSAGE, unsafeRequest } from './httpGuard';

const json = { 'content-type': 'application/json' };

describe('unsafeRequest', () => {
  it('refuses a JSON body holding a NUL anywhere, before the route reads it', () => {
    for (const body of [{ email: 'a\u0000@example.com' }, { events: [{ properties: { ['k\u0000']: 1 } }] }, { nested: [[{ name: 'Ann\u0000' }]] }]) {
      expect(unsafeRequest({ method: 'POST', headers: json, body })).toEqual({ status: 400, message: NUL_MESSAGE });
    }
    expect(unsafeRequest({ method: 'POST', headers: json, body: { message: 'Line one\nline two\ttabbed', email: 'a@example.com' } })).toBeNull();
  });

  it('leaves bytes alone (uploads) and finds a NUL however deep it is nested', () => {
    expect(holdsNul(Buffer.from([0, 1, 2]))).toBe(false);
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 ? [deep] : { k: deep };
    expect(holdsNul(deep)).toBe(true);
  });
});
