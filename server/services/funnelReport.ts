import { sql, type SQL } from 'drizzle-orm';
import { database, sqlRows, type Db } from '@/db';
import { EXPERIMENTS, groupsOf } from '@/lib/growth/experiments/experiments';
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
import { FUNNEL_STEPS } from '@/lib/growth/tracking/events';

/**
 * The studio's Funnel view: how far each session got within a brand and a
 * range of days, by ad group, experiment group and referrer. A session is
 * every visitor id with any event in the range; it counts at the furthest
 * step it reached (FUNNEL_STEPS order). Agent and bot events are left out.
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

/** Per session (an aggregate): the furthest funnel step its events reach; any other event is a visit (step 0). */
const stepCases = sql.join(
  FUNNEL_STEPS.slice(1).map((step, i) => sql`when ${step.event} then ${sql.raw(String(i + 1))}`),
  sql` `,
);
const stepOf = sql`coalesce(max(case name ${stepCases} end), 0)::int`;

function inRange(filters: FunnelFilters): SQL {
  const { start, end } = rangeInstants(filters);
  const brand = filters.brandKey ? sql` and brand_key = ${filters.brandKey}` : sql``;
  return sql`not excluded and occurred_at >= ${start.toISOString()} and occurred_at < ${end.toISOString()}${brand}`;
}

/** Sessions per brand, ad group and furthest step. A session belongs to the first ad group it arrived with. */
async function adGroupReach(db: Db, filters: FunnelFilters) {
  return sqlRows<{ brand_key: string; ad_group_id: string | null; step: number; sessions: number }>(
    db,
    sql`select brand_key, ad_group_id, step, count(*)::int as sessions from (
      select brand_key, (array_agg(ad_group_id order by occurred_at, id) filter (where ad_group_id is not null))[1] as ad_group_id, ${stepOf} as step
      from events where ${inRange(filters)} group by brand_key, session_id
    ) s group by brand_key, ad_group_id, step`,
  );
}

/** Sessions per experiment, group and furthest step, from the groups recorded with the session's events. */
async function experimentReach(db: Db, filters: FunnelFilters) {
  return sqlRows<{ experiment_id: string; grp: string; step: number; sessions: number }>(
    db,
    sql`with reach as (select session_id, ${stepOf} as step from events where ${inRange(filters)} group by session_id),
      cohort as (select distinct session_id, g.key as experiment_id, g.value as grp from events cross join lateral jsonb_each_text(cohorts) g where ${inRange(filters)})
    select experiment_id, grp, step, count(*)::int as sessions from cohort join reach using (session_id) group by experiment_id, grp, step`,
  );
}

/** Sessions per referral code and furthest step, for sessions that came with a code. */
async function referralReach(db: Db, filters: FunnelFilters) {
  return sqlRows<{ code: string; step: number; sessions: number }>(
    db,
    sql`select code, step, count(*)::int as sessions from (
      select max(referral_code) as code, ${stepOf} as step from events where ${inRange(filters)} group by session_id
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
        reach: emptyReach(),
      };
      groups.set(key, group);
    }
    if (id !== null && !group.rawAdGroupIds.includes(id)) group.rawAdGroupIds.push(id);
    addReach(group.reach, row.step, row.sessions);
  }
  return [...groups.values()]
    .map(({ reach: counts, ...row }) => ({ ...row, rawAdGroupIds: row.rawAdGroupIds.sort(), steps: funnelSteps(counts) }))
    .sort((a, b) => a.brandKey.localeCompare(b.brandKey) || KIND_ORDER[a.adGroupKind] - KIND_ORDER[b.adGroupKind] || a.adGroupName.localeCompare(b.adGroupName));
}

function experimentRows(reach: Awaited<ReturnType<typeof experimentReach>>): ExperimentFunnelRow[] {
  const result: ExperimentFunnelRow[] = [];
  for (const experiment of EXPERIMENTS) {
    const perGroup = groupsOf(experiment).flatMap((group) => {
      const matching = reach.filter((r) => r.experiment_id === experiment.id && r.grp === group);
      return matching.length ? [{ group, steps: funnelSteps(reachOf(matching)) }] : [];
    });
    const control = perGroup.find((g) => g.group === CONTROL_GROUP)?.steps ?? null;
    for (const { group, steps } of perGroup) {
      result.push({ experimentId: experiment.id, group, steps, stats: conversionStats(steps, group === CONTROL_GROUP ? null : control) });
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
    if (matching.length || purchasesCredited) result.push({ code: host.code, hostName: host.host_name, steps: funnelSteps(reachOf(matching)), purchasesCredited });
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
    funnel: funnelRows(byAdGroup, content.adGroupNames),
    experiments: experimentRows(await experimentReach(db, filters)),
    referrals: await referralRows(db, filters),
    minVisitorsForStats: MIN_VISITORS_FOR_STATS,
  };
}

/** The Funnel view for a request's query, or why the query is refused. */
export async function studioFunnels(query: Readonly<Record<string, string | string[] | undefined>>, content: FunnelContent, now = new Date()): Promise<StudioFunnels | { error: string }> {
  const parsed = parseFunnelFilters(query, now, content.brands.map((b) => b.key));
  if ('error' in parsed) return parsed;
  const { db } = await database();
  return funnelReport(db, parsed.filters, content);
}
