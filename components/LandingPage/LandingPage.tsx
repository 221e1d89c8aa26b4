import { useEffect } from 'react';
import type { LandingCommerce } from '@/lib/commerce/types';
import { startFieldSpeed } from '@/lib/growth/tracking/fieldSpeed';
import type { AdGroupWording, ExperimentCopy, PageChrome } from '@/lib/content/types';
import { noticeText } from '@/lib/rules/lateChange';
import { planFigures } from '@/lib/rules/planFigures';
import { DealsProvider, NearbyCleaners, Reviews, VoucherPicker, ZipcodeCheck } from '../Deals';
import { Hero } from '../Hero';
import { HydrationSlice } from '../HydrationSlice';
import { PageSection } from '../PageSection';
import { ServiceLinks } from '../ServiceLinks';
import { StaticHtml } from '../StaticHtml';
import { TrustMarks } from '../TrustMarks';
import styles from './LandingPage.module.scss';

export interface LandingPageProps {
  /**
   * The brand, its service links and the promo banner's "Only N vouchers left" threshold come from the page's chrome,
   * which every page already carries: copying them into props of their own sent them twice in each page's data.
   */
  chrome: Pick<PageChrome, 'brand' | 'navigation' | 'promoBanner' | 'offer'>;
  adGroup: AdGroupWording | null;
  /** Reviews, stock and trust figures as of the page's generation; null when they could not be read then. */
  commerce: LandingCommerce | null;
  membershipModel?: boolean;
  /** The reskinned landing page experiment's variant: split hero, reviews straight after the prices. */
  reskin?: boolean;
  /** A CDN-cached page's landing parameters, which its checkout link carries (such a page sets no cookie). */
  checkoutLanding?: Record<string, string>;
  /** A studio experiment's copy for this visitor's group (issue 40): it replaces the hero's own where set. */
  copy?: ExperimentCopy | null;
}

/**
 * The deals landing view shared by /, /deal and the cached-deal pages. Ad-group
 * wording, prices and the first reviews are in the server HTML, so the page is
 * complete without JavaScript.
 */
export function LandingPage({ chrome, adGroup, commerce, membershipModel = false, reskin = false, checkoutLanding, copy = null }: LandingPageProps) {
  const { brand } = chrome;
  const figures = planFigures(chrome.offer);
  const { services } = chrome.navigation;
  const { scarcityThreshold } = chrome.promoBanner;
  // Core Web Vitals from real visitors, with consent, loaded after the page (docs/decisions.md "Field speed").
  useEffect(() => startFieldSpeed(), []);
  const headline = copy?.headline ?? adGroup?.title ?? brand.heroHeadline;
  const reviews = (
    <PageSection id="reviews" title="What customers say" tone={reskin ? 'alt' : 'plain'}>
      <HydrationSlice>
        <Reviews />
      </HydrationSlice>
    </PageSection>
  );
  const subhead =
    copy?.subheadline ??
    (adGroup
      ? `${capitalize(adGroup.qualityKeyword)} from background-checked local pros. ${capitalize(adGroup.premiumKeyword)} without the premium price.`
      : brand.heroSubhead);
  return (
    <DealsProvider initial={commerce}>
      <div data-skin={reskin ? 'reskin' : 'classic'}>
        <HydrationSlice>
          <Hero
            eyebrow={adGroup ? `${adGroup.shortName} · ${adGroup.discount}` : brand.tagline}
            headline={headline}
            subhead={subhead}
            image={copy?.heroImage ?? adGroup?.heroImage ?? brand.heroImage}
            marks={<TrustMarks trust={commerce?.trust ?? null} />}
            layout={reskin ? 'split' : 'stacked'}
          >
            <ZipcodeCheck />
            <NearbyCleaners />
          </Hero>
        </HydrationSlice>
        <PageSection id="pricing" title="Pick your first cleaning">
          <p className={styles.lead}>
            Every option includes supplies and a vetted, insured cleaner. Your introductory clean is {figures.introHours} hours and comes with a Forever Clean
            membership at {figures.membershipPrice} that keeps future cleanings at more than 50% off.
          </p>
          <HydrationSlice>
            <VoucherPicker membershipModel={membershipModel} scarcityThreshold={scarcityThreshold} landing={checkoutLanding} />
          </HydrationSlice>
        </PageSection>
        {reskin ? reviews : null}
        <PageSection id="how-it-works" title="How it works" tone="alt">
          <StaticHtml as="ol" className={styles.steps}>
            <li>
              <h3>Choose your hours</h3>
              <p>Pick the number of hours that fits your home.</p>
            </li>
            <li>
              <h3>Book online</h3>
              <p>Choose a date that suits you. Reschedule free with {noticeText(chrome.offer.lateChange)}’ notice.</p>
            </li>
            <li>
              <h3>Enjoy a clean home</h3>
              <p>A background-checked cleaner arrives in the window you chose.</p>
            </li>
          </StaticHtml>
        </PageSection>
        {reskin ? null : reviews}
        <PageSection id="services" title={`Cleaning services from ${brand.appName}`} tone="alt">
          <StaticHtml>
            <ServiceLinks services={services} />
          </StaticHtml>
        </PageSection>
      </div>
    </DealsProvider>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
