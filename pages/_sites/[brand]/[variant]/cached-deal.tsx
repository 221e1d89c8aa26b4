import type { GetServerSideProps } from 'next';
import { LandingPage } from '@/components/LandingPage';
import { loadBrandContext, withPreview } from '@/lib/site/brandPage';
import { landingProps, type LandingProps } from '@/lib/site/landingProps';

/** CDN cache policy for cached-deal pages (spec §9, DESIGN §3). */
export const CACHED_DEAL_CACHE_CONTROL = 'public, s-maxage=360, stale-while-revalidate=3600, must-revalidate';

/** Next's draft-mode cookie. */
const PREVIEW_COOKIE = '__prerender_bypass';

export default function CachedDealPage(props: LandingProps) {
  return <LandingPage {...props} />;
}

// Server-rendered so these exact headers reach the CDN (Next overrides Cache-Control on ISR pages).
export const getServerSideProps: GetServerSideProps<LandingProps> = withPreview(async ({ params, req, res, draftMode }) => {
  const context = await loadBrandContext(params);
  if (!context) return { notFound: true };
  // A studio preview (drafts), or a preview cookie Next is clearing: that answer is one browser's, never a CDN's.
  const personal = draftMode === true || PREVIEW_COOKIE in req.cookies || res.getHeader('Set-Cookie') !== undefined;
  res.setHeader('Cache-Control', personal ? 'private, no-store' : CACHED_DEAL_CACHE_CONTROL);
  res.setHeader('Vary', 'X-Cache-Key');
  return { props: await landingProps(context, 'deal') };
});
