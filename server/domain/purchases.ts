import { isPaymentToken } from '@/lib/rules/paymentToken';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { customers, memberships, priceIntents, purchases, referralCodes, vouchers } from '@/db/schema';
import { errorText, requestLog } from '@/server/platform/log';
import { canonicalEmail } from '@/lib/rules/emailIdentity';
import { safeRedirect } from '@/lib/rules/redirect';
import { fieldErrors, purchaseContactForm, type FieldErrors } from '@/lib/rules/validation/forms';
import { PaymentTimeoutError, type ChargeOutcome, type PaymentGateway } from '../payments/gateway';
import type { EmailFacts } from '../email';
import { receiptEmail } from '../email/templates';
import { createSignInLink } from './customerAuth';
import { estimatedLtvCents, findPlan, offeredPlanOf } from './catalogue';
import { intentSummary } from './orderSummaries';
import type { OfferSource } from '../offer/grants';
import { claimFirstCleaning, hasBoughtFirstCleaning, releaseFirstCleaning, unfinishedPaymentFor } from './newClients';
import { declinesAllowAttempt, recordDecline, TOO_MANY_DECLINES_MESSAGE } from './paymentDeclines';
import { endPaymentAttempt, holdForPurchase, settleUnfinishedPayment, type RefundNotice } from './purchaseHolds';
import { isIdleUnfinished, NOT_NEW_CLIENT_MESSAGE } from '@/lib/rules/newClients';
import { isFormatError, lookupZip } from './regions';

/**
 * Spec §7 PurchaseVoucher / PurchaseSubscription. The price comes only from
 * the stored quote (intent). The payment provider takes at most one payment
 * per quote, and customer, voucher, membership, stock and result are written
 * in one transaction with the intent row locked, so repeated or concurrent
 * submissions produce one charge. Like a provider's idempotency keys, a quote
 * remembers what it was bought for: an identical replay gets the stored
 * answer, a replay with anything changed is refused and learns nothing.
 */

export type PurchaseKind = 'voucher' | 'subscription';

export interface PurchaseInput {
  intent: string;
  paymentToken: string;
  hours: number;
  email: string;
  zipcode: string;
  phone: string;
  firstName?: string | null;
  lastName?: string | null;
  redirect?: string | null;
  zipcodeEnteredOnHomepage?: boolean | null;
}

export type PurchaseError =
  | 'INVALID_INPUT'
  | 'QUOTE_INVALID'
  | 'QUOTE_ALREADY_USED'
  | 'DECLINED'
  | 'PAYMENT_UNCONFIRMED'
  | 'ACTION_REQUIRED'
  | 'SOLD_OUT'
  | 'IN_PROGRESS'
  | 'NOT_NEW_CLIENT'
  | 'TOO_MANY_DECLINES';

export interface PurchaseResult {
  success: boolean;
  message: string | null;
  error: PurchaseError | null;
  paymentAction: string | null;
  fieldErrors: FieldErrors;
  voucherPurchaseDetails: {
    code: string;
    estimatedLtvCents: number;
    redirect: string | null;
    isNewCustomer: boolean | null;
    city: string | null;
    state: string | null;
  } | null;
  /** The customer the sale was recorded for. */
  customerId: number | null;
}

export const VOUCHER_VALIDITY_MS = 365 * 86_400_000;

const failure = (error: PurchaseError, message: string, extra: Partial<PurchaseResult> = {}): PurchaseResult => ({
  success: false,
  message,
  error,
  paymentAction: null,
  fieldErrors: [],
  voucherPurchaseDetails: null,
  customerId: null,
  ...extra,
});

const NEW_QUOTE = (message: string) => failure('QUOTE_INVALID', message);
const PAYMENT_UNDER_WAY = 'An earlier payment for this email is still being confirmed. Please try again in a minute: you will not be charged twice.';
/** What the sale's transaction answers when the sweep settled the quote as abandoned mid-payment. */
const ABANDONED = Symbol('abandoned');
const GO_BACK = ' Please go back and check the price again.';
const CHECK_AGAIN = ' Please check the price again.';
const ALREADY_USED = () => failure('QUOTE_ALREADY_USED', `This price quote has already been used.${GO_BACK}`);
const QUOTE_NOT_FOUND = () => NEW_QUOTE(`Your price quote was not found.${GO_BACK}`);
const QUOTE_EXPIRED = () => NEW_QUOTE(`Your price quote has expired.${GO_BACK}`);

export function voucherCode(): string {
  // Unambiguous characters only: codes are read aloud to support.
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return `HC-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a purchase is for, as a stable hash: the mutation, the hours and every customer detail. */
export function purchaseFingerprint(
  kind: PurchaseKind,
  contact: { hours: number; email: string; zipcode: string; phone: string; firstName?: string; lastName?: string },
): string {
  return sha256(JSON.stringify([kind, contact.hours, contact.email, contact.zipcode, contact.phone, contact.firstName ?? null, contact.lastName ?? null]));
}

/** `email`, `emailBrand`: where the receipt goes. */
export interface PurchaseFacts extends EmailFacts {
  gateway: PaymentGateway;
  /** Who is paying, as the rate limits count clients: declines are capped per client too. */
  clientKey: string;
  offers: OfferSource;
  brandKey: string;
  now: Date;
  /** The visit's referral code (its cookie); credited only when it names a known referrer. */
  referralCode?: string | null;
}

type Contact = ReturnType<typeof purchaseContactForm.parse>;
type Intent = typeof priceIntents.$inferSelect;
type FoundPlan = NonNullable<Awaited<ReturnType<typeof findPlan>>>;
type Charged = Extract<ChargeOutcome, { status: 'succeeded' }>;
/** A step's answer when the purchase stops there. */
const stopped = (step: object): step is PurchaseResult => 'success' in step;

/**
 * The purchase, step by step: the request as sent, the quote it pays, the claim and the hold it needs, the charge,
 * and the sale written in one transaction; then the receipt. Each step either hands the next what it needs or is the
 * answer.
 */
export async function purchase(db: Db, kind: PurchaseKind, input: PurchaseInput, facts: PurchaseFacts): Promise<PurchaseResult> {
  const request = checkedRequest(kind, input);
  if (stopped(request)) return request;
  const quote = await payableQuote(db, kind, input, request, facts);
  if (stopped(quote)) return quote;
  const held = await claimAndHold(db, request.contact, quote.intent, facts);
  if (held) return held;
  const charged = await chargeCard(db, kind, input, request.contact, quote, facts);
  if (stopped(charged)) return charged;
  const completed = await db.transaction((tx) => recordSale(tx, kind, request, quote, charged, facts));
  if (completed === ABANDONED) return refundAbandoned(quote.intent, charged.outcome, facts);
  if (!('receipt' in completed)) return completed;
  await sendReceipt(db, request.contact.email, completed.receipt, quote.intent, quote.found, facts);
  return completed.result;
}

/** The form as sent, and what an identical replay is recognised by: what it asks for and the card token it sent. */
interface CheckedRequest {
  contact: Contact;
  fingerprint: string;
  paidWith: string;
}

/** The form as sent, and what an identical replay is recognised by. */
function checkedRequest(kind: PurchaseKind, input: PurchaseInput): PurchaseResult | CheckedRequest {
  const parsed = purchaseContactForm.safeParse({
    ...input,
    firstName: input.firstName ?? undefined,
    lastName: input.lastName ?? undefined,
    redirect: input.redirect ?? undefined,
    zipcodeEnteredOnHomepage: input.zipcodeEnteredOnHomepage ?? false,
  });
  if (!parsed.success) return failure('INVALID_INPUT', 'Please correct the highlighted fields.', { fieldErrors: fieldErrors(parsed.error) });
  if (!/^pi_[0-9a-f]{32}$/.test(input.intent)) return QUOTE_NOT_FOUND();
  if (!isPaymentToken(input.paymentToken)) return failure('INVALID_INPUT', 'Your card details are missing. Please enter them again.');
  return { contact: parsed.data, fingerprint: purchaseFingerprint(kind, parsed.data), paidWith: sha256(input.paymentToken) };
}

interface PayableQuote {
  intent: Intent;
  found: FoundPlan;
  cardFingerprint: string | null;
  declineFacts: { intentId: string; clientKey: string; cardFingerprint: string | null };
}

/** The stored quote this pays, still good for what is asked, for a new client, within the decline limits. */
async function payableQuote(
  db: Db,
  kind: PurchaseKind,
  input: PurchaseInput,
  { contact, fingerprint, paidWith }: CheckedRequest,
  facts: PurchaseFacts,
): Promise<PurchaseResult | PayableQuote> {
  const [intent] = await db.select().from(priceIntents).where(eq(priceIntents.id, input.intent)).limit(1);
  if (!intent) return QUOTE_NOT_FOUND();
  if (intent.status === 'completed') return replay(db, intent, fingerprint, paidWith);
  if (intent.status === 'abandoned') return QUOTE_EXPIRED();
  const cardFingerprint = await facts.gateway.cardFingerprint(input.paymentToken).catch(() => null);
  // New clients only: the quote does not say (it answers alike for anyone), so the payment does, before any charge.
  if (await hasBoughtFirstCleaning(db, { email: contact.email, cardFingerprint })) return failure('NOT_NEW_CLIENT', NOT_NEW_CLIENT_MESSAGE);
  if (intent.kind !== kind) return NEW_QUOTE(`This price quote is for a different kind of purchase.${CHECK_AGAIN}`);
  if (intent.numHours !== contact.hours) return NEW_QUOTE(`The number of hours changed since your quote.${CHECK_AGAIN}`);
  if (intent.zipcode !== contact.zipcode) return NEW_QUOTE(`Your zipcode changed since your quote.${CHECK_AGAIN}`);
  if (intent.expiresAt.getTime() < facts.now.getTime()) return QUOTE_EXPIRED();
  const found = await findPlan(db, intent.planKey);
  if (!found) return NEW_QUOTE(`This plan is no longer available.${GO_BACK}`);
  // Card testing: past the decline limits nothing more reaches the provider, whichever card is sent.
  const declineFacts = { intentId: intent.id, clientKey: facts.clientKey, cardFingerprint };
  if (!(await declinesAllowAttempt(db, declineFacts, facts.now))) return failure('TOO_MANY_DECLINES', TOO_MANY_DECLINES_MESSAGE);
  return { intent, found, cardFingerprint, declineFacts };
}

/**
 * The email's one first cleaning and the stock unit and campaign redemption this purchase needs, taken before the card
 * is charged; null once both are this purchase's. Another quote for this email being paid: only one of them may
 * charge. One whose payment did not finish and that nobody is paying now is settled (refunded if it was charged) and
 * gives its claim up: nothing was bought with it.
 */
async function claimAndHold(db: Db, contact: Contact, intent: Intent, facts: PurchaseFacts): Promise<PurchaseResult | null> {
  if (!(await claimFirstCleaning(db, contact.email, intent.id, facts.now))) {
    const holder = await unfinishedPaymentFor(db, contact.email);
    if (!holder) return failure('NOT_NEW_CLIENT', NOT_NEW_CLIENT_MESSAGE);
    const settled = isIdleUnfinished(holder) && (await settleUnfinishedPayment(db, facts.gateway, holder, facts.now, facts.email));
    if (!settled || !(await claimFirstCleaning(db, contact.email, intent.id, facts.now))) return failure('IN_PROGRESS', PAYMENT_UNDER_WAY);
  }
  const hold = await holdForPurchase(db, intent, facts);
  if (hold === 'held') return null;
  await releaseFirstCleaning(db, contact.email, intent.id);
  if (hold === 'gone') return QUOTE_NOT_FOUND();
  if (hold === 'abandoned') return QUOTE_EXPIRED();
  if (hold === 'sold-out')
    return failure('SOLD_OUT', `All ${intent.numHours}-hour vouchers have been claimed since your quote. Please choose another option or join the waitlist.`);
  return NEW_QUOTE(`This offer has ended or has been fully claimed.${GO_BACK}`);
}

/** The one charge of the quote's price, and the card that paid it (an earlier attempt's, on a retry). */
async function chargeCard(
  db: Db,
  kind: PurchaseKind,
  input: PurchaseInput,
  contact: Contact,
  { intent, cardFingerprint, declineFacts }: PayableQuote,
  facts: PurchaseFacts,
): Promise<PurchaseResult | { outcome: Charged; paidFingerprint: string | null }> {
  let outcome: ChargeOutcome;
  try {
    outcome = await facts.gateway.charge({
      paymentKey: intent.id,
      amountCents: intent.priceCents,
      token: input.paymentToken,
      description: `${intent.numHours} hour ${kind === 'subscription' ? 'subscription first cleaning' : 'cleaning voucher'}`,
      email: contact.email,
      offSession: null,
    });
  } catch (error) {
    await endPaymentAttempt(db, intent.id, 'unfinished', {
      paymentRef: error instanceof PaymentTimeoutError ? error.paymentRef : null,
      notice: await refundNotice(contact.email, facts),
    });
    if (error instanceof PaymentTimeoutError) {
      return failure('PAYMENT_UNCONFIRMED', `[${error.requestId}] We could not confirm your payment. Please try again: you will not be charged twice.`);
    }
    throw error;
  }
  if (outcome.status === 'declined') {
    await recordDecline(db, declineFacts, facts.now);
    // The last attempt on this quote gives back what it held; one still paying keeps it, and the email's claim.
    if (await endPaymentAttempt(db, intent.id, 'declined')) await releaseFirstCleaning(db, contact.email, intent.id);
    return failure('DECLINED', outcome.message);
  }
  if (outcome.status === 'action_required') {
    await endPaymentAttempt(db, intent.id, 'unfinished', { paymentRef: outcome.paymentRef, notice: await refundNotice(contact.email, facts) });
    return failure('ACTION_REQUIRED', 'Your bank asks you to confirm this payment.', { paymentAction: outcome.clientSecret });
  }
  const chargedWith = outcome.paymentMethod;
  const paidFingerprint =
    chargedWith && chargedWith !== input.paymentToken ? await facts.gateway.cardFingerprint(chargedWith).catch(() => cardFingerprint) : cardFingerprint;
  return { outcome, paidFingerprint };
}

/**
 * The sale, in one transaction with the quote locked: customer, voucher, membership, the stored answer and the quote
 * completed. A racing request that paid first is replayed; a quote the sweep abandoned mid-payment is ABANDONED.
 */
async function recordSale(
  tx: Db,
  kind: PurchaseKind,
  { contact, fingerprint, paidWith }: CheckedRequest,
  { intent, found }: PayableQuote,
  { outcome, paidFingerprint }: { outcome: Charged; paidFingerprint: string | null },
  facts: PurchaseFacts,
): Promise<PurchaseResult | typeof ABANDONED | { result: PurchaseResult; receipt: { customerId: number; code: string } }> {
  const [locked] = await tx.select().from(priceIntents).where(eq(priceIntents.id, intent.id)).for('update');
  if (!locked) return QUOTE_NOT_FOUND();
  // A racing request paid first: this one gets its answer only if it asked for the same thing.
  if (locked.status === 'completed') return replay(tx, locked, fingerprint, paidWith);
  // The sweep settled this quote as abandoned while this payment was still being made: no sale on it any more.
  if (locked.status === 'abandoned') return ABANDONED;

  const { customer, isNew } = await saleCustomer(tx, contact, outcome, paidFingerprint);
  const code = await issueVoucher(tx, customer.id, intent, found, facts);

  const result: PurchaseResult = {
    success: true,
    message: null,
    error: null,
    paymentAction: null,
    fieldErrors: [],
    voucherPurchaseDetails: {
      code,
      estimatedLtvCents: estimatedLtvCents(found.plan, intent.priceCents),
      redirect: safeRedirect(contact.redirect),
      isNewCustomer: kind === 'voucher' ? isNew : null,
      ...placeOf(contact.zipcode),
    },
    customerId: customer.id,
  };
  const referrer = facts.referralCode
    ? (await tx.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.code, facts.referralCode)).limit(1))[0]
    : undefined;
  await tx.insert(purchases).values({ intentId: intent.id, customerId: customer.id, chargeId: outcome.chargeId, result, referralCode: referrer?.code ?? null });
  await tx
    .update(priceIntents)
    .set({ status: 'completed', fingerprint, paidWith, paymentsUnderWay: 0, refundNotice: null })
    .where(eq(priceIntents.id, intent.id));
  requestLog().info({ intent: intent.id, customer: customer.id, amountCents: intent.priceCents, kind }, 'purchase completed');
  return { result, receipt: { customerId: customer.id, code } };
}

/** The buyer's customer row, made or found by email, with the card that paid as the one later fees go to. */
async function saleCustomer(tx: Db, contact: Contact, outcome: Charged, paidFingerprint: string | null) {
  const [inserted] = await tx
    .insert(customers)
    .values({
      email: contact.email,
      emailKey: canonicalEmail(contact.email),
      phone: contact.phone,
      zipcode: contact.zipcode,
      firstName: contact.firstName ?? null,
      lastName: contact.lastName ?? null,
    })
    .onConflictDoNothing({ target: customers.email })
    .returning();
  // The card that paid (as the provider says, not as this request says) is the one later fees are charged to.
  await tx
    .update(customers)
    .set({ paymentMethod: outcome.paymentMethod, paymentCustomer: outcome.customer, cardFingerprint: paidFingerprint })
    .where(eq(customers.email, contact.email));
  const customer = inserted ?? (await tx.select().from(customers).where(eq(customers.email, contact.email)).limit(1))[0];
  if (!customer) throw new Error('customer neither inserted nor found');
  return { customer, isNew: inserted !== undefined };
}

/**
 * The voucher for the first cleaning and, for a membership plan, the membership. Every first cleaning draws on the
 * same stock, whatever the plan: the hold took its unit before the charge.
 */
async function issueVoucher(tx: Db, customerId: number, intent: Intent, found: FoundPlan, facts: PurchaseFacts): Promise<string> {
  const code = voucherCode();
  await tx.insert(vouchers).values({
    code,
    customerId,
    intentId: intent.id,
    numHours: intent.numHours,
    priceCents: intent.priceCents,
    salesTaxCents: intent.salesTaxCents,
    expiresAt: new Date(facts.now.getTime() + VOUCHER_VALIDITY_MS),
  });
  if (found.plan.forevercleanForced || found.plan.isSubscription) {
    await tx.insert(memberships).values({
      customerId,
      planKey: found.plan.key,
      intentId: intent.id,
      monthlyCents: found.plan.forevercleanMonthlyCents,
      freeMonths: found.plan.forevercleanFreeMonths,
      // Its billing has no request to learn the brand from.
      brandKey: facts.brandKey,
    });
  }
  return code;
}

/** A payment made for a quote the sweep abandoned meanwhile: given back at once. */
async function refundAbandoned(intent: Intent, outcome: Charged, facts: PurchaseFacts): Promise<PurchaseResult> {
  try {
    // By the payment's own id: a search by the quote may not see a payment made seconds ago.
    await facts.gateway.refundAbandoned({ paymentKey: intent.id, amountCents: intent.priceCents, paymentRef: outcome.paymentRef });
  } catch (error) {
    // The sweep has already given the quote's stock back, so nobody else will come for this payment.
    requestLog().error(
      { intent: intent.id, amountCents: intent.priceCents, err: errorText(error) },
      'payment for an abandoned quote not refunded: refund it by hand',
    );
  }
  return NEW_QUOTE(`Your price quote has expired, and any payment taken for it is refunded.${GO_BACK}`);
}

/** Whom the sweep tells if it refunds this attempt's payment (none without a brand to send as: an email never holds up a purchase). */
async function refundNotice(to: string, facts: PurchaseFacts): Promise<RefundNotice | null> {
  return facts.emailBrand
    ? facts.emailBrand().then(
        (brand) => ({ to, brand }),
        () => null,
      )
    : null;
}

/** The receipt, with a one-time sign-in link to book the cleaning. A failed email never fails the paid purchase. */
async function sendReceipt(
  db: Db,
  to: string,
  receipt: { customerId: number; code: string },
  intent: typeof priceIntents.$inferSelect,
  plan: NonNullable<Awaited<ReturnType<typeof findPlan>>>,
  facts: PurchaseFacts,
): Promise<void> {
  if (!facts.email || !facts.emailBrand) return;
  try {
    const brand = await facts.emailBrand();
    const link = await createSignInLink(db, receipt.customerId, brand.origin, facts.now);
    const summary = await intentSummary(db, facts.offers, intent, offeredPlanOf(plan));
    await facts.email.send(receiptEmail(to, brand, { code: receipt.code, summary, expiresAt: new Date(facts.now.getTime() + VOUCHER_VALIDITY_MS) }, link));
  } catch (error) {
    requestLog().error({ err: errorText(error), customer: receipt.customerId }, 'receipt email not delivered');
  }
}

/** A completed quote answers again only the identical request (same details, same card token). */
async function replay(db: Pick<Db, 'select'>, intent: typeof priceIntents.$inferSelect, fingerprint: string, paidWith: string): Promise<PurchaseResult> {
  if (intent.fingerprint !== fingerprint || intent.paidWith !== paidWith) return ALREADY_USED();
  const [row] = await db.select({ result: purchases.result }).from(purchases).where(eq(purchases.intentId, intent.id)).limit(1);
  if (!row) return failure('IN_PROGRESS', 'This purchase is being completed. Please wait a moment and try again.');
  return row.result as PurchaseResult;
}

/** City and state of the cleaning's zipcode, for the order conversion (spec §3). */
function placeOf(zipcode: string): { city: string | null; state: string | null } {
  const place = lookupZip(zipcode);
  return isFormatError(place) ? { city: null, state: null } : { city: place.city, state: place.stateCode };
}
