import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useConsent } from '@/lib/growth/tracking/useConsent';
import { listenForConsentSettings, tagsAllowedOnPage } from '@/lib/growth/tracking/consent';
import { parseCookies } from '@/lib/platform/cookies';
import { NO_TAGS, type TagConfig } from '@/lib/growth/tracking/tags';

const TagsContext = createContext<TagConfig>(NO_TAGS);

/** The brand's configured third-party tags, for code that reports a conversion. */
export const useTags = () => useContext(TagsContext);

const hasPageTags = (tags: TagConfig) => tags.affiliate !== null || tags.socialVideoPixelUrl !== null || tags.webAnalytics !== null;

/**
 * Loads the page-level third-party tags once the visitor accepts advertising
 * cookies, never for agent or bot sessions nor on the "Do Not Sell" page, and runs the brand's hosted
 * consent banner when one is configured. The tag code is a separate chunk,
 * fetched only then.
 */
export function Tags({ config, children }: { config: TagConfig; children: ReactNode }) {
  const consent = useConsent(null);

  useEffect(() => {
    if (consent !== 'all' || !hasPageTags(config) || !tagsAllowedOnPage(parseCookies(document.cookie), window.location.pathname)) return;
    void import('@/lib/growth/tracking/thirdParty').then(({ startTags }) => startTags(config)).catch(() => undefined);
  }, [consent, config]);

  // "Cookie settings" (in the footer, which is not hydrated) reopens the choices: ours, or the hosted banner's.
  useEffect(() => listenForConsentSettings(), []);

  const hostedBanner = config.consentScriptUrl;
  useEffect(() => {
    if (!hostedBanner) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/lib/growth/tracking/thirdParty')
      .then(({ startHostedConsent }) => {
        if (!cancelled) stop = startHostedConsent(hostedBanner);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [hostedBanner]);

  return <TagsContext.Provider value={config}>{children}</TagsContext.Provider>;
}
