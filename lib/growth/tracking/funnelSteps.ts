import { EVENTS, type EventName } from './events';

/**
 * The funnel steps shown in the studio, in order. The browser's events count
 * the steps up to the lead; payments and purchases (event null) are counted
 * from the server's own records, since anyone can send events (issue 38, item 7).
 * Kept apart from the event names so the landing pages, which send events,
 * do not carry the studio's funnel.
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
