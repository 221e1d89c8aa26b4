import type { Db } from '@/db';
import type { priceIntents } from '@/db/schema';
import { orderSummary, type OrderSummary } from '@/lib/rules/orderSummary';
import type { OfferedPlan } from '@/lib/rules/plans';
import { findPlan, offeredPlanOf } from './catalogue';
import { lateChangePolicy } from './lateChangePolicy';
import { discountSource, type OfferSource } from '../offer/grants';

type Intent = Pick<
  typeof priceIntents.$inferSelect,
  'planKey' | 'numHours' | 'priceBeforeTaxCents' | 'discountCents' | 'salesTaxCents' | 'campaignId' | 'adGroupId'
> &
  Partial<Pick<typeof priceIntents.$inferSelect, 'kind'>>;

/** A member's further cleaning: listed at the non-member rate, less the member rate's saving. */
const MEMBER_CLEANING = { source: 'Forever Clean member rate', label: (hours: number) => `${hours}-hour cleaning at the non-member rate` };

/** A stored quote's order lines (lib/rules/orderSummary.ts): the quote, the receipt and the account all read them from here. */
export async function intentSummary(db: Db, offers: OfferSource, intent: Intent, plan?: OfferedPlan): Promise<OrderSummary> {
  const memberCleaning = intent.kind === 'member_cleaning';
  const [offered, lateChange, source] = await Promise.all([
    plan ?? findPlan(db, intent.planKey).then((found) => (found ? offeredPlanOf(found) : null)),
    lateChangePolicy(db),
    memberCleaning ? MEMBER_CLEANING.source : intent.discountCents > 0 ? discountSource(offers, intent) : Promise.resolve(null),
  ]);
  if (!offered) throw new Error(`plan ${intent.planKey} of a stored quote is not in the catalogue`);
  return orderSummary({
    numHours: intent.numHours,
    ...(memberCleaning ? { itemLabel: MEMBER_CLEANING.label(intent.numHours) } : {}),
    listPriceCents: intent.priceBeforeTaxCents + intent.discountCents,
    discountCents: intent.discountCents,
    discountSource: source,
    salesTaxCents: intent.salesTaxCents,
    plan: offered,
    lateChange,
  });
}
