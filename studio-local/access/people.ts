import { asc, count, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { database, isUniqueViolation } from '@/db';
import { studioUsers } from '@/db/schema';
import { emailField } from '@/lib/rules/validation/fields';
import { isStudioRole, type StudioRole } from '@/lib/rules/studioRoles';
import { StudioProblem } from './problem';
import type { StudioUser } from './sessions';

/**
 * The studio's people: admins invite by email and give one role; the first
 * admin comes from the studio token (bootstrapFirstAdmin). There is always at
 * least one admin, so nobody can lock the team out of its own studio.
 */

export interface StudioPerson extends StudioUser {
  invitedBy: string | null;
  createdAt: string;
}

/** Any fixed number, the same on every instance: the advisory lock for changes to people. */
const PEOPLE_LOCK = 7_314_002;

const personInput = z.object({ email: emailField, role: z.string() });

export async function listPeople(): Promise<StudioPerson[]> {
  const { db } = await database();
  const rows = await db.select().from(studioUsers).orderBy(asc(studioUsers.email));
  return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, invitedBy: r.invitedBy, createdAt: r.createdAt.toISOString() }));
}

export async function personByEmail(email: string): Promise<StudioUser | null> {
  const { db } = await database();
  const [row] = await db
    .select({ id: studioUsers.id, email: studioUsers.email, role: studioUsers.role })
    .from(studioUsers)
    .where(eq(studioUsers.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function nobodyYet(): Promise<boolean> {
  const { db } = await database();
  const [row] = await db.select({ n: count() }).from(studioUsers);
  return Number(row?.n ?? 0) === 0;
}

function parsePerson(body: unknown): { email: string; role: StudioRole } {
  const parsed = personInput.safeParse(body);
  if (!parsed.success) throw new StudioProblem(400, 'Enter the person’s work email, like name@company.com.');
  if (!isStudioRole(parsed.data.role)) throw new StudioProblem(400, 'Choose a role: admin, editor, marketer or analyst.');
  return { email: parsed.data.email, role: parsed.data.role };
}

export async function invitePerson(body: unknown, by: StudioUser): Promise<StudioPerson> {
  const { email, role } = parsePerson(body);
  const { db } = await database();
  try {
    const [row] = await db.insert(studioUsers).values({ email, role, invitedBy: by.email }).returning();
    return { id: row!.id, email: row!.email, role: row!.role, invitedBy: row!.invitedBy, createdAt: row!.createdAt.toISOString() };
  } catch (error) {
    if (isUniqueViolation(error)) throw new StudioProblem(409, `${email} already has access to the studio.`);
    throw error;
  }
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof database>>['db']['transaction']>[0]>[0];

/**
 * Runs a change to someone's role or access one at a time across every
 * instance (a transaction-scoped advisory lock), so two admins demoting or
 * removing each other at the same moment cannot leave the studio without one.
 */
async function withPeopleLock<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const { db } = await database();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PEOPLE_LOCK})`);
    return work(tx);
  });
}

/** Fails when `id` is the last admin and the change would end that. */
async function keepAnAdmin(tx: Tx, id: number): Promise<'admin' | 'editor' | 'marketer' | 'analyst'> {
  const [person] = await tx.select({ role: studioUsers.role }).from(studioUsers).where(eq(studioUsers.id, id)).limit(1);
  if (!person) throw new StudioProblem(404, 'That person no longer has access.');
  if (person.role === 'admin') {
    const admins = await tx.select({ id: studioUsers.id }).from(studioUsers).where(eq(studioUsers.role, 'admin'));
    if (admins.filter((a) => a.id !== id).length === 0) throw new StudioProblem(409, 'The studio needs at least one admin. Make someone else an admin first.');
  }
  return person.role;
}

export async function changeRole(id: number, role: unknown): Promise<void> {
  if (!isStudioRole(role)) throw new StudioProblem(400, 'Choose a role: admin, editor, marketer or analyst.');
  await withPeopleLock(async (tx) => {
    if (role !== 'admin') await keepAnAdmin(tx, id);
    else {
      const [person] = await tx.select({ id: studioUsers.id }).from(studioUsers).where(eq(studioUsers.id, id)).limit(1);
      if (!person) throw new StudioProblem(404, 'That person no longer has access.');
    }
    await tx.update(studioUsers).set({ role }).where(eq(studioUsers.id, id));
  });
}

/** Removes a person; their sessions and links go with them (foreign keys cascade), so their next request is refused. */
export async function removePerson(id: number): Promise<void> {
  await withPeopleLock(async (tx) => {
    await keepAnAdmin(tx, id);
    await tx.delete(studioUsers).where(eq(studioUsers.id, id));
  });
}

/**
 * The studio token creates the first admin, once: only while nobody has
 * access yet. The unique index on the bootstrap row (invited_by is null)
 * makes two simultaneous attempts create one admin, not two.
 */
export async function bootstrapFirstAdmin(email: unknown): Promise<StudioUser | null> {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) throw new StudioProblem(400, 'Enter your work email, like name@company.com.');
  if (!(await nobodyYet())) return null;
  const { db } = await database();
  try {
    const [row] = await db
      .insert(studioUsers)
      .values({ email: parsed.data, role: 'admin', invitedBy: null })
      .returning({ id: studioUsers.id, email: studioUsers.email, role: studioUsers.role });
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
