/**
 * @jest-environment node
 */
import { startHarness, type Harness } from '../../server/testing/harness';
import { studioUsers } from '@/db/schema';
import { closeSession, csrfMatches, openSession, redeemStaffSignInLink, sessionUser, staffSignInLink } from './sessions';

let api: Harness;
let userId: number;
beforeAll(async () => {
  api = await startHarness();
  const [row] = await api.database.db
    .insert(studioUsers)
    .values({ email: 'ed@example.com', role: 'editor', invitedBy: 'lead@example.com' })
    .returning({ id: studioUsers.id });
  userId = row!.id;
}, 60_000);
afterAll(() => api.close());

describe('studio sessions', () => {
  it('belong to a person, end when signed out, and are stored only as a hash', async () => {
    const session = await openSession(userId);
    expect(await sessionUser(session.secret)).toEqual({ id: userId, email: 'ed@example.com', role: 'editor' });
    expect(await api.count(`studio_sessions where id = '${session.secret}'`)).toBe(0);
    await closeSession(session.secret);
    expect(await sessionUser(session.secret)).toBeNull();
  });

  it('expire after 12 hours; made-up secrets are nobody', async () => {
    const session = await openSession(userId);
    expect(await sessionUser(session.secret, new Date(Date.now() + 13 * 3_600_000))).toBeNull();
    expect(await sessionUser('made-up-secret-made-up-secret')).toBeNull();
    expect(await sessionUser(undefined)).toBeNull();
  });

  it('bind the CSRF token to the session', async () => {
    const a = await openSession(userId);
    const b = await openSession(userId);
    expect(csrfMatches(a.csrf, a.secret)).toBe(true);
    expect(csrfMatches(b.csrf, a.secret)).toBe(false);
    expect(csrfMatches(undefined, a.secret)).toBe(false);
  });

  it('sign-in tokens work once, within 15 minutes', async () => {
    const token = new URL(await staffSignInLink(userId, 'http://localhost')).searchParams.get('token');
    const [first, second] = await Promise.all([redeemStaffSignInLink(token), redeemStaffSignInLink(token)]);
    expect([first, second].filter((id) => id === userId)).toHaveLength(1);
    const late = new URL(await staffSignInLink(userId, 'http://localhost')).searchParams.get('token');
    expect(await redeemStaffSignInLink(late, new Date(Date.now() + 16 * 60_000))).toBeNull();
    expect(await redeemStaffSignInLink('nope')).toBeNull();
  });
});
