import type { CSSProperties, ReactNode } from 'react';
import type { PageChrome } from '@/lib/content/types';
import type { PageMeta } from '@/lib/rules/seoMeta';
import { OfferProvider } from '@/lib/commerce/offer';
import { NO_TAGS } from '@/lib/growth/tracking/tags';
import { ConsentBanner } from '../ConsentBanner';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { HydrationSlice } from '../HydrationSlice';
import { PromoBanner } from '../PromoBanner';
import { Seo } from '../Seo';
import { Signals } from '../Signals';
import { Tags } from '../Tags';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import styles from './Layout.module.scss';

export interface LayoutProps {
  chrome: PageChrome;
  meta: PageMeta;
  /** The page's title for the banner's "{title} Starting At {price}" wording. */
  bannerTitle?: string | null;
  /** False leaves the promo banner (and its price) out. */
  promo?: boolean;
  /** Rendered from studio drafts. */
  preview?: boolean;
  membershipModel?: boolean;
  children: ReactNode;
}

export function Layout({ chrome, meta, bannerTitle = null, promo = true, preview = false, membershipModel = false, children }: LayoutProps) {
  const { brand, navigation, footerTerms, promoBanner, company = null, tags = NO_TAGS, testPayments = false } = chrome;
  return (
    <OfferProvider offer={chrome.offer}>
      <Tags config={tags}>
        <div className={styles.site} style={{ '--brand-accent': brand.accentColor } as CSSProperties} data-brand={brand.key}>
          <Seo meta={meta} brand={brand} />
          <Signals />
          <SkipLink />
          {testPayments ? (
            <aside className={styles.testMode} aria-label="Payments" data-testid="test-mode">
              Test mode: no real payments
            </aside>
          ) : null}
          {preview ? (
            <p className={styles.preview} role="status">
              Preview of unpublished changes ·{' '}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API route that clears the preview cookies needs a full request */}
              <a href="/api/studio/preview?exit=1" aria-label="Exit preview">
                exit
              </a>
            </p>
          ) : null}
          {/* Each part hydrates on its own after the shell (see HydrationSlice): no one long task on a phone. */}
          <HydrationSlice>
            {promo ? <PromoBanner copy={promoBanner} title={bannerTitle} membershipModel={membershipModel} /> : null}
            <Header brand={brand} navigation={navigation} />
          </HydrationSlice>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
            <HydrationSlice>{children}</HydrationSlice>
          </main>
          <HydrationSlice>
            <Footer brand={brand} navigation={navigation} terms={footerTerms} company={company} />
          </HydrationSlice>
          {/* A brand with a hosted consent banner gets that one instead. */}
          {tags.consentScriptUrl ? null : (
            <HydrationSlice>
              <ConsentBanner appName={brand.appName} />
            </HydrationSlice>
          )}
        </div>
      </Tags>
    </OfferProvider>
  );
}
