import { getAdGroupWording } from '../cms';
import type { AdGroupWording, Brand, ServiceLink } from '../cms/types';
import { paths } from '../routing/paths';
import { pageMeta, type BrandContext, type BrandPageProps } from './brandPage';

export interface LandingProps extends BrandPageProps {
  brand: Brand;
  adGroup: AdGroupWording | null;
  services: ServiceLink[];
  /** The reskinned landing page experiment's variant. */
  reskin: boolean;
}

/** The ad-group wording for the variant's id; a stale id simply shows the default wording. */
export async function landingAdGroup(context: BrandContext): Promise<AdGroupWording | null> {
  return context.variant.adGroupId ? getAdGroupWording(context.variant.adGroupId) : null;
}

/**
 * Props of the deals landing view. The home page is canonical to itself; every
 * other deal view (/deal, cached-deal, any ad group) to /deal, with the ad
 * group's short name in the banner.
 */
export async function landingProps(context: BrandContext, view: 'home' | 'deal'): Promise<LandingProps> {
  const { chrome } = context;
  const adGroup = await landingAdGroup(context);
  return {
    chrome,
    meta: view === 'home' ? pageMeta(chrome, 'home', paths.home) : pageMeta(chrome, 'deal', paths.deal, { vars: { title: adGroup?.title } }),
    bannerTitle: view === 'home' ? null : (adGroup?.shortName ?? null),
    brand: chrome.brand,
    adGroup,
    services: chrome.navigation.services,
    membershipModel: context.variant.membershipModel,
    reskin: context.variant.reskin,
  };
}
