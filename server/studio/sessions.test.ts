/**
 * @jest-environment node
 */
import { startHarness, type Harness } from '../testing/harness';
import { closeSession, csrfMatches, openSession, sessionIsValid } from './sessions';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
}, 60_000);
afterAll(() => api.close());

describe('studio sessions', () => {
  it('end when signed out, stored only as a hash', async () => {
    const session = await openSession('studio-token-one');
    expect(await sessionIsValid(session.secret, 'studio-token-one')).toBe(true);
    expect(await api.count(`studio_sessions where id = '${session.secret}'`)).toBe(0);
    await closeSession(session.secret);
    expect(await sessionIsValid(session.secret, 'studio-token-one')).toBe(false);
  });

  it('end when the studio token changes, and expire after 12 hours', async () => {
    const session = await openSession('studio-token-one');
    expect(await sessionIsValid(session.secret, 'studio-token-two')).toBe(false);
    expect(await sessionIsValid(session.secret, 'studio-token-one', new Date(Date.now() + 13 * 3_600_000))).toBe(false);
    expect(await sessionIsValid('made-up-secret', 'studio-token-one')).toBe(false);
    expect(await sessionIsValid(undefined, 'studio-token-one')).toBe(false);
  });

  it('bind the CSRF token to the session', async () => {
    const a = await openSession('studio-token-one');
    const b = await openSession('studio-token-one');
    expect(csrfMatches(a.csrf, a.secret)).toBe(true);
    expect(csrfMatches(b.csrf, a.secret)).toBe(false);
    expect(csrfMatches(undefined, a.secret)).toBe(false);
  });
});
