import type { PlanOption } from '@/lib/rules/plans';

/** The standard first-cleaning ladder of spec §9, in cents. */
export const STANDARD_LADDER: readonly PlanOption[] = [
  {
    name: 'Touch Up',
    description: 'A quick refresh of the rooms you use most',
    numHours: 2,
    priceCents: 900,
    undiscountedPriceCents: 5000,
    additionalDiscountCents: 1000,
  },
  {
    name: 'One Bedroom',
    description: 'A full clean of a studio or one-bedroom home',
    numHours: 3,
    priceCents: 1900,
    undiscountedPriceCents: 7500,
    additionalDiscountCents: 0,
  },
  {
    name: 'Two Bedroom',
    description: 'Kitchen, bathrooms and living areas of a two-bedroom home',
    numHours: 4,
    priceCents: 3900,
    undiscountedPriceCents: 10000,
    additionalDiscountCents: 0,
  },
  {
    name: 'Home Clean',
    description: 'Top-to-bottom clean for a larger home',
    numHours: 6,
    priceCents: 7900,
    undiscountedPriceCents: 15000,
    additionalDiscountCents: 0,
  },
];

/**
 * The plan catalogue of spec §9. FOREVERCLEAN codes read
 * {monthly price}_{billing frequency in months}_{minimum paid months}_{cancellation fee}[_{variant}].
 */

export interface SeedPlan {
  key: string;
  description: string;
  monthly: number;
  frequencyMonths: number;
  policy: 'firstcleaningperhour_25' | 'firstcleaningperhour_35' | 'flat_rate' | null;
  extraDiscountCents?: number;
  withoutTwoHour?: boolean;
  isSubscription?: boolean;
  freeMonths?: number;
  cancellationFeeCents?: number;
  options?: { name: string; description: string; numHours: number; priceCents: number; additionalDiscountCents: number; undiscountedPriceCents: number }[];
}

const ladder = (extraDiscountCents = 0, withoutTwoHour = false) =>
  STANDARD_LADDER.filter((o) => !(withoutTwoHour && o.numHours === 2)).map((o) => ({
    name: o.name,
    description: o.description,
    numHours: o.numHours,
    priceCents: Math.max(100, o.priceCents - extraDiscountCents),
    additionalDiscountCents: o.additionalDiscountCents,
    undiscountedPriceCents: o.undiscountedPriceCents,
  }));

export const DEFAULT_PLAN_KEY = 'CCF_1';
export const FREE_FIRST_CLEANING_PLAN_KEY = 'SUBPLAN_FIRST_FREE_CLEANING_V1';

export const SEED_PLANS: SeedPlan[] = [
  { key: 'CCF_1', description: 'Standard ladder, Forever Clean $49/month', monthly: 4900, frequencyMonths: 1, policy: null },
  {
    key: 'CCF_2',
    description: 'Standard ladder, Forever Clean $49/month with the first month free',
    monthly: 4900,
    frequencyMonths: 1,
    policy: null,
    freeMonths: 1,
  },
  { key: 'FOREVERCLEAN_19_1_6_99', description: '$19/month billed monthly, 6-month minimum, $99 fee', monthly: 1900, frequencyMonths: 1, policy: null },
  { key: 'FOREVERCLEAN_39_1_6_99', description: '$39/month billed monthly, 6-month minimum, $99 fee', monthly: 3900, frequencyMonths: 1, policy: null },
  { key: 'FOREVERCLEAN_49_1_6_99', description: '$49/month billed monthly, 6-month minimum, $99 fee', monthly: 4900, frequencyMonths: 1, policy: null },
  { key: 'FOREVERCLEAN_59_1_6_99', description: '$59/month billed monthly, 6-month minimum, $99 fee', monthly: 5900, frequencyMonths: 1, policy: null },
  {
    key: 'FOREVERCLEAN_39_1_6_99_10OFF',
    description: '$39/month, $10 off every first-cleaning option',
    monthly: 3900,
    frequencyMonths: 1,
    policy: null,
    extraDiscountCents: 1000,
  },
  { key: 'FOREVERCLEAN_49_3_6_99', description: '$49/month billed quarterly', monthly: 4900, frequencyMonths: 3, policy: null },
  { key: 'FOREVERCLEAN_49_6_6_99', description: '$49/month billed biannually', monthly: 4900, frequencyMonths: 6, policy: null },
  {
    key: 'FOREVERCLEAN_49_1_6_99_NO2H',
    description: '$49/month without the 2-hour option',
    monthly: 4900,
    frequencyMonths: 1,
    policy: null,
    withoutTwoHour: true,
  },
  {
    key: 'FOREVERCLEAN_49_1_6_99_PH25',
    description: '$49/month, first cleaning charged $25/hour on early cancellation',
    monthly: 4900,
    frequencyMonths: 1,
    policy: 'firstcleaningperhour_25',
  },
  {
    key: 'FOREVERCLEAN_49_1_6_99_PH35',
    description: '$49/month, first cleaning charged $35/hour on early cancellation',
    monthly: 4900,
    frequencyMonths: 1,
    policy: 'firstcleaningperhour_35',
  },
  {
    key: FREE_FIRST_CLEANING_PLAN_KEY,
    description: 'First 3-hour cleaning free with a $59/month subscription',
    monthly: 5900,
    frequencyMonths: 1,
    policy: 'flat_rate',
    isSubscription: true,
    cancellationFeeCents: 16600,
    options: [
      {
        name: 'First Cleaning Free',
        description: 'A 3-hour first cleaning at no charge',
        numHours: 3,
        priceCents: 0,
        additionalDiscountCents: 0,
        undiscountedPriceCents: 16600,
      },
    ],
  },
];

export function seedPlanRows() {
  const plans = SEED_PLANS.map((p) => ({
    key: p.key,
    description: p.description,
    cancellationFeeCents: 0,
    forevercleanForced: true,
    forevercleanMonthlyCents: p.monthly,
    forevercleanFreeMonths: p.freeMonths ?? 0,
    billingMonths: p.frequencyMonths,
    forevercleanFeeMinMonths: 6,
    forevercleanFeeCents: p.cancellationFeeCents ?? 9900,
    forevercleanPolicy: p.policy,
    isSubscription: p.isSubscription ?? false,
  }));
  const options = SEED_PLANS.flatMap((p) =>
    (p.options ?? ladder(p.extraDiscountCents, p.withoutTwoHour)).map((o, position) => ({ planKey: p.key, position, ...o })),
  );
  return { plans, options };
}
