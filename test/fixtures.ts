import { seedPlanRows } from '@/db/seed/plans';
import type { CheckoutPlan } from '@/lib/commerce/types';
import type { Brand, SiteChrome } from '@/lib/content/types';
import type { OrderSummary } from '@/lib/rules/orderSummary';
import type { PageOffer } from '@/lib/rules/planFigures';
import type { OfferedPlan } from '@/lib/rules/plans';
import { offeredPlanOf } from '@/server/domain/catalogue';
import { SEEDED_LATE_CHANGE_POLICY } from '@/server/domain/lateChangePolicy';

export const brandFixture: Brand = {
  key: 'tidy-nest',
  appName: 'Tidy Nest',
  domain: 'tidy-nest.com',
  baseUrl: 'https://www.tidy-nest.com',
  tagline: 'Affordable home cleaning you can trust',
  heroHeadline: 'Come home to a tidy nest',
  heroSubhead: 'Friendly, vetted cleaners.',
  accentColor: '#1e4fa3',
  logo: { url: '/brands/tidy-nest/logo.svg', width: 180, height: 40 },
  heroImage: { url: '/brands/tidy-nest/hero.png', width: 1600, height: 1200, alt: 'A cleaner wiping a kitchen counter', focus: { x: 0.5, y: 0.5 } },
  faviconKey: 'tidy-nest',
  icoOnlyFavicon: false,
  icons: null,
  markIcons: null,
  social: [{ network: 'instagram', url: 'https://www.instagram.com/tidynest' }],
  analyticsToken: null,
  cookieyesId: null,
  isDev: false,
  isPrimary: false,
  isFallback: false,
  supportEmail: null,
  supportPhone: null,
  seoTemplates: {},
};

export const chromeFixture: SiteChrome = {
  brand: brandFixture,
  company: {
    legalName: 'Homeclean Services, Inc.',
    entity: 'a Delaware corporation',
    street: '200 W Madison St, Suite 2100',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
    phone: '+1-800-555-0100',
    supportHours: '8am to 8pm Central, Monday to Saturday',
  },
  navigation: {
    services: [
      { slug: 'house-cleaning', label: 'House cleaning' },
      { slug: 'deep-cleaning', label: 'Deep cleaning' },
    ],
    headerLinks: [
      { label: 'Become a cleaner', href: '/apply' },
      { label: 'Cleaning tips', href: '/hub/' },
      { label: 'Help', href: '/help/' },
    ],
    signIn: { label: 'Sign in', href: '/login' },
    footerLinks: [{ label: 'Reviews', href: '/reviews/' }],
    legalLinks: [{ label: 'Do Not Sell My Personal Information', href: '/privacy/optout/' }],
    topStates: [{ code: 'CA', slug: 'ca', name: 'California' }],
    topCities: [{ slug: 'chicago', name: 'Chicago', state: { code: 'IL', slug: 'il', name: 'Illinois' } }],
  },
  footerTerms: { heading: 'Offer terms', terms: ['Valid only for new clients.'] },
  promoBanner: {
    defaultWording: 'Limited Time Offer: Get Your Home Cleaned For {price}!',
    titledWording: '{title} Starting At {price}',
    membershipWording: 'Limited time offer: Get your first cleaning free!',
    scarcityThreshold: 100,
  },
};

/** The one-month voucher plan as checkout receives it: $49 a month, a $99 fee before six months, no options. */
export const checkoutPlanFixture: CheckoutPlan = {
  key: 'CCF_1',
  isSubscription: false,
  monthlyCents: 4900,
  billingMonths: 1,
  freeMonths: 0,
  cancellationFeeMinMonths: 6,
  cancellationFeeCents: 9900,
  cancellationPolicy: null,
  options: [],
};

/** A plan of the seeded catalogue, as the server offers it. */
export function seededPlan(key: string): OfferedPlan {
  const { plans, options } = seedPlanRows();
  const plan = plans.find((p) => p.key === key);
  if (!plan) throw new Error(`no seeded plan ${key}`);
  return offeredPlanOf({ plan, options: options.filter((o) => o.planKey === key) });
}

/** What a page offers: a seeded plan, the free-first-cleaning membership, a grant and the seeded late-change policy. */
export const offerFixture = (planKey = 'CCF_1', grantCents = 0): PageOffer => ({
  plan: seededPlan(planKey),
  membership: seededPlan('SUBPLAN_FIRST_FREE_CLEANING_V1'),
  grantCents,
  lateChange: SEEDED_LATE_CHANGE_POLICY,
});

/** A quote's order lines as the server builds them: a 3-hour cleaning at $19 with $1.09 tax. */
export const orderSummaryFixture: OrderSummary = {
  lines: [
    { label: '3-hour first cleaning', amountCents: 1900 },
    { label: 'Sales tax', amountCents: 109 },
  ],
  totalCents: 2009,
  membership: '$49/month',
  terms: ['You can cancel at any time.'],
};
