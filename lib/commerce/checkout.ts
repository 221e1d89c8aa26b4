import { reportConversion, track, visitorId } from '@/lib/growth/tracking/browser';
import { EVENTS } from '@/lib/growth/tracking/events';
import type { TagConfig } from '@/lib/growth/tracking/tags';
import { PurchaseSubscriptionDocument, PurchaseVoucherDocument, RegisterLeadDocument, VoucherPriceAndIntentDocument } from '@/lib/graphql/generated/graphql';
import { runMutation, runQuery } from '@/lib/graphql/lazy';
import { DEFAULT_VOUCHER_HOURS } from '@/lib/rules/plans';
import { toCents, toDollars } from '@/lib/rules/money';
import { NOT_NEW_CLIENT_MESSAGE, signInPath } from '@/lib/rules/newClients';
import { safeRedirect } from '@/lib/rules/redirect';
import { clearSession, type CheckoutSession } from './checkoutSession';
import { mapOrderSummary, mapPurchaseResult } from './map';
import type { PaymentMethodSource } from './tokenize';
import type { CheckoutPlan, FieldError, PlanKey, Quote } from './types';

/**
 * The two sequences of checkout that talk to the server: leaving step 2
 * (register the lead, then fix the price as a quote) and paying at step 3
 * (a payment token for the card, purchase, record the conversion, go on). Components
 * call these and show what they answer.
 */

export type QuoteOutcome = { kind: 'quoted'; quote: Quote } | { kind: 'fields'; errors: FieldError[] } | { kind: 'failure'; message: string };

/** Spec §4: only a successful quote (price and intent) lets the visitor leave step 2. The visit's offer decides its discount, on the server. */
export async function requestQuote(input: { plan: CheckoutPlan; hours: number | null; email: string; zipcode: string }): Promise<QuoteOutcome> {
  const { registerLead } = await runMutation(RegisterLeadDocument, { input: { email: input.email, zipcode: input.zipcode } });
  if (!registerLead.success) {
    const errors = registerLead.fieldErrors.filter((e) => e.field === 'email' || e.field === 'zipcode');
    return errors.length ? { kind: 'fields', errors } : { kind: 'failure', message: registerLead.message ?? 'Please check your details.' };
  }
  const { voucherPriceAndIntent: result } = await runQuery(VoucherPriceAndIntentDocument, {
    voucherOption: input.plan.key as PlanKey,
    numHours: input.hours ?? DEFAULT_VOUCHER_HOURS,
    zipcode: input.zipcode,
    email: input.email,
  });
  if (result.__typename === 'InvalidRequestError' || result.__typename === 'PlanNotOfferedError') return { kind: 'failure', message: result.message };
  if (result.__typename !== 'VoucherPriceQuote') return { kind: 'fields', errors: [{ field: 'zipcode', message: result.message }] };
  const quote: Quote = {
    intent: result.intent,
    priceCents: toCents(result.price),
    priceBeforeTaxCents: toCents(result.priceBeforeSalesTax),
    salesTaxCents: toCents(result.salesTaxDollars),
    numHours: result.numHours,
    expiresAt: result.expiresAt,
    summary: mapOrderSummary(result.summary),
  };
  track(EVENTS.lead, { plan: input.plan.key, hours: quote.numHours, price: toDollars(quote.priceCents) });
  return { kind: 'quoted', quote };
}

export interface ContactDetails {
  phone: string;
  firstName: string | null;
  lastName: string | null;
}

export type PurchaseOutcome =
  | { kind: 'done'; destination: string }
  | { kind: 'fields'; errors: FieldError[] }
  | { kind: 'alert'; message: string }
  /** The mailbox or the card already bought a first cleaning (new clients only): sign in instead. Nothing was charged. */
  | { kind: 'notNewClient'; message: string; signInPath: string };

/**
 * Pays for the quoted option: the card goes only to the payment provider's
 * tokenizer; the purchase charges the quote's price. On success the checkout
 * progress is cleared, the conversion recorded, and the answer says where to
 * go next (a same-site `redirect`, else the survey).
 */
export async function purchase(input: {
  plan: CheckoutPlan;
  session: CheckoutSession;
  quote: Quote;
  card: PaymentMethodSource;
  contact: ContactDetails;
  redirect: string | null;
  tags: TagConfig;
}): Promise<PurchaseOutcome> {
  const { plan, session, quote, contact } = input;
  if (!session.email || !session.zipcode) return { kind: 'alert', message: 'Your email and zipcode are missing. Please go back a step.' };
  const card = await input.card.token();
  if (!card.ok) return 'fieldErrors' in card ? { kind: 'fields', errors: card.fieldErrors } : { kind: 'alert', message: card.message };

  const price = toDollars(quote.priceCents);
  track(EVENTS.submitPayment, { plan: plan.key, hours: quote.numHours, price });
  const purchaseInput = {
    intent: quote.intent,
    paymentToken: card.token,
    hours: quote.numHours,
    email: session.email,
    zipcode: session.zipcode,
    phone: contact.phone,
    firstName: contact.firstName,
    lastName: contact.lastName,
    redirect: input.redirect,
    zipcodeEnteredOnHomepage: session.zipcodeEnteredOnHomepage,
  };
  const attempt = async () =>
    mapPurchaseResult(
      plan.isSubscription
        ? (await runMutation(PurchaseSubscriptionDocument, { input: purchaseInput })).purchaseSubscription
        : (await runMutation(PurchaseVoucherDocument, { input: purchaseInput })).purchaseVoucher,
    );
  let result = await attempt();
  // The bank wants the customer to confirm (3-D Secure): once they have, the same request completes the payment.
  if (!result.ok && result.error === 'ACTION_REQUIRED' && result.paymentAction && input.card.confirm) {
    result = (await input.card.confirm(result.paymentAction))
      ? await attempt()
      : { ...result, message: 'The payment was not confirmed with your bank. Please try again or use another card.' };
  }
  if (!result.ok && result.error === 'NOT_NEW_CLIENT')
    return { kind: 'notNewClient', message: result.message ?? NOT_NEW_CLIENT_MESSAGE, signInPath: signInPath(session.email) };
  if (!result.ok)
    return result.fieldErrors.length
      ? { kind: 'fields', errors: result.fieldErrors }
      : { kind: 'alert', message: result.message ?? 'Your payment could not be completed.' };

  const { receipt } = result;
  clearSession();
  const tax = toDollars(quote.salesTaxCents);
  const purchased = { plan: plan.key, hours: quote.numHours, price, tax, code: receipt.code, isNewCustomer: receipt.isNewCustomer };
  track(EVENTS.paymentSuccess, purchased);
  track(EVENTS.dealPurchase, purchased);
  reportConversion(input.tags, {
    voucherCode: receipt.code,
    estimatedLtv: toDollars(receipt.estimatedLtvCents),
    email: session.email,
    phone: contact.phone,
    price,
    tax,
    hours: quote.numHours,
    customerId: receipt.customerId ?? 0,
    stableId: visitorId(),
    isNewCustomer: receipt.isNewCustomer,
    firstName: contact.firstName,
    lastName: contact.lastName,
    zipcode: session.zipcode,
    city: receipt.city,
    state: receipt.state,
  });
  const survey = `/survey?code=${encodeURIComponent(receipt.code)}${plan.isSubscription ? '&kind=subscription' : ''}`;
  return { kind: 'done', destination: safeRedirect(receipt.redirect) ?? survey };
}
