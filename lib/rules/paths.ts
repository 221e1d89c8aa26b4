/**
 * Public URLs of brand pages, in their canonical form (no trailing slash, as
 * next/link renders them). Links, canonical tags and the sitemap all use these.
 */
export const paths = {
  home: '/',
  deal: '/deal',
  locations: '/us',
  service: (slug: string) => `/services/${slug}`,
  state: (stateSlug: string) => `/us/${stateSlug}`,
  city: (stateSlug: string, citySlug: string) => `/us/${stateSlug}/${citySlug}`,
  page: (path: string) => `/${path}`,
  checkout: '/checkout',
  customer: '/customer',
  waitlist: '/waitlist',
  survey: '/survey',
  referral: (code: string) => `/referral/${encodeURIComponent(code)}`,
} as const;
