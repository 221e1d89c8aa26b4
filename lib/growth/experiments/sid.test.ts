/**
 * @jest-environment node
 */
import { assign, newSid, SID_PATTERN } from './assign';
import { mapExperiment } from './definitions';
import { experimentsFrom, MEMBERSHIP_MODEL } from './experiments';

describe('a new visitor id', () => {
  it('is 24 hex characters that the proxy accepts back from the cookie, and never repeats', () => {
    const ids = Array.from({ length: 5_000 }, () => newSid());
    for (const id of ids.slice(0, 50)) {
      expect(id).toMatch(/^[0-9a-f]{24}$/);
      expect(SID_PATTERN.test(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('splits new visitors evenly between an experiment’s groups', () => {
    const n = 10_000;
    let inVariant = 0;
    const everyone = mapExperiment(
      { key: MEMBERSHIP_MODEL, status: 'running', trafficPercent: 100, variants: [{ key: 'control' }, { key: 'variant' }] },
      new Set(),
    );
    const [experiment] = experimentsFrom([everyone!], new Date());
    for (let i = 0; i < n; i += 1) if (assign(newSid(), experiment!).variant_value) inVariant += 1;
    expect(inVariant / n).toBeGreaterThan(0.47);
    expect(inVariant / n).toBeLessThan(0.53);
  });
});
