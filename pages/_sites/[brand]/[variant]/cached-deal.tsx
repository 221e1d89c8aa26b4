import type { GetServerSideProps } from 'next';
import { LandingPage } from '@/components/LandingPage';
import { loadBrandContext, withPreview } from '@/server/site/brandPage';
import { firstValue } from '@/lib/platform/query';
import { landingProps, type LandingProps } from '@/server/site/landingProps';
import { SHOWN_DEFAULT_PLAN } from '@/lib/rules/landing/ask';
import { DRAFT_MODE_COOKIE } from '@/server/site/studioGrants';

/** CDN cache policy for cached-deal pages (spec §9, DESIGN §3). */
export const CACHED_DEAL_CACHE_CONTROL = 'public, s-maxage=360, stale-while-revalidate=3600, must-revalidate';

/** Next's draft-mode cookie. */

/**
 * The landing parameters of this URL, for the checkout link: a page a CDN shares sets no cookie, so the visit's offer
 * is decided again from them when checkout is opened (the routing decision validates them there, as it did here).
 */
function landingParams(query: Record<string, string | string[] | undefined>): Record<string, string> {
  // Every visitor of a shared page is shown the default plan: checkout keeps it (server/site/routing/pageRequest.ts).
  const kept: Record<string, string> = { [SHOWN_DEFAULT_PLAN.name]: SHOWN_DEFAULT_PLAN.value };
  for (const name of ['adgroupid', 'utm_campaign', 'discount']) {
    const value = firstValue(query[name]);
    if (value && value.length <= 64) kept[name] = value;
  }
  return kept;
}

export default function CachedDealPage(props: LandingProps) {
  return <LandingPage {...props} />;
}

// Server-rendered so these exact headers reach the CDN (Next overrides Cache-Control on ISR pages).
export const getServerSideProps: GetServerSideProps<LandingProps> = withPreview(async ({ params, query, req, res, draftMode }) => {
  const context = await loadBrandContext(params);
  if (!context) return { notFound: true };
  // A studio preview (drafts), or a draft-mode cookie Next is clearing: that answer is one browser's, never a CDN's.
  const personal = draftMode === true || DRAFT_MODE_COOKIE in req.cookies || res.getHeader('Set-Cookie') !== undefined;
  res.setHeader('Cache-Control', personal ? 'private, no-store' : CACHED_DEAL_CACHE_CONTROL);
  res.setHeader('Vary', 'X-Cache-Key');
  return { props: { ...(await landingProps(context, 'deal')), checkoutLanding: landingParams(query) } };
});
