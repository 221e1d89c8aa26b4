import { getAdGroupWording, getCampaign } from '@/server/content';
import { routingTable } from '@/server/site/routing/manifestCache';

/** Campaigns and ad-group discounts from published content, for the commerce API (server/offer/grants.ts). */
export const contentOffers = {
  campaign: (campaignId: string) => getCampaign(campaignId),
  adGroupDiscountCents: async (adGroupId: string) => (await getAdGroupWording(adGroupId))?.discountCents ?? null,
  adGroupName: async (adGroupId: string) => (await getAdGroupWording(adGroupId))?.shortName ?? null,
  experiments: async () => (await routingTable()).experiments,
};
