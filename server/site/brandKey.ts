import { getSiteChrome } from '@/server/content';
import { serverEnv } from '@/server/platform/env';
import { usesTestGateway } from '@/server/platform/testGateway';
import { resolveBrandKey } from '@/lib/rules/brand';
import { previewHostKey } from '@/lib/rules/previewHost';
import { livePreviewGrant } from '@/server/site/studioGrants';
import { routingTable } from './routing/manifestCache';

/**
 * The brand a request is for, from its Host header (spec §1). With the
 * published content unreachable, the configured fallback brand answers:
 * nothing that asks for a brand ever fails.
 */
export async function brandKeyForHost(host: string | null | undefined): Promise<string> {
  try {
    const table = await routingTable();
    return resolveBrandKey(host, table.brandKeys, table.fallbackKey).key;
  } catch {
    return fallbackBrandKeyWithoutContent();
  }
}

/**
 * The brand an API request is for: a draft brand's preview address names it for the person whose preview grant
 * it is (a test purchase before launch counts for that brand), else the host's brand.
 */
export async function brandKeyForRequest(host: string | null | undefined, previewGrant: string | undefined): Promise<string> {
  const previewKey = previewHostKey(host, serverEnv().PREVIEW_DOMAIN);
  if (previewKey !== null && previewGrant !== undefined && (await livePreviewGrant(previewGrant))?.brand === previewKey) return previewKey;
  return brandKeyForHost(host);
}

/** The fallback brand when content cannot say which brand is marked as fallback. */
export const fallbackBrandKeyWithoutContent = () => serverEnv().FALLBACK_BRAND_KEY;

/** The brand's analytics token (content), for copies of its events to the hosted analytics service. */
export async function brandAnalyticsToken(brandKey: string): Promise<string | null> {
  return (await getSiteChrome(brandKey))?.brand.analyticsToken ?? null;
}

/** A development brand (the local fallback) has no production or staging app; some experiments skip it. */
export async function isDevBrand(brandKey: string): Promise<boolean> {
  try {
    return (await routingTable()).devBrands.has(brandKey);
  } catch {
    return true;
  }
}

/** The brand as customer emails show it, and the site their links point to. */
export interface EmailBrand {
  name: string;
  origin: string;
  /** The brand's monitored support address (content), where replies go; null when it has none. */
  replyTo?: string | null;
  /** The test gateway takes the payments: every email says so. */
  testPayments?: boolean;
}

/**
 * The brand a request's Host names, as its emails show it. Links in them
 * point to the brand's configured base URL (content), never to the Host
 * header: any subdomain or port of the brand's domain reaches the site, and a
 * sign-in link must not be sent to one of them (issue 38, item 9).
 */
export async function emailBrandFor(host: string | null | undefined): Promise<EmailBrand> {
  const brand = (await getSiteChrome(await brandKeyForHost(host)).catch(() => null))?.brand;
  return {
    name: brand?.appName ?? 'Home cleaning',
    origin: brand ? siteOf(brand) : 'http://localhost:3000',
    replyTo: brand?.supportEmail ?? null,
    testPayments: usesTestGateway(serverEnv()),
  };
}

/**
 * A brand as emails show it when no request names the site (membership billing): its current name and its own
 * site, from content; null when content does not know the brand.
 */
export async function emailBrandForKey(brandKey: string): Promise<EmailBrand | null> {
  const brand = (await getSiteChrome(brandKey).catch(() => null))?.brand;
  return brand ? { name: brand.appName, origin: siteOf(brand), replyTo: brand.supportEmail, testPayments: usesTestGateway(serverEnv()) } : null;
}

/** A brand's own site, as links are appended to it. */
const siteOf = (brand: { baseUrl: string }) => brand.baseUrl.replace(/\/$/, '');
