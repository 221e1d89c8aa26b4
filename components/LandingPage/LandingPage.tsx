import type { AdGroupWording, Brand, ServiceLink } from '@/lib/cms/types';
import { INTRO_CLEAN_HOURS, MEMBERSHIP_MONTHLY_CENTS, STANDARD_LADDER } from '@/lib/pricing/plans';
import { formatUsd } from '@/lib/pricing/money';
import { Hero } from '../Hero';
import { PageSection } from '../PageSection';
import { PriceLadder } from '../PriceLadder';
import { ServiceLinks } from '../ServiceLinks';
import styles from './LandingPage.module.scss';

export interface LandingPageProps {
  brand: Brand;
  adGroup: AdGroupWording | null;
  services: ServiceLink[];
}

/** The deals landing view shared by /, /deal and the cached-deal pages. Ad-group wording is in the server HTML. */
export function LandingPage({ brand, adGroup, services }: LandingPageProps) {
  const headline = adGroup?.title ?? brand.heroHeadline;
  const subhead = adGroup
    ? `${capitalize(adGroup.qualityKeyword)} from background-checked local pros. ${capitalize(adGroup.premiumKeyword)} without the premium price.`
    : brand.heroSubhead;
  return (
    <>
      <Hero
        eyebrow={adGroup ? `${adGroup.shortName} · ${adGroup.discount}` : brand.tagline}
        headline={headline}
        subhead={subhead}
        cta={{ label: 'See first-cleaning prices', href: '#pricing' }}
      />
      <PageSection id="pricing" title="Pick your first cleaning">
        <p className={styles.lead}>
          Every option includes supplies and a vetted, insured cleaner. Your introductory clean is {INTRO_CLEAN_HOURS} hours and comes with a
          Forever Clean membership at {formatUsd(MEMBERSHIP_MONTHLY_CENTS)}/month that keeps future cleanings at more than 50% off.
        </p>
        <PriceLadder options={STANDARD_LADDER} />
      </PageSection>
      <PageSection id="how-it-works" title="How it works" tone="alt">
        <ol className={styles.steps}>
          <li>
            <h3>Choose your hours</h3>
            <p>Pick the option that fits your home. You can add time on the day.</p>
          </li>
          <li>
            <h3>Book online</h3>
            <p>Choose a date that suits you. Reschedule free with 24 hours’ notice.</p>
          </li>
          <li>
            <h3>Enjoy a clean home</h3>
            <p>Rate your cleaner afterwards; we’ll match you with your favourite next time.</p>
          </li>
        </ol>
      </PageSection>
      <PageSection id="services" title={`Cleaning services from ${brand.appName}`}>
        <ServiceLinks services={services} />
      </PageSection>
    </>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
