import { eq } from 'drizzle-orm';
import { database } from '@/db';
import { studioUsers } from '@/db/schema';
import { mintQaGrant } from '@/server/site/studioGrants';
import type { StudioRole } from '@/lib/rules/studioRoles';
import { closeSession, openSession, sessionIdOf } from '@/studio-local/access/sessions';

let people = 0;

/** A studio person with `role` and an open session, on the database the harness runs: what grants are minted from. */
export async function studioPerson(role: StudioRole = 'marketer') {
  const { db } = await database();
  const [user] = await db
    .insert(studioUsers)
    .values({ email: `grant-tester-${(people += 1)}-${Date.now()}@studio.example`, role, invitedBy: 'admin@studio.example' })
    .returning({ id: studioUsers.id });
  const { secret } = await openSession(user!.id);
  return {
    session: sessionIdOf(secret),
    /** `fe_qa=…` pinning `groups` on `brand`, as the studio's QA link issues it to this person. */
    qaCookie: (groups: string, brand: string) => `fe_qa=${mintQaGrant({ session: sessionIdOf(secret), brand, groups })}`,
    signOut: () => closeSession(secret),
    setRole: (next: StudioRole) => db.update(studioUsers).set({ role: next }).where(eq(studioUsers.id, user!.id)),
  };
}
