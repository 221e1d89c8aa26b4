/**
 * Product analytics event names (spec §4), all carrying the `publicweb.`
 * prefix. The funnel is landing → zipcode → lead → payment → purchase.
 */
export const EVENT_PREFIX = 'publicweb.';

export const EVENTS = {
  landingPageLoaded: 'publicweb.landing_page.loaded',
  loadDhj: 'publicweb.load.dhj',
  firstCleaningFreeCohortChecked: 'publicweb.first_cleaning_free_v1_cohort.checked',
  zipcodeSubmit: 'publicweb.zipcode_submit',
  addToCart: 'publicweb.add_to_cart',
  lead: 'publicweb.lead',
  acceptMembership: 'publicweb.accept_membership',
  membershipOptIn: 'publicweb.membership_opt_in',
  submitPayment: 'publicweb.submit_payment',
  paymentSuccess: 'publicweb.payment_success',
  dealPurchase: 'publicweb.deal_purchase',
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];
export const EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(EVENTS));

/**
 * The funnel steps shown in the studio, in order. The browser's events count
 * the steps up to the lead; payments and purchases (event null) are counted
 * from the server's own records, since anyone can send events (issue 38, item 7).
 */
export const FUNNEL_STEPS: { label: string; event: EventName | null }[] = [
  { label: 'Visitors', event: EVENTS.landingPageLoaded },
  { label: 'Zipcode', event: EVENTS.zipcodeSubmit },
  { label: 'Lead', event: EVENTS.lead },
  { label: 'Payment', event: null },
  { label: 'Purchase', event: null },
];

/** The steps the server's records count: a payment attempted, and a purchase completed. */
export const PAYMENT_STEP = 3;
export const PURCHASE_STEP = 4;
