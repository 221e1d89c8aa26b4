import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { readConsent } from '@/lib/tracking/consent';
import { excludedFromTracking } from '@/lib/tracking/signals';
import { NO_TAGS, type TagConfig } from '@/lib/tracking/tags';

const TagsContext = createContext<TagConfig>(NO_TAGS);

/** The brand's configured third-party tags, for code that reports a conversion. */
export const useTags = () => useContext(TagsContext);

const subscribe = (listener: () => void) => {
  window.addEventListener('consentchange', listener);
  return () => window.removeEventListener('consentchange', listener);
};
const consentNow = () => readConsent(document.cookie);
const noConsent = () => null;

const hasPageTags = (tags: TagConfig) => tags.affiliate !== null || tags.socialVideoPixelUrl !== null || tags.webAnalytics !== null;

/**
 * Loads the page-level third-party tags once the visitor accepts advertising
 * cookies, never for agent or bot sessions, and runs the brand's hosted
 * consent banner when one is configured. The tag code is a separate chunk,
 * fetched only then.
 */
export function Tags({ config, children }: { config: TagConfig; children: ReactNode }) {
  const consent = useSyncExternalStore(subscribe, consentNow, noConsent);

  useEffect(() => {
    if (consent !== 'all' || !hasPageTags(config) || excludedFromTracking(document.cookie, window.location.pathname)) return;
    void import('@/lib/tracking/thirdParty').then(({ startTags }) => startTags(config)).catch(() => undefined);
  }, [consent, config]);

  const hostedBanner = config.consentScriptUrl;
  useEffect(() => {
    if (!hostedBanner) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/lib/tracking/thirdParty')
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
