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
