import type { Experiment } from '@/lib/growth/experiments/experiments';
import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@/db';
import { priceIntents } from '@/db/schema';
import { grantedDiscount, NO_DISCOUNT, type Campaign, type DiscountGrant } from '@/lib/rules/discount';
import { isAdGroupId } from '@/lib/rules/landing/params';

/**
 * Discounts come from content (campaigns and ad-group wording), which the
 * commerce API does not read itself: the page layer hands in a source
 * (pages/api/graphql.ts → server/offer/contentSource.ts). Without one, nothing is granted.
 */
export interface OfferSource {
  campaign(campaignId: string): Promise<Campaign | null>;
  adGroupDiscountCents(adGroupId: string): Promise<number | null>;
  /** The ad group's short name, by which a discount of its own is named. */
  adGroupName(adGroupId: string): Promise<string | null>;
  /** The published experiments, as the routing decision evaluates them (their pricing groups decide the plans). */
  experiments(): Promise<readonly Experiment[]>;
}

export const NO_OFFERS: OfferSource = {
  campaign: async () => null,
  adGroupDiscountCents: async () => null,
  adGroupName: async () => null,
  experiments: async () => [],
};

/**
 * Where a granted discount comes from, as a customer reads it beside the discount: the campaign's name, or the ad
 * offer's. Null for no discount, or a source content no longer names.
 */
export async function discountSource(offers: OfferSource, granted: { campaignId: string | null; adGroupId: string | null }): Promise<string | null> {
  if (granted.campaignId) return (await offers.campaign(granted.campaignId))?.title ?? null;
  if (granted.adGroupId) {
    const name = await offers.adGroupName(granted.adGroupId);
    return name ? `${name} offer` : null;
  }
  return null;
}

const CAMPAIGN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Purchases of a campaign's quotes, completed or being paid for, for its redemption cap. */
export async function campaignRedemptions(db: Pick<Db, 'select'>, campaignId: string): Promise<number> {
  // Sold, and being paid for right now (server/domain/purchaseHolds.ts): both count against the cap.
  const [row] = await db
    .select({ n: count() })
    .from(priceIntents)
    .where(and(eq(priceIntents.campaignId, campaignId), or(eq(priceIntents.status, 'completed'), isNotNull(priceIntents.heldAt))));
  return row?.n ?? 0;
}

/** What this landing grants the visitor, decided here and nowhere else (malformed ids grant nothing). */
export async function landingDiscount(
  db: Db,
  offers: OfferSource,
  request: { brandKey: string; campaignId?: string | null; adGroupId?: string | null; requestedCents: number | null; now: Date },
): Promise<DiscountGrant> {
  const campaignId = request.campaignId?.trim();
  const adGroupId = request.adGroupId?.trim();
  const campaign = campaignId && CAMPAIGN_ID.test(campaignId) ? await offers.campaign(campaignId) : null;
  const adGroupDiscountCents = isAdGroupId(adGroupId) ? await offers.adGroupDiscountCents(adGroupId) : null;
  if (!campaign && !adGroupDiscountCents) return NO_DISCOUNT;
  return grantedDiscount({
    campaign,
    redemptions: campaign ? await campaignRedemptions(db, campaign.campaignId) : 0,
    adGroupDiscountCents,
    brandKey: request.brandKey,
    now: request.now,
    requestedCents: request.requestedCents,
  });
}
