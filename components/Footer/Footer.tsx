import type { Brand, FooterTerms, Navigation, SocialNetwork } from '@/lib/cms/types';
import { paths } from '@/lib/routing/paths';
import { AppLink } from '../AppLink';
import styles from './Footer.module.scss';

export interface FooterProps {
  brand: Brand;
  navigation: Navigation;
  terms: FooterTerms;
}

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  reddit: 'Reddit',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

export function Footer({ brand, navigation, terms }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <nav aria-labelledby="footer-states">
            <h2 id="footer-states" className={styles.heading}>
              Top states
            </h2>
            <ul className={styles.list}>
              {navigation.topStates.map((state) => (
                <li key={state.slug}>
                  <AppLink href={paths.state(state.slug)}>{state.name}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-cities">
            <h2 id="footer-cities" className={styles.heading}>
              Top cities
            </h2>
            <ul className={styles.list}>
              {navigation.topCities.map((city) => (
                <li key={`${city.state.slug}/${city.slug}`}>
                  <AppLink href={paths.city(city.state.slug, city.slug)}>
                    {city.name}, {city.state.code}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>
              {brand.appName}
            </h2>
            <ul className={styles.list}>
              {navigation.footerLinks.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href}>{link.label}</AppLink>
                </li>
              ))}
              <li>
                <AppLink href={navigation.signIn.href}>{navigation.signIn.label}</AppLink>
              </li>
            </ul>
          </nav>
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
          </ul>
          <p className={styles.copyright} suppressHydrationWarning>
            © {new Date().getFullYear()} {brand.appName}
          </p>
        </div>
      </div>
    </footer>
  );
}
