import { sql } from 'drizzle-orm';
import { sqlRows, type Db } from '@/db';
import { CONTROL, type ExperimentDefinition } from '@/lib/growth/experiments/definitions';
import type { BrandResult, ExperimentReport, ExperimentResults, PaidMonths } from '@/lib/growth/experimentReport';
import { experimentResults, type VariantRecord } from './results';
import { poolAcrossBrands, posterior } from './statistics';

/**
 * One experiment's results from the server's own records (issue 40): who was
 * shown which group (`experiment_exposures`, written by the routing
 * decision), and what they bought after that (`funnel_payments` charged →
 * `purchases` → the quote, the membership, the voucher). A purchase counts
 * for the visitor's group when it was paid after the group was first shown.
 * Browser events play no part.
 */

/** Months a new membership is paid for, while the site's own data is too thin to say (the minimum term of every plan). */
export const DEFAULT_PAID_MONTHS = 6;
/** How many memberships old enough to have run their course the site's own figure is worth against the default. */
const PRIOR_MEMBERSHIPS = 30;
/** A membership this old has shown most of what it will pay. */
const MATURE_MONTHS = 12;
/** Recent traffic, for days until a decision. */
const RECENT_DAYS = 14;

interface Row {
  brand_key: string;
  variant: string;
  visitors: number;
  purchases: number;
  first_cents: string | number;
  /** Σ monthly price × months expected to be paid beyond the free ones, in cents-months / months (computed below). */
  membership_monthly_cents: string | number;
  membership_free_months: string | number;
  memberships: number;
  refunds: number;
  early_cancellations: number;
  support_tickets: number;
}

async function groupRows(db: Db, key: string, brand: string | null): Promise<Row[]> {
  return sqlRows<Row>(
    db,
    sql`select e.brand_key, e.variant,
          count(*)::int as visitors,
          count(b.intent_id)::int as purchases,
          coalesce(sum(b.price_cents), 0) as first_cents,
          coalesce(sum(b.monthly_cents), 0) as membership_monthly_cents,
          coalesce(sum(b.free_months), 0) as membership_free_months,
          count(b.monthly_cents)::int as memberships,
          count(*) filter (where b.voided)::int as refunds,
          count(*) filter (where b.early_cancel)::int as early_cancellations,
          coalesce(sum(b.tickets), 0)::int as support_tickets
        from experiment_exposures e
        left join lateral (
          select fp.intent_id, pi.price_cents, m.monthly_cents, m.free_months,
            (v.voided_at is not null) as voided,
            (m.status = 'cancelled' and m.cancelled_at < m.created_at + make_interval(months => pl.foreverclean_fee_min_months)) as early_cancel,
            (select count(*) from support_tickets t where lower(t.email) = lower(c.email) and t.created_at >= p.created_at) as tickets
          from funnel_payments fp
          join purchases p on p.intent_id = fp.intent_id
          join price_intents pi on pi.id = fp.intent_id
          join plans pl on pl.key = pi.plan_key
          join customers c on c.id = p.customer_id
          left join memberships m on m.intent_id = fp.intent_id
          left join vouchers v on v.intent_id = fp.intent_id
          where fp.session_id = e.session_id and fp.outcome = 'charged' and not fp.excluded and fp.occurred_at >= e.first_seen_at
          order by fp.occurred_at
          limit 1
        ) b on true
        where e.experiment_key = ${key} and (${brand}::text is null or e.brand_key = ${brand})
        group by e.brand_key, e.variant`,
  );
}

/**
 * Months a membership is expected to be paid for: the mean over memberships at least a year old (months paid by
 * their charges), blended with the stated default in proportion to how many there are.
 */
export async function expectedPaidMonths(db: Db, now: Date): Promise<PaidMonths> {
  const [row] = await sqlRows<{ memberships: number; months: string | number | null }>(
    db,
    sql`select count(*)::int as memberships, sum(paid.months) as months from (
          select m.id, coalesce(sum(pl.billing_months) filter (where mc.status = 'paid'), 0) + m.free_months as months
          from memberships m
          join plans pl on pl.key = m.plan_key
          left join membership_charges mc on mc.membership_id = m.id and mc.kind = 'period'
          where m.created_at <= ${now}::timestamptz - make_interval(months => ${MATURE_MONTHS})
          group by m.id, m.free_months
        ) paid`,
  );
  const memberships = row?.memberships ?? 0;
  const observed = Number(row?.months ?? 0);
  const months = (observed + PRIOR_MEMBERSHIPS * DEFAULT_PAID_MONTHS) / (memberships + PRIOR_MEMBERSHIPS);
  const rounded = Math.round(months * 100) / 100;
  return {
    months: rounded,
    memberships,
    text:
      memberships === 0
        ? `No membership is a year old yet: each is counted at ${DEFAULT_PAID_MONTHS} paid months (the minimum term).`
        : `${rounded} paid months: ${memberships} memberships at least a year old, blended with the ${DEFAULT_PAID_MONTHS}-month default as if it were ${PRIOR_MEMBERSHIPS} more.`,
  };
}

async function recentVisitorsPerDay(db: Db, key: string, brand: string | null, now: Date): Promise<number> {
  const [row] = await sqlRows<{ visitors: number; first: string | Date | null }>(
    db,
    sql`select count(*)::int as visitors, min(first_seen_at) as first from experiment_exposures
        where experiment_key = ${key} and (${brand}::text is null or brand_key = ${brand})
          and first_seen_at > ${now}::timestamptz - make_interval(days => ${RECENT_DAYS})`,
  );
  if (!row?.visitors || !row.first) return 0;
  const days = Math.min(RECENT_DAYS, Math.max(1, (now.getTime() - new Date(row.first).getTime()) / 86_400_000));
  return Math.round((row.visitors / days) * 10) / 10;
}

function records(rows: Row[], definition: ExperimentDefinition, paidMonths: number): VariantRecord[] {
  return definition.variants.map((variant) => {
    const mine = rows.filter((r) => r.variant === variant.key);
    const sum = (pick: (r: Row) => number) => mine.reduce((total, r) => total + pick(r), 0);
    const memberships = sum((r) => r.memberships);
    const monthly = sum((r) => Number(r.membership_monthly_cents));
    const freeMonths = sum((r) => Number(r.membership_free_months));
    // Σ first price + Σ monthly × (expected paid months − free months), the free months counted per membership.
    const averageMonthly = memberships === 0 ? 0 : monthly / memberships;
    const membershipValue = monthly * paidMonths - averageMonthly * freeMonths;
    return {
      key: variant.key,
      weight: variant.weight,
      visitors: sum((r) => r.visitors),
      purchases: sum((r) => r.purchases),
      revenueCents: Math.round(sum((r) => Number(r.first_cents)) + Math.max(0, membershipValue)),
      refunds: sum((r) => r.refunds),
      earlyCancellations: sum((r) => r.early_cancellations),
      supportTickets: sum((r) => r.support_tickets),
    };
  });
}

/** Per-brand lifts beside the estimate that borrows strength across brands (statistics.ts `poolAcrossBrands`). */
function brandResults(rows: Row[], definition: ExperimentDefinition): BrandResult[] {
  const brands = [...new Set(rows.map((r) => r.brand_key))].sort();
  const counts = (brand: string, variant: string) => {
    const row = rows.find((r) => r.brand_key === brand && r.variant === variant);
    return { visitors: row?.visitors ?? 0, purchases: row?.purchases ?? 0 };
  };
  const pooled = new Map<string, ReturnType<typeof poolAcrossBrands>>();
  for (const variant of definition.variants.filter((v) => v.key !== CONTROL)) {
    const estimates = brands.flatMap((brand) => {
      const control = counts(brand, CONTROL);
      const mine = counts(brand, variant.key);
      if (!control.visitors || !mine.visitors) return [];
      // Posterior means and variances (Beta(1,1) prior): defined even with no purchases yet.
      const moments = (c: { visitors: number; purchases: number }) => {
        const { alpha, beta } = posterior(c);
        const mean = alpha / (alpha + beta);
        return { mean, variance: (mean * (1 - mean)) / (alpha + beta + 1) };
      };
      const a = moments(control);
      const b = moments(mine);
      return [{ brand, estimate: b.mean - a.mean, standardError: Math.sqrt(a.variance + b.variance) }];
    });
    if (estimates.length > 1) pooled.set(variant.key, poolAcrossBrands(estimates));
  }
  const points = (value: number) => Math.round(value * 10_000) / 100;
  return brands.map((brand) => ({
    brand,
    variants: definition.variants.map((variant) => {
      const mine = counts(brand, variant.key);
      const control = counts(brand, CONTROL);
      const conversion = mine.visitors ? mine.purchases / mine.visitors : 0;
      const isControl = variant.key === CONTROL;
      const lift = isControl || !mine.visitors || !control.visitors ? null : points(conversion - control.purchases / control.visitors);
      const pooledBrand = pooled.get(variant.key)?.brands.find((b) => b.brand === brand);
      return {
        key: variant.key,
        visitors: mine.visitors,
        purchases: mine.purchases,
        conversion: Math.round(conversion * 100_000) / 100_000,
        lift,
        pooledLift: pooledBrand ? points(pooledBrand.pooled) : null,
        moved: pooledBrand ? Math.round(pooledBrand.shrinkage * 100) / 100 : null,
      };
    }),
  }));
}

export async function experimentReport(
  db: Db,
  definition: ExperimentDefinition,
  options: { brand: string | null; smallestLiftPoints: number; now: Date },
): Promise<ExperimentReport> {
  const [rows, paidMonths, visitorsPerDay] = await Promise.all([
    groupRows(db, definition.key, options.brand),
    expectedPaidMonths(db, options.now),
    recentVisitorsPerDay(db, definition.key, options.brand, options.now),
  ]);
  const results = experimentResults({
    variants: records(rows, definition, paidMonths.months),
    visitorsPerDay,
    smallestLiftPoints: options.smallestLiftPoints,
  });
  return {
    key: definition.key,
    title: definition.title,
    status: definition.status,
    primaryMetric: definition.primaryMetric,
    trafficPercent: definition.trafficPercent,
    brand: options.brand,
    smallestLiftPoints: options.smallestLiftPoints,
    visitorsPerDay,
    paidMonths,
    ...results,
    ...decision(results, options.smallestLiftPoints, visitorsPerDay),
    brands: options.brand ? [] : brandResults(rows, definition),
  };
}

const points = (value: number) => `${value} point${value === 1 ? '' : 's'}`;

/** Days until a decision, and the sentence that says it: none once the verdict is to ship or stop. */
function decision(results: ExperimentResults, lift: number, visitorsPerDay: number): Pick<ExperimentReport, 'daysToDecision' | 'decisionText'> {
  if (results.verdict.action !== 'keep running') return { daysToDecision: null, decisionText: `Decided: ${results.verdict.text}` };
  if (results.daysToDecision === null) return { daysToDecision: null, decisionText: `Enough visitors already to tell a lift of ${points(lift)}.` };
  // JSON has no Infinity: no recent traffic means no date can be given.
  if (!Number.isFinite(results.daysToDecision))
    return { daysToDecision: null, decisionText: `No visitors in the last ${RECENT_DAYS} days: no date can be given.` };
  return {
    daysToDecision: results.daysToDecision,
    decisionText: `About ${results.daysToDecision} more day${results.daysToDecision === 1 ? '' : 's'} at ${visitorsPerDay} visitors a day to tell a lift of ${points(lift)}.`,
  };
}
