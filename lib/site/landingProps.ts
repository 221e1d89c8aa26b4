import { getAdGroupWording } from '../cms';
import type { AdGroupWording } from '../cms/types';
import type { BrandContext } from './brandPage';

/** The ad-group wording for the variant's id; a stale id simply shows the default wording. */
export async function landingAdGroup(context: BrandContext): Promise<AdGroupWording | null> {
  return context.variant.adGroupId ? getAdGroupWording(context.variant.adGroupId) : null;
}
