import type { Company, FooterTerms, Navigation, NavLink, PageBrand, SocialNetwork } from '@/lib/content/types';
import { CONSENT_SETTINGS_ATTRIBUTE } from '@/lib/growth/tracking/consent';
import { paths } from '@/lib/rules/paths';
import { AppLink } from '../AppLink';
import { StaticHtml } from '../StaticHtml';
import styles from './Footer.module.scss';

export interface FooterProps {
  brand: PageBrand;
  navigation: Navigation;
  terms: FooterTerms;
  /** The company behind the brand; its line is left out while content lacks it. */
  company?: Company | null;
}

/** "+1-800-555-0100" → "1-800-555-0100", as US numbers are printed. */
const printedPhone = (phone: string) => phone.replace(/^\+/, '');

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  reddit: 'Reddit',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/** One titled column of footer links. */
function LinkColumn({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <AppLink href={link.href}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ brand, navigation, terms, company = null }: FooterProps) {
  return (
    <footer className={styles.footer}>
      {/* Links and copy only: kept as the server rendered them, nothing to hydrate. */}
      <StaticHtml className={styles.inner}>
        <div className={styles.columns}>
          <LinkColumn
            id="footer-states"
            title="Top states"
            links={navigation.topStates.map((state) => ({ href: paths.state(state.slug), label: state.name }))}
          />
          <LinkColumn
            id="footer-cities"
            title="Top cities"
            links={navigation.topCities.map((city) => ({ href: paths.city(city.state.slug, city.slug), label: `${city.name}, ${city.state.code}` }))}
          />
          <LinkColumn id="footer-company" title={brand.appName} links={[...navigation.footerLinks, navigation.signIn]} />
        </div>

        {brand.social.length > 0 ? (
          <ul className={styles.social} aria-label={`${brand.appName} on social media`}>
            {brand.social.map(({ network, url }) => (
              <li key={network}>
                <a href={url} rel="noopener noreferrer" target="_blank" className={styles.socialLink}>
                  {SOCIAL_LABELS[network]}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}

        <section aria-labelledby="footer-terms" className={styles.terms}>
          <h2 id="footer-terms" className={styles.heading}>
            {terms.heading}
          </h2>
          <ul>
            {terms.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </section>

        <div className={styles.bottom}>
          <ul className={styles.legal}>
            {navigation.legalLinks.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>{link.label}</AppLink>
              </li>
            ))}
            <li>
              {/* The footer is not hydrated: the layout answers clicks on this button (CONSENT_SETTINGS_ATTRIBUTE). */}
              <button type="button" className={styles.linkButton} {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }}>
                Cookie settings
              </button>
            </li>
          </ul>
          <p className={styles.copyright} suppressHydrationWarning>
            © {new Date().getFullYear()} {brand.appName}
            {company ? ` is a service of ${company.legalName}` : null}
          </p>
          {company ? (
            <address className={styles.company}>
              {company.street}, {company.city}, {company.state} {company.zip} · <a href={`tel:${company.phone}`}>{printedPhone(company.phone)}</a> (
              {company.supportHours}) · <AppLink href="/about">About us</AppLink>
            </address>
          ) : null}
        </div>
      </StaticHtml>
    </footer>
  );
}
