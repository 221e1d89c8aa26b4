import { sql, type SQL } from 'drizzle-orm';
import { database, sqlRows, type Db } from '@/db';
import {
  CONTROL_GROUP,
  conversionStats,
  funnelSteps,
  MIN_VISITORS_FOR_STATS,
  type ExperimentFunnelRow,
  type FunnelContent,
  type FunnelRow,
  type ReferralFunnelRow,
  type StudioFunnels,
} from '@/lib/growth/funnel';
import { parseFunnelFilters, rangeInstants, type FunnelFilters } from '@/lib/growth/funnelFilters';
import { FUNNEL_STEPS, PAYMENT_STEP, PURCHASE_STEP } from '@/lib/growth/tracking/funnelSteps';

/**
 * The studio's Funnel view: how far each session got within a brand and a
 * range of days, by ad group, experiment group and referrer, and what its
 * purchases charged. A session is every visitor id with any event or payment
 * in the range; it counts at the furthest step it reached (FUNNEL_STEPS
 * order). The browser's events count the steps up to the lead; payments,
 * purchases and revenue come only from the server's records of each payment
 * (funnel_payments) and purchase, since anyone can send events (issue 38,
 * item 7). Agent and bot sessions are left out.
 */

/** Sessions per furthest step: index i holds the sessions that got to step i and no further. */
type Reach = number[];

const emptyReach = (): Reach => FUNNEL_STEPS.map(() => 0);

function addReach(target: Reach, step: number, sessions: number) {
  target[Math.min(Math.max(step, 0), target.length - 1)]! += sessions;
}

/** Reach summed over rows of (step, sessions). */
function reachOf(rows: readonly { step: number; sessions: number }[]): Reach {
  const reach = emptyReach();
  for (const row of rows) addReach(reach, row.step, row.sessions);
  return reach;
}

/** Revenue summed over rows (bigint sums arrive as text). */
const revenueOf = (rows: readonly { revenue_cents: number | string }[]) => rows.reduce((sum, row) => sum + Number(row.revenue_cents), 0);

/** The step one browser event stands for: those before the payment by name, any other a visit (step 0). */
const browserStep = sql`case name ${sql.join(
  FUNNEL_STEPS.flatMap((step, i) => (i > 0 && step.event ? [sql`when ${step.event} then ${sql.raw(String(i))}`] : [])),
  sql` `,
)} else 0 end`;

function inRange(filters: FunnelFilters, table: string): SQL {
  const { start, end } = rangeInstants(filters);
  const column = (name: string) => sql.raw(`${table}.${name}`);
  const brand = filters.brandKey ? sql` and ${column('brand_key')} = ${filters.brandKey}` : sql``;
  return sql`not ${column('excluded')} and ${column('occurred_at')} >= ${start.toISOString()} and ${column('occurred_at')} < ${end.toISOString()}${brand}`;
}

/**
 * Every step taken in the range, one row each: the browser's events, and one row per quote a payment was made for
 * (its first attempt's visit), at the purchase step with the quote's price when it was bought.
 */
function steps(filters: FunnelFilters): SQL {
  return sql`(
    (select e.session_id, e.brand_key, e.ad_group_id, e.occurred_at, e.id as ord, ${browserStep} as step, 0::bigint as revenue_cents, e.cohorts, e.referral_code
      from events e where ${inRange(filters, 'e')})
    union all
    (select distinct on (f.intent_id) f.session_id, f.brand_key, null::text, f.occurred_at, f.id,
        case when p.intent_id is null then ${sql.raw(String(PAYMENT_STEP))} else ${sql.raw(String(PURCHASE_STEP))} end,
        case when p.intent_id is null then 0 else q.price_cents end::bigint, f.cohorts, f.referral_code
      from funnel_payments f left join purchases p on p.intent_id = f.intent_id left join price_intents q on q.id = f.intent_id
      where ${inRange(filters, 'f')} order by f.intent_id, f.occurred_at, f.id)
  )`;
}

type StepRow = { step: number; sessions: number; revenue_cents: number | string };

/** Sessions per brand, ad group and furthest step. A session belongs to the first ad group it arrived with. */
export async function adGroupReach(db: Db, filters: FunnelFilters) {
  return sqlRows<StepRow & { brand_key: string; ad_group_id: string | null }>(
    db,
    sql`select brand_key, ad_group_id, step, count(*)::int as sessions, sum(revenue_cents)::bigint as revenue_cents from (
      select brand_key, (array_agg(ad_group_id order by occurred_at, ord) filter (where ad_group_id is not null))[1] as ad_group_id, max(step)::int as step, sum(revenue_cents) as revenue_cents
      from ${steps(filters)} s group by brand_key, session_id
    ) s group by brand_key, ad_group_id, step`,
  );
}

/** Sessions per experiment, group and furthest step, from the groups recorded with the session's events and payments. */
async function experimentReach(db: Db, filters: FunnelFilters) {
  return sqlRows<StepRow & { experiment_id: string; grp: string }>(
    db,
    sql`with taken as (select * from ${steps(filters)} s),
      reach as (select session_id, max(step)::int as step, sum(revenue_cents) as revenue_cents from taken group by session_id),
      cohort as (select distinct session_id, g.key as experiment_id, g.value as grp from taken cross join lateral jsonb_each_text(taken.cohorts) g)
    select experiment_id, grp, step, count(*)::int as sessions, sum(revenue_cents)::bigint as revenue_cents from cohort join reach using (session_id) group by experiment_id, grp, step`,
  );
}

/** Sessions per referral code and furthest step, for sessions that came with a code. */
async function referralReach(db: Db, filters: FunnelFilters) {
  return sqlRows<{ code: string; step: number; sessions: number }>(
    db,
    sql`select code, step, count(*)::int as sessions from (
      select max(referral_code) as code, max(step)::int as step from ${steps(filters)} s group by session_id
    ) s where code is not null group by code, step`,
  );
}

const KIND_ORDER = { named: 0, other: 1, direct: 2 } as const;

/**
 * Rows per brand and ad group: ids content does not know (retired or
 * mistyped ad groups) share one "Other ad groups" row per brand.
 */
function funnelRows(reach: Awaited<ReturnType<typeof adGroupReach>>, adGroupNames: ReadonlyMap<string, string>): FunnelRow[] {
  const groups = new Map<string, Omit<FunnelRow, 'steps'> & { reach: Reach }>();
  for (const row of reach) {
    const id = row.ad_group_id;
    const name = id === null ? undefined : adGroupNames.get(id);
    const kind = id === null ? 'direct' : name === undefined ? 'other' : 'named';
    const key = `${row.brand_key}|${kind}|${kind === 'named' ? id : ''}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        brandKey: row.brand_key,
        adGroupId: kind === 'named' ? id : null,
        adGroupKind: kind,
        adGroupName: kind === 'named' ? name! : kind === 'other' ? 'Other ad groups' : 'No ad group (direct)',
        rawAdGroupIds: [],
        revenueCents: 0,
        reach: emptyReach(),
      };
      groups.set(key, group);
    }
    if (id !== null && !group.rawAdGroupIds.includes(id)) group.rawAdGroupIds.push(id);
    addReach(group.reach, row.step, row.sessions);
    group.revenueCents += Number(row.revenue_cents);
  }
  return [...groups.values()]
    .map(({ reach: counts, ...row }) => ({ ...row, rawAdGroupIds: row.rawAdGroupIds.sort(), steps: funnelSteps(counts) }))
    .sort(
      (a, b) => a.brandKey.localeCompare(b.brandKey) || KIND_ORDER[a.adGroupKind] - KIND_ORDER[b.adGroupKind] || a.adGroupName.localeCompare(b.adGroupName),
    );
}

function experimentRows(reach: Awaited<ReturnType<typeof experimentReach>>, experimentGroups: FunnelContent['experimentGroups']): ExperimentFunnelRow[] {
  const result: ExperimentFunnelRow[] = [];
  // The published experiments' own groups only: the cohorts cookie is the browser's, and may carry anything.
  for (const [id, groups] of experimentGroups) {
    const experiment = { id };
    const perGroup = groups.flatMap((group) => {
      const matching = reach.filter((r) => r.experiment_id === experiment.id && r.grp === group);
      return matching.length ? [{ group, steps: funnelSteps(reachOf(matching)), revenueCents: revenueOf(matching) }] : [];
    });
    const control = perGroup.find((g) => g.group === CONTROL_GROUP)?.steps ?? null;
    for (const { group, steps, revenueCents } of perGroup) {
      result.push({ experimentId: experiment.id, group, steps, stats: conversionStats(steps, group === CONTROL_GROUP ? null : control), revenueCents });
    }
  }
  return result;
}

async function referralRows(db: Db, filters: FunnelFilters): Promise<ReferralFunnelRow[]> {
  const reach = await referralReach(db, filters);
  const { start, end } = rangeInstants(filters);
  // Purchases record no brand: credited purchases count every brand's within the range.
  const credited = await sqlRows<{ code: string; purchases: number }>(
    db,
    sql`select referral_code as code, count(*)::int as purchases from purchases
      where referral_code is not null and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()} group by referral_code`,
  );
  const hosts = await sqlRows<{ code: string; host_name: string }>(db, sql`select code, host_name from referral_codes`);
  const result: ReferralFunnelRow[] = [];
  for (const host of hosts) {
    const matching = reach.filter((r) => r.code === host.code);
    const purchasesCredited = credited.find((c) => c.code === host.code)?.purchases ?? 0;
    if (matching.length || purchasesCredited)
      result.push({ code: host.code, hostName: host.host_name, steps: funnelSteps(reachOf(matching)), purchasesCredited });
  }
  return result.sort((a, b) => b.purchasesCredited - a.purchasesCredited || a.code.localeCompare(b.code));
}

/** Every table and the chart of the Funnel view, for validated filters. */
export async function funnelReport(db: Db, filters: FunnelFilters, content: FunnelContent): Promise<StudioFunnels> {
  const byAdGroup = await adGroupReach(db, filters);
  return {
    filters,
    brands: content.brands,
    total: funnelSteps(reachOf(byAdGroup)),
    totalRevenueCents: revenueOf(byAdGroup),
    funnel: funnelRows(byAdGroup, content.adGroupNames),
    experiments: experimentRows(await experimentReach(db, filters), content.experimentGroups),
    referrals: await referralRows(db, filters),
    minVisitorsForStats: MIN_VISITORS_FOR_STATS,
  };
}

/** The Funnel view for a request's query, or why the query is refused. */
export async function studioFunnels(
  query: Readonly<Record<string, string | string[] | undefined>>,
  content: FunnelContent,
  now = new Date(),
): Promise<StudioFunnels | { error: string }> {
  const parsed = parseFunnelFilters(
    query,
    now,
    content.brands.map((b) => b.key),
  );
  if ('error' in parsed) return parsed;
  const { db } = await database();
  return funnelReport(db, parsed.filters, content);
}
