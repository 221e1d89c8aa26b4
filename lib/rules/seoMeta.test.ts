import type { Brand } from '@/lib/content/types';
import { buildPageMeta, fillTemplate } from './seoMeta';

const brand: Brand = {
  key: 'sparkle-clean',
  appName: 'Sparkle Clean',
  domain: 'sparkle-clean.com',
  baseUrl: 'https://www.sparkle-clean.com',
  tagline: '',
  heroHeadline: '',
  heroSubhead: '',
  accentColor: '#0b6e4f',
  logo: { url: '/brands/sparkle-clean/logo.svg', width: 200, height: 40 },
  heroImage: null,
  faviconKey: 'sparkle-clean',
  icoOnlyFavicon: false,
  icons: null,
  markIcons: null,
  social: [{ network: 'facebook', url: 'https://www.facebook.com/sparklecleanhome' }],
  analyticsToken: null,
  cookieyesId: null,
  isDev: false,
  isPrimary: true,
  isFallback: false,
  supportEmail: 'help@sparkle-clean.com',
  supportPhone: null,
  seoTemplates: { city: { title: 'Cleaning in {city}, {state} | {appName}', description: 'Cleaners in {city}.' } },
};

describe('buildPageMeta', () => {
  it('fills the brand template for the page type', () => {
    const meta = buildPageMeta({ brand, pageType: 'city', canonicalPath: '/us/ca/san-jose/', vars: { city: 'San Jose', state: 'California' } });
    expect(meta.title).toBe('Cleaning in San Jose, California | Sparkle Clean');
    expect(meta.description).toBe('Cleaners in San Jose.');
    expect(meta.canonical).toBe('https://www.sparkle-clean.com/us/ca/san-jose/');
  });

  it('falls back to a default template and honours per-document overrides', () => {
    expect(buildPageMeta({ brand, pageType: 'service', canonicalPath: '/services/x', vars: { service: 'Deep Cleaning' } }).title).toBe(
      'Deep Cleaning | Sparkle Clean',
    );
    expect(buildPageMeta({ brand, pageType: 'page', canonicalPath: '/help', override: { title: 'Help me' } }).title).toBe('Help me');
  });

  it('adds Organization JSON-LD only on the primary brand home page', () => {
    const home = buildPageMeta({ brand, pageType: 'home', canonicalPath: '/' });
    expect(JSON.parse(home.organizationJsonLd ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: 'Sparkle Clean',
      url: 'https://www.sparkle-clean.com/',
      logo: 'https://www.sparkle-clean.com/brands/sparkle-clean/logo.svg',
      sameAs: ['https://www.facebook.com/sparklecleanhome'],
    });
    expect(buildPageMeta({ brand, pageType: 'deal', canonicalPath: '/deal' }).organizationJsonLd).toBeNull();
    expect(buildPageMeta({ brand: { ...brand, isPrimary: false }, pageType: 'home', canonicalPath: '/' }).organizationJsonLd).toBeNull();
  });

  it('marks non-primary brands noindex', () => {
    expect(buildPageMeta({ brand, pageType: 'home', canonicalPath: '/' }).noindex).toBe(false);
    expect(buildPageMeta({ brand: { ...brand, isPrimary: false }, pageType: 'home', canonicalPath: '/' }).noindex).toBe(true);
  });

  it('escapes content that could close the script element', () => {
    const meta = buildPageMeta({ brand: { ...brand, appName: '</script><script>x' }, pageType: 'home', canonicalPath: '/' });
    expect(meta.organizationJsonLd).not.toContain('</script>');
  });
});

describe('fillTemplate', () => {
  it('leaves unknown placeholders visible and collapses spaces', () => {
    expect(fillTemplate('{a}  and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
