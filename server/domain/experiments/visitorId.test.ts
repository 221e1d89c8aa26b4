/**
 * @jest-environment node
 */
import { assign, SID_PATTERN } from '@/lib/growth/experiments/assign';
import { mapExperiment } from '@/lib/growth/experiments/definitions';
import { experimentsFrom, MEMBERSHIP_MODEL } from '@/lib/growth/experiments/experiments';
import { setSessionSecretForTests } from '@/server/platform/signing';
import { assignmentUnit, newVisitorId, signVisitorId, verifiedVisitorId } from './visitorId';

beforeAll(() => setSessionSecretForTests('visitor-id-test-secret-of-32-characters!'));
afterAll(() => setSessionSecretForTests(undefined));

describe('a new visitor id', () => {
  it('has the shape the browser tracker keeps as its sid, is accepted back, and never repeats', () => {
    const ids = Array.from({ length: 5_000 }, () => newVisitorId());
    for (const id of ids.slice(0, 50)) {
      expect(id).toMatch(/^v[0-9a-f]{23}[A-Za-z0-9_-]{16}$/);
      expect(SID_PATTERN.test(id)).toBe(true);
      expect(verifiedVisitorId(id)).toBe(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is refused when a browser made it, changed it, or another server signed it', () => {
    const id = newVisitorId();
    expect(verifiedVisitorId('visitor-i-chose-0001')).toBeNull();
    expect(verifiedVisitorId('0123456789abcdef01234567')).toBeNull();
    // Another id with this one's signature, and this id with a changed signature.
    expect(verifiedVisitorId(`${'f'.repeat(24)}${id.slice(24)}`)).toBeNull();
    expect(verifiedVisitorId(`${id.slice(0, 39)}${id.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(verifiedVisitorId(`${id}x`)).toBeNull();
    expect(verifiedVisitorId(undefined)).toBeNull();
    setSessionSecretForTests('another-server-secret-of-32-characters!!');
    try {
      expect(verifiedVisitorId(id)).toBeNull();
    } finally {
      setSessionSecretForTests('visitor-id-test-secret-of-32-characters!');
    }
  });

  it('splits new visitors evenly between an experiment’s groups', () => {
    const n = 10_000;
    let inVariant = 0;
    const everyone = mapExperiment(
      { key: MEMBERSHIP_MODEL, status: 'running', trafficPercent: 100, variants: [{ key: 'control' }, { key: 'variant' }] },
      new Set(),
    );
    const [experiment] = experimentsFrom([everyone!], new Date());
    for (let i = 0; i < n; i += 1) if (assign(assignmentUnit(newVisitorId()), experiment!).variant_value) inVariant += 1;
    expect(inVariant / n).toBeGreaterThan(0.47);
    expect(inVariant / n).toBeLessThan(0.53);
  });

  it('names the visit bucket it was issued in, which is what experiments assign on; an id from before buckets assigns on itself', () => {
    const id = newVisitorId('2a');
    expect(id.slice(0, 3)).toBe('v2a');
    expect(assignmentUnit(id)).toBe('bucket-2a');
    expect(assignmentUnit(newVisitorId('2a'))).toBe(assignmentUnit(id));
    const legacy = signVisitorId('b2a456789abcdef012345678');
    expect(verifiedVisitorId(legacy)).toBe(legacy);
    expect(assignmentUnit(legacy)).toBe(legacy);
    // Another bucket on this id's signature is refused, so a visitor cannot move themselves to another bucket.
    expect(verifiedVisitorId(`v2b${id.slice(3)}`)).toBeNull();
  });
});
