import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { database, type Db } from '@/db';
import { events, purchases, referralCodes } from '@/db/schema';
import { EXPERIMENTS, groupsOf } from '@/lib/growth/experiments/experiments';
import { excludedFromTracking } from '@/lib/rules/audience';
import { REFERRAL_COOKIE, referralCode } from '@/lib/rules/referral';
import { funnelSteps, type ExperimentFunnelRow, type FunnelRow, type ReferralFunnelRow } from '@/lib/growth/funnel';
import { EVENT_NAMES, FUNNEL_STEPS } from '@/lib/growth/tracking/events';

/** The embedded analytics sink: validated batches from the tracker, stored per brand and ad group. */

const batchSchema = z.object({
  context: z.object({
    sid: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    adGroupId: z.optional(z.nullable(z.string().check(z.regex(/^\d{1,20}$/)))),
    path: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
  }),
  events: z.array(
    z.object({
      name: z.string().check(z.refine((name) => EVENT_NAMES.has(name), 'Unknown event')),
      at: z.optional(z.string().check(z.maxLength(40))),
      properties: z.optional(z.record(z.string().check(z.maxLength(64)), z.unknown())),
    }),
  ).check(z.minLength(1), z.maxLength(50)),
});

const DAY_MS = 86_400_000;

export interface EventRequestFacts {
  brandKey: string;
  /** The visitor's experiment groups (the `fecohorts` cookie the proxy set). */
  cohorts?: Record<string, string>;
  /** The request's cookies: agent and bot sessions are recorded but left out of every count. */
  cookies: Readonly<Record<string, string | undefined>>;
  now: Date;
}

/** Stores a batch; returns the number stored (and whether it was an agent's or a bot's), or a reason it was refused. */
export async function recordEvents(db: Db, body: unknown, facts: EventRequestFacts): Promise<{ stored: number; excluded: boolean } | { error: string }> {
  const parsed = batchSchema.safeParse(body);
  if (!parsed.success) return { error: 'The batch is not valid.' };
  const { context, events: batch } = parsed.data;
  const excluded = excludedFromTracking(facts.cookies, context.path);
  const referral = referralCode(facts.cookies[REFERRAL_COOKIE]);
  const rows = [];
  for (const event of batch) {
    const properties = event.properties ?? {};
    if (JSON.stringify(properties).length > 2048) return { error: 'Event properties are too large.' };
    const at = event.at ? new Date(event.at) : facts.now;
    // Clocks drift; anything implausible is stamped on arrival.
    const occurredAt = Number.isNaN(at.getTime()) || Math.abs(at.getTime() - facts.now.getTime()) > DAY_MS ? facts.now : at;
    rows.push({ name: event.name, brandKey: facts.brandKey, adGroupId: context.adGroupId ?? null, sessionId: context.sid, path: context.path ?? null, properties, cohorts: facts.cohorts ?? {}, excluded, referralCode: referral, occurredAt });
  }
  await db.insert(events).values(rows);
  return { stored: rows.length, excluded };
}

/** Visitors → zipcode → lead → payment → purchase per brand and ad group, counted in distinct sessions. */
export async function funnel(db: Db): Promise<FunnelRow[]> {
  const names = FUNNEL_STEPS.map((s) => s.event);
  const rows = await db
    .select({ brandKey: events.brandKey, adGroupId: events.adGroupId, name: events.name, sessions: sql<number>`count(distinct ${events.sessionId})::int` })
    .from(events)
    .where(and(eq(events.excluded, false), inArray(events.name, names)))
    .groupBy(events.brandKey, events.adGroupId, events.name);
  const groups = new Map<string, { brandKey: string; adGroupId: string | null; counts: Map<string, number> }>();
  for (const row of rows) {
    const key = `${row.brandKey}|${row.adGroupId ?? ''}`;
    const group = groups.get(key) ?? { brandKey: row.brandKey, adGroupId: row.adGroupId, counts: new Map() };
    group.counts.set(row.name, row.sessions);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ brandKey, adGroupId, counts }) => ({ brandKey, adGroupId, steps: funnelSteps(counts) }))
    .sort((a, b) => a.brandKey.localeCompare(b.brandKey) || (a.adGroupId ?? '').localeCompare(b.adGroupId ?? ''));
}

/**
 * The same funnel per experiment and group, from the groups each event was
 * recorded with. Agent and bot sessions are left out, as in the funnel.
 */
export async function experimentFunnel(db: Db): Promise<ExperimentFunnelRow[]> {
  const names = FUNNEL_STEPS.map((s) => s.event);
  const result: ExperimentFunnelRow[] = [];
  for (const experiment of EXPERIMENTS) {
    const { id } = experiment;
    const groups = groupsOf(experiment);
    const group = sql<string>`${events.cohorts} ->> ${id}`;
    const rows = await db
      .select({ group, name: events.name, sessions: sql<number>`count(distinct ${events.sessionId})::int` })
      .from(events)
      .where(and(eq(events.excluded, false), inArray(events.name, names), sql`${events.cohorts} ->> ${id} is not null`))
      // By position: the bound id makes each `->>` expression a different parameter.
      .groupBy(sql`1`, events.name);
    for (const g of groups) {
      const counts = new Map(rows.filter((r) => r.group === g).map((r) => [r.name, r.sessions]));
      if (counts.size) result.push({ experimentId: id, group: g, steps: funnelSteps(counts) });
    }
  }
  return result;
}

/**
 * Referrals as a traffic source: the funnel of visits that came with a known
 * referral code, beside the purchases credited to that referrer (recorded
 * with the purchase itself, so they count even without the tracker).
 */
export async function referralFunnel(db: Db): Promise<ReferralFunnelRow[]> {
  const names = FUNNEL_STEPS.map((s) => s.event);
  const rows = await db
    .select({ code: events.referralCode, name: events.name, sessions: sql<number>`count(distinct ${events.sessionId})::int` })
    .from(events)
    .where(and(eq(events.excluded, false), inArray(events.name, names), isNotNull(events.referralCode)))
    .groupBy(events.referralCode, events.name);
  const credited = await db
    .select({ code: purchases.referralCode, purchases: sql<number>`count(*)::int` })
    .from(purchases)
    .where(isNotNull(purchases.referralCode))
    .groupBy(purchases.referralCode);
  const hosts = await db.select().from(referralCodes);
  const result: ReferralFunnelRow[] = [];
  for (const host of hosts) {
    const counts = new Map(rows.filter((r) => r.code === host.code).map((r) => [r.name, r.sessions]));
    const purchasesCredited = credited.find((c) => c.code === host.code)?.purchases ?? 0;
    if (counts.size || purchasesCredited) result.push({ code: host.code, hostName: host.hostName, steps: funnelSteps(counts), purchasesCredited });
  }
  return result.sort((a, b) => b.purchasesCredited - a.purchasesCredited || a.code.localeCompare(b.code));
}

export interface StudioFunnels {
  funnel: FunnelRow[];
  experiments: ExperimentFunnelRow[];
  referrals: ReferralFunnelRow[];
}

/** Every funnel, as the studio's Funnel view shows them. */
export async function studioFunnels(): Promise<StudioFunnels> {
  const { db } = await database();
  return { funnel: await funnel(db), experiments: await experimentFunnel(db), referrals: await referralFunnel(db) };
}
