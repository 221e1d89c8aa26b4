import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NO_TAGS, TAG_ENV_KEYS, tagConfig, tagOrigins } from './tagConfig';

const brand = { cookieyesId: 'cky-tidy-nest' };

describe('tagConfig', () => {
  it('configures nothing third-party without environment variables (the embedded default)', () => {
    expect(tagConfig(brand, {})).toEqual(NO_TAGS);
    expect(tagOrigins({})).toEqual([]);
  });

  it('reads each provider from its variable, ignoring malformed URLs', () => {
    const tags = tagConfig(brand, {
      TAG_AD_CONVERSION_URL: 'https://ads.example.net/collect',
      TAG_ORDER_TRACKING_URL: 'javascript:alert(1)',
      TAG_AFFILIATE_SCRIPT_URL: 'https://aff.example.net/utt.js',
      TAG_AFFILIATE_PROFILE_ID: 'P-42',
      TAG_EXPERIMENT_SCRIPT_URL: 'https://exp.example.net/e.js',
      TAG_BOT_DETECTION_SCRIPT_URL: 'not a url',
      TAG_CONSENT_SCRIPT_URL: 'https://cdn-cookieyes.com/client_data/{id}/script.js',
      WEB_ANALYTICS: true,
    });
    expect(tags.adConversionUrl).toBe('https://ads.example.net/collect');
    expect(tags.orderTrackingUrl).toBeNull();
    expect(tags.affiliate).toEqual({ scriptUrl: 'https://aff.example.net/utt.js', profileId: 'P-42' });
    expect(tags.paidSearch).toEqual({ experimentScriptUrl: 'https://exp.example.net/e.js', botDetectionScriptUrl: null });
    expect(tags.consentScriptUrl).toBe('https://cdn-cookieyes.com/client_data/cky-tidy-nest/script.js');
    expect(tags.webAnalytics).toEqual({ scriptSrc: null, endpoint: null });
  });

  it('needs both the affiliate script and the profile id, and a brand consent id for the hosted banner', () => {
    expect(tagConfig(brand, { TAG_AFFILIATE_SCRIPT_URL: 'https://aff.example.net/utt.js' }).affiliate).toBeNull();
    expect(tagConfig({ cookieyesId: null }, { TAG_CONSENT_SCRIPT_URL: 'https://c.example.net/{id}.js' }).consentScriptUrl).toBeNull();
    expect(tagConfig({ cookieyesId: '../x' }, { TAG_CONSENT_SCRIPT_URL: 'https://c.example.net/{id}.js' }).consentScriptUrl).toBeNull();
  });

  it('lists each configured origin once for the CSP', () => {
    expect(
      tagOrigins({
        TAG_AD_CONVERSION_URL: 'https://ads.example.net/a',
        TAG_ORDER_TRACKING_URL: 'https://ads.example.net/b',
        TAG_CONSENT_SCRIPT_URL: 'https://cdn-cookieyes.com/client_data/{id}/script.js',
        TAG_EXTRA_ORIGINS: 'https://log.cookieyes.com, bogus',
      }),
    ).toEqual(['https://ads.example.net', 'https://cdn-cookieyes.com', 'https://log.cookieyes.com']);
  });

  it('rebuilds when a tag variable changes (the build script hashes every variable its pattern matches)', () => {
    const script = readFileSync(path.join(process.cwd(), 'scripts', 'build-if-needed.mjs'), 'utf8');
    const pattern = /export const BUILD_ENV = \/(.+)\/;/.exec(script)?.[1];
    expect(pattern).toBeDefined();
    for (const key of TAG_ENV_KEYS) expect(key).toMatch(new RegExp(pattern!));
  });
});
