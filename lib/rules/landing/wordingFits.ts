import type { AdGroupFamily } from '../../content/types';

/**
 * Where an ad group's wording belongs (issue 51): on the landing pages it was written for, and on the one service page
 * its family advertises. An apartment-cleaning ad's headline ("Apartment Cleaning From $19") is not the deep-cleaning
 * page's: other service pages keep their own headline, with the visit's prices.
 */
const SERVICE_OF_FAMILY: Record<AdGroupFamily, string> = {
  'apartment-cleaning': 'apartment-cleaning',
  'same-day-cleaners': 'same-day-cleaning',
  'maid-services': 'maid-services',
};

/** Whether wording of `family` heads the service page `slug`. */
export const wordingFitsService = (family: string | null | undefined, slug: string) =>
  family !== null && family !== undefined && SERVICE_OF_FAMILY[family as AdGroupFamily] === slug;
