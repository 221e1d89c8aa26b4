import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/db';
import { events } from '@/db/schema';
import { excludedFromTracking } from '@/lib/rules/audience';
import { REFERRAL_COOKIE, referralCode } from '@/lib/rules/referral';
import { EVENTS } from '@/lib/growth/tracking/events';

/** The event names the sink accepts. */
const EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(EVENTS));

/**
 * The embedded analytics sink: validated batches from the tracker, stored per
 * brand and ad group. Anyone can send events, so they count only the funnel's
 * steps before the payment (server/domain/funnelReport.ts); each is checked
 * to be what the tracker sends (a known name, a time, a path, up to 16 plain
 * values), and one client can add only so many new visitors an hour.
 */

/** What the tracker's properties hold: plan keys, hours, prices, flags, a cohort list. */
const propertyValue = z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean(), z.null()]);

const batchSchema = z.object({
  context: z.object({
    sid: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    adGroupId: z.optional(z.nullable(z.string().check(z.regex(/^\d{1,20}$/)))),
    path: z.optional(z.nullable(z.string().check(z.maxLength(256), z.regex(/^\/[^\s]*$/)))),
  }),
  events: z
    .array(
      z.object({
        name: z.string().check(z.refine((name) => EVENT_NAMES.has(name), 'Unknown event')),
        at: z.optional(z.iso.datetime()),
        properties: z.optional(
          z.record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/)), propertyValue).check(z.refine((p) => Object.keys(p).length <= 16)),
        ),
      }),
    )
    .check(z.minLength(1), z.maxLength(50)),
});

const DAY_MS = 86_400_000;

export interface EventRequestFacts {
  brandKey: string;
  /** The visitor's experiment groups (the `fecohorts` cookie the proxy set). */
  cohorts?: Record<string, string>;
  /** The request's cookies: agent and bot sessions are recorded but left out of every count. */
  cookies: Readonly<Record<string, string | undefined>>;
  now: Date;
  /**
   * Asked when the batch starts a visitor the sink has not seen: whether the client may add one more (a limit per
   * client). A visitor past it is recorded but left out of every count, like a bot. Without it, any number may.
   */
  newVisitor?: () => Promise<boolean>;
}

/** Stores a batch; returns the number stored (and whether it was an agent's or a bot's), or a reason it was refused. */
export async function recordEvents(db: Db, body: unknown, facts: EventRequestFacts): Promise<{ stored: number; excluded: boolean } | { error: string }> {
  const parsed = batchSchema.safeParse(body);
  if (!parsed.success) return { error: 'The batch is not valid.' };
  const { context, events: batch } = parsed.data;
  const overVisitorLimit = async (newVisitor: () => Promise<boolean>) => {
    const seen = await db.select({ id: events.id }).from(events).where(eq(events.sessionId, context.sid)).limit(1);
    return seen.length === 0 && !(await newVisitor());
  };
  const excluded = excludedFromTracking(facts.cookies, context.path) || (facts.newVisitor !== undefined && (await overVisitorLimit(facts.newVisitor)));
  const referral = referralCode(facts.cookies[REFERRAL_COOKIE]);
  const rows = [];
  for (const event of batch) {
    const properties = event.properties ?? {};
    if (JSON.stringify(properties).length > 2048) return { error: 'Event properties are too large.' };
    const at = event.at ? new Date(event.at) : facts.now;
    // Clocks drift; anything implausible is stamped on arrival.
    const occurredAt = Number.isNaN(at.getTime()) || Math.abs(at.getTime() - facts.now.getTime()) > DAY_MS ? facts.now : at;
    rows.push({
      name: event.name,
      brandKey: facts.brandKey,
      adGroupId: context.adGroupId ?? null,
      sessionId: context.sid,
      path: context.path ?? null,
      properties,
      cohorts: facts.cohorts ?? {},
      excluded,
      referralCode: referral,
      occurredAt,
    });
  }
  await db.insert(events).values(rows);
  return { stored: rows.length, excluded };
}
