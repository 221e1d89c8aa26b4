import { useRouter } from 'next/router';
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { readCookie } from '@/lib/platform/cookies';
import { firstValue } from '@/lib/platform/query';
import { sessionStore } from '@/lib/platform/storage';
import { grantedDiscount, parseDiscountCents } from '@/lib/rules/discount';
import { adGroupIdFrom } from '@/lib/rules/landing/params';
import type { LandingContext } from './types';

/**
 * What a landing asks for: the campaign of its ad link (`utm_campaign`), its
 * ad group and the `discount` it names. The server decides what that grants
 * (campaigns and ad-group wording in content); the browser only shows the
 * granted discount, the one the quote will charge. The visit remembers its
 * landing (the utm cookie, the ad group in session storage), so checkout
 * pages without these parameters still carry them.
 */

export const NO_LANDING: LandingContext = { campaignId: null, adGroupId: null, requestedCents: null };

const CAMPAIGN_ID = /^[A-Za-z0-9._-]{1,64}$/;

function rememberedCampaign(): string | null {
  try {
    const utm = JSON.parse(readCookie(document.cookie, 'utm') ?? 'null') as { utm_campaign?: unknown } | null;
    return typeof utm?.utm_campaign === 'string' ? utm.utm_campaign : null;
  } catch {
    return null;
  }
}

/** The landing context of this page view: its query first, then what the visit remembers. */
export function landingContext(query: Record<string, string | string[] | undefined>): LandingContext {
  const campaign = firstValue(query.utm_campaign)?.trim() ?? rememberedCampaign();
  return {
    campaignId: campaign && CAMPAIGN_ID.test(campaign) ? campaign : null,
    adGroupId: adGroupIdFrom(query.adgroupid) ?? adGroupIdFrom(sessionStore()?.getItem('adgroupid')),
    requestedCents: parseDiscountCents(query.discount),
  };
}

const granted = new Map<string, Promise<number>>();

/** The discount the server grants this landing, in cents (0 when nothing is granted or the server cannot say). */
export function grantedDiscountCents(context: LandingContext): Promise<number> {
  if (!context.campaignId && !context.adGroupId) return Promise.resolve(0);
  const key = JSON.stringify(context);
  let answer = granted.get(key);
  if (!answer) {
    answer = import('./api').then(({ loadLandingOffer }) => loadLandingOffer(context)).catch(() => 0);
    granted.set(key, answer);
  }
  return answer;
}

/**
 * A landing page's own ad group and the discount content gives it, carried in
 * the page's HTML (its variant is per ad group): with no campaign in play the
 * page needs no request to know what is granted.
 */
const AdGroupGrant = createContext<{ adGroupId: string; cents: number | null } | null>(null);

export function AdGroupGrantProvider({ adGroupId, cents, children }: { adGroupId: string | null; cents: number | null; children: ReactNode }) {
  return createElement(AdGroupGrant.Provider, { value: adGroupId ? { adGroupId, cents } : null }, children);
}

/** What the server would grant a landing without a campaign, from the ad group's own discount (the same rule). */
const adGroupOnlyGrant = (context: LandingContext, cents: number | null) =>
  grantedDiscount({ campaign: null, redemptions: 0, adGroupDiscountCents: cents, brandKey: '', now: new Date(0), requestedCents: context.requestedCents }).cents;

/**
 * The granted discount for this page, in cents; null until known. Read after
 * hydration on purpose: the landing parameters are unbounded, so they must
 * never shape a cached page (DESIGN §3a).
 */
export function useGrantedDiscount(): number | null {
  const router = useRouter();
  const context = router?.isReady ? landingContext(router.query) : null;
  // Nothing to ask when the landing names neither a campaign nor an ad group: nothing is granted.
  const key = context && (context.campaignId || context.adGroupId) ? JSON.stringify(context) : null;
  const seed = useContext(AdGroupGrant);
  // The page's own ad group without a campaign: its HTML already says what is granted.
  const local = context && !context.campaignId && seed && seed.adGroupId === context.adGroupId ? adGroupOnlyGrant(context, seed.cents) : null;
  const [answer, setAnswer] = useState<{ key: string; cents: number } | null>(null);
  useEffect(() => {
    if (key === null || local !== null) return;
    let current = true;
    void grantedDiscountCents(JSON.parse(key) as LandingContext).then((cents) => current && setAnswer({ key, cents }));
    return () => {
      current = false;
    };
  }, [key, local]);
  if (!context) return null;
  if (key === null) return 0;
  if (local !== null) return local;
  return answer && answer.key === key ? answer.cents : null;
}
