import { getSiteChrome } from '@/lib/cms';
import { serverEnv } from '@/lib/platform/env/server';
import { usesTestGateway } from '@/lib/platform/env/testGateway';
import { resolveBrandKey } from '@/lib/rules/brand';
import { routingTable } from './routing/manifestCache';

/**
 * The brand a request is for, from its Host header (spec §1). With the
 * published content unreachable, the configured fallback brand answers:
 * nothing that asks for a brand ever fails.
 */
export async function brandKeyForHost(host: string | null | undefined): Promise<string> {
  try {
    const table = await routingTable();
    return resolveBrandKey(host, table.brandKeys, table.manifest.fallbackKey).key;
  } catch {
    return fallbackBrandKeyWithoutContent();
  }
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
  /** The test gateway takes the payments: every email says so. */
  testPayments?: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Links in emails point to the site the customer used, but only when the Host
 * header names the brand's own domain (or loopback, for development and tests):
 * a forged Host can never make a sign-in link point elsewhere.
 */
export async function emailBrandFor(host: string | null | undefined, https: boolean): Promise<EmailBrand> {
  const key = await brandKeyForHost(host);
  const brand = (await getSiteChrome(key).catch(() => null))?.brand;
  const name = brand?.appName ?? 'Home cleaning';
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const own = brand && (hostname === brand.domain || hostname.endsWith(`.${brand.domain}`));
  const testPayments = usesTestGateway(serverEnv());
  if (host && /^[a-z0-9.-]+(:\d{1,5})?$|^\[::1\](:\d{1,5})?$/i.test(host) && (own || LOOPBACK.has(hostname))) return { name, origin: `${https ? 'https' : 'http'}://${host.toLowerCase()}`, testPayments };
  return { name, origin: brand ? siteOf(brand) : 'http://localhost:3000', testPayments };
}

/**
 * A brand as emails show it when no request names the site (membership billing): its current name and its own
 * site, from content; null when content does not know the brand.
 */
export async function emailBrandForKey(brandKey: string): Promise<EmailBrand | null> {
  const brand = (await getSiteChrome(brandKey).catch(() => null))?.brand;
  return brand ? { name: brand.appName, origin: siteOf(brand), testPayments: usesTestGateway(serverEnv()) } : null;
}

/** A brand's own site, as links are appended to it. */
const siteOf = (brand: { baseUrl: string }) => brand.baseUrl.replace(/\/$/, '');
