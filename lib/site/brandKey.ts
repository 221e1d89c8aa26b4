import { getSiteChrome } from '@/lib/cms';
import { serverEnv } from '@/lib/platform/env/server';
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
