import { getAdGroupWording, getCampaign } from '@/server/content';

/** Campaigns and ad-group discounts from published content, for the commerce API (server/domain/offers.ts). */
export const contentOffers = {
  campaign: (campaignId: string) => getCampaign(campaignId),
  adGroupDiscountCents: async (adGroupId: string) => (await getAdGroupWording(adGroupId))?.discountCents ?? null,
  adGroupName: async (adGroupId: string) => (await getAdGroupWording(adGroupId))?.shortName ?? null,
};
