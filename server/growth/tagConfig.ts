/**
 * Third-party tags (spec §7): which hosted providers are configured, read from
 * the environment on the server and handed to the page as plain data. With no
 * variable set (the embedded default) the list is empty and nothing
 * third-party ever loads. Everything here is public: URLs and ids that end up
 * in the browser anyway, never a secret.
 */

// Relative on purpose: next.config.ts loads this module, and its loader does not resolve the @/ alias.
import { serverEnv, type ServerEnv } from '../platform/env';
import { NO_TAGS, type TagConfig } from '../../lib/growth/tracking/tags';

export { NO_TAGS, type TagConfig };

type TagEnv = Partial<Pick<ServerEnv, (typeof TAG_ENV_KEYS)[number]>>;

/** An absolute http(s) URL, or null (a malformed value is ignored rather than breaking pages). */
function url(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function tagConfig(brand: { cookieyesId: string | null }, env: TagEnv = serverEnv()): TagConfig {
  const affiliateScript = url(env.TAG_AFFILIATE_SCRIPT_URL);
  const profileId = env.TAG_AFFILIATE_PROFILE_ID?.trim();
  const consentTemplate = env.TAG_CONSENT_SCRIPT_URL;
  const consentId = brand.cookieyesId && /^[A-Za-z0-9_-]{1,64}$/.test(brand.cookieyesId) ? brand.cookieyesId : null;
  const webAnalytics = env.WEB_ANALYTICS === true;
  return {
    adConversionUrl: url(env.TAG_AD_CONVERSION_URL),
    orderTrackingUrl: url(env.TAG_ORDER_TRACKING_URL),
    affiliate: affiliateScript && profileId ? { scriptUrl: affiliateScript, profileId } : null,
    socialVideoPixelUrl: url(env.TAG_SOCIAL_VIDEO_PIXEL_URL),
    paidSearch: { experimentScriptUrl: url(env.TAG_EXPERIMENT_SCRIPT_URL), botDetectionScriptUrl: url(env.TAG_BOT_DETECTION_SCRIPT_URL) },
    consentScriptUrl: consentTemplate?.includes('{id}') && consentId ? url(consentTemplate.replace('{id}', consentId)) : null,
    webAnalytics: webAnalytics ? { scriptSrc: url(env.WEB_ANALYTICS_SCRIPT_URL), endpoint: url(env.WEB_ANALYTICS_ENDPOINT) } : null,
  };
}

/** The environment variables above: they are part of the build (the CSP names their origins). */
export const TAG_ENV_KEYS = [
  'TAG_AD_CONVERSION_URL',
  'TAG_ORDER_TRACKING_URL',
  'TAG_AFFILIATE_SCRIPT_URL',
  'TAG_AFFILIATE_PROFILE_ID',
  'TAG_SOCIAL_VIDEO_PIXEL_URL',
  'TAG_EXPERIMENT_SCRIPT_URL',
  'TAG_BOT_DETECTION_SCRIPT_URL',
  'TAG_CONSENT_SCRIPT_URL',
  'TAG_EXTRA_ORIGINS',
  'WEB_ANALYTICS',
  'WEB_ANALYTICS_SCRIPT_URL',
  'WEB_ANALYTICS_ENDPOINT',
] as const;

/**
 * Origins the Content-Security-Policy must allow for the configured tags
 * (scripts and beacons). TAG_EXTRA_ORIGINS adds origins a provider's script
 * calls on its own (space or comma separated).
 */
export function tagOrigins(env: TagEnv = serverEnv()): string[] {
  const consent = env.TAG_CONSENT_SCRIPT_URL?.replace('{id}', 'id');
  const urls = [
    env.TAG_AD_CONVERSION_URL,
    env.TAG_ORDER_TRACKING_URL,
    env.TAG_AFFILIATE_SCRIPT_URL,
    env.TAG_SOCIAL_VIDEO_PIXEL_URL,
    env.TAG_EXPERIMENT_SCRIPT_URL,
    env.TAG_BOT_DETECTION_SCRIPT_URL,
    consent,
    env.WEB_ANALYTICS_SCRIPT_URL,
    env.WEB_ANALYTICS_ENDPOINT,
    ...(env.TAG_EXTRA_ORIGINS ?? '').split(/[\s,]+/),
  ];
  const origins = urls.map((u) => url(u ?? undefined)).flatMap((u) => (u ? [new URL(u).origin] : []));
  return [...new Set(origins)].sort();
}
