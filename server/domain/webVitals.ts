import { lt, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { database, sqlRows, type Db } from '@/db';
import { webVitals } from '@/db/schema';
import type { FunnelFilters } from '@/lib/growth/funnelFilters';
import { MAX_RANGE_DAYS, rangeInstants } from '@/lib/growth/funnelFilters';
import { AD_GROUP_ID } from '@/lib/rules/landing/params';
import { MAX_VALUE, VITAL_METRICS, VITAL_PAGE_TYPES, type FieldSpeedRow, type VitalMetric, type VitalPageType } from '@/lib/growth/vitals';

/**
 * Field speed: beacons from the landing pages' reporter
 * (lib/growth/tracking/vitalsReporter.ts), checked to be exactly what it
 * sends (a known page type, a well-formed ad group, each of the four metrics
 * at most once, in range), else refused whole; and the 75th percentile per
 * brand, page type and ad group for the studio.
 */

const metric = z.strictObject({
  name: z.enum(VITAL_METRICS),
  value: z.int().check(z.minimum(0)),
});

const beaconSchema = z.strictObject({
  pageType: z.enum(VITAL_PAGE_TYPES),
  adGroupId: z.nullable(z.string().check(z.regex(AD_GROUP_ID))),
  metrics: z.array(z.strictObject(metric.shape)).check(
    z.minLength(1),
    z.maxLength(VITAL_METRICS.length),
    z.refine((list) => new Set(list.map((m) => m.name)).size === list.length, 'Each metric at most once.'),
    z.refine((list) => list.every((m) => m.value <= MAX_VALUE[m.name]), 'A value is out of range.'),
  ),
});

/**
 * Stores one beacon for the host's brand; returns how many readings it held, or why it was refused (nothing
 * stored). An agent's or a bot's beacon is checked the same way, then dropped: they are not visitors.
 */
export async function recordVitals(db: Db, body: unknown, facts: { brandKey: string; excluded: boolean }): Promise<{ stored: number } | { error: string }> {
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) return { error: 'The beacon is not valid.' };
  if (facts.excluded) return { stored: 0 };
  const { pageType, adGroupId, metrics } = parsed.data;
  await db.insert(webVitals).values(metrics.map((m) => ({ brandKey: facts.brandKey, pageType, adGroupId, metric: m.name, value: m.value })));
  return { stored: metrics.length };
}

/** A beacon from POST /api/vitals, stored in the site's database. */
export const acceptVitals = async (body: unknown, facts: { brandKey: string; excluded: boolean }) => recordVitals((await database()).db, body, facts);

/**
 * The 75th percentile of each metric per brand, page type and ad group in the range, with how many readings it
 * rests on. Nearest rank (`percentile_disc`): the value of a real page view, as CrUX reports an observed one.
 */
export async function fieldSpeedReport(db: Db, filters: FunnelFilters): Promise<FieldSpeedRow[]> {
  const { start, end } = rangeInstants(filters);
  const brand = filters.brandKey ? sql` and brand_key = ${filters.brandKey}` : sql``;
  const cells = await sqlRows<{ brand_key: string; page_type: VitalPageType; ad_group_id: string | null; metric: VitalMetric; p75: number; samples: number }>(
    db,
    sql`select brand_key, page_type, ad_group_id, metric, percentile_disc(0.75) within group (order by value)::int as p75, count(*)::int as samples
      from web_vitals where recorded_at >= ${start.toISOString()} and recorded_at < ${end.toISOString()}${brand}
      group by brand_key, page_type, ad_group_id, metric`,
  );
  const rows = new Map<string, FieldSpeedRow>();
  for (const cell of cells) {
    const key = `${cell.brand_key}|${cell.page_type}|${cell.ad_group_id ?? ''}`;
    const row = rows.get(key) ?? { brandKey: cell.brand_key, pageType: cell.page_type, adGroupId: cell.ad_group_id, metrics: {} };
    row.metrics[cell.metric] = { p75: cell.p75, samples: cell.samples };
    rows.set(key, row);
  }
  const order = (row: FieldSpeedRow) => VITAL_PAGE_TYPES.indexOf(row.pageType);
  return [...rows.values()].sort(
    (a, b) =>
      a.brandKey.localeCompare(b.brandKey) ||
      order(a) - order(b) ||
      Number(a.adGroupId !== null) - Number(b.adGroupId !== null) ||
      (a.adGroupId ?? '').localeCompare(b.adGroupId ?? ''),
  );
}

/**
 * Readings older than the longest range the studio can ask for (MAX_RANGE_DAYS) answer nothing any more: the
 * retention job (server/jobs/retention.ts) deletes them, so the table holds about a year of page views.
 */
export async function deleteOldVitals(db: Pick<Db, 'delete'>, now: Date): Promise<number> {
  const deleted = await db
    .delete(webVitals)
    .where(lt(webVitals.recordedAt, new Date(now.getTime() - (MAX_RANGE_DAYS + 1) * 86_400_000)))
    .returning({ id: webVitals.id });
  return deleted.length;
}
