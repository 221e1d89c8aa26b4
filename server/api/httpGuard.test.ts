/**
 * @jest-environment node
 */
import { jsonBodyProblem, NUL_MESSAGE, TOO_DEEP_MESSAGE, unsafeRequest } from './httpGuard';

const json = { 'content-type': 'application/json' };

describe('unsafeRequest', () => {
  it('refuses a JSON body holding a NUL anywhere, before the route reads it', () => {
    for (const body of [{ email: 'a\u0000@example.com' }, { events: [{ properties: { ['k\u0000']: 1 } }] }, { nested: [[{ name: 'Ann\u0000' }]] }]) {
      expect(unsafeRequest({ method: 'POST', headers: json, body })).toEqual({ status: 400, message: NUL_MESSAGE });
    }
    expect(unsafeRequest({ method: 'POST', headers: json, body: { message: 'Line one\nline two\ttabbed', email: 'a@example.com' } })).toBeNull();
  });

  it('leaves bytes alone (uploads), and walks any depth without overflowing', () => {
    expect(jsonBodyProblem(Buffer.from([0, 1, 2]))).toBeNull();
    let deep: unknown = 'a';
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 ? [deep] : { k: deep };
    expect(jsonBodyProblem(deep)).toBe(TOO_DEEP_MESSAGE);
    let nulDeep: unknown = 'a\u0000';
    for (let i = 0; i < 31; i += 1) nulDeep = i % 2 ? [nulDeep] : { k: nulDeep };
    expect(jsonBodyProblem(nulDeep)).toBe(NUL_MESSAGE);
  });
});
