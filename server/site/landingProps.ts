import type { GetStaticPropsResult } from 'next';
import { getAdGroupWording } from '../content';
import type { LandingCommerce } from '@/lib/commerce/types';
import type { AdGroupWording, ExperimentCopy } from '@/lib/content/types';
import { paths } from '../../lib/rules/paths';
import { isr, pageMeta, type BrandContext, type BrandPageProps } from './brandPage';
import { commerceRevalidateSeconds, landingCommerce } from './landingCommerce';

/** The brand, service links and scarcity threshold are read from `chrome` (components/LandingPage). */
export interface LandingProps extends BrandPageProps {
  adGroup: AdGroupWording | null;
  commerce: LandingCommerce | null;
  /** The reskinned landing page experiment's variant. */
  reskin: boolean;
  /** What the visitor's experiment groups show in place of the hero's copy (issue 40). */
  copy?: ExperimentCopy | null;
  /** A CDN-cached page's landing parameters, carried by its checkout link. */
  checkoutLanding?: Record<string, string>;
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
  const [adGroup, commerce] = await Promise.all([landingAdGroup(context), landingCommerce()]);
  return {
    chrome,
    meta: view === 'home' ? pageMeta(context, 'home', paths.home) : pageMeta(context, 'deal', paths.deal, { vars: { title: adGroup?.title } }),
    bannerTitle: view === 'home' ? null : (adGroup?.shortName ?? null),
    adGroup,
    commerce,
    membershipModel: context.variant.membershipModel,
    reskin: context.variant.reskin,
    copy: context.copy,
  };
}

/** An ISR result for a page that carries commerce (`carried`, null when unreadable): regenerated as often as it may change. */
export function commerceIsr<P>(props: P, carried: unknown): GetStaticPropsResult<P> {
  return { ...isr(props), revalidate: commerceRevalidateSeconds(carried) };
}
