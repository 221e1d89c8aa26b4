import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { customers, memberships, priceIntents, purchases, voucherStock, vouchers } from '@/db/schema';
import { fieldErrors, purchaseContactForm, type FieldErrors } from '@/lib/validation/forms';
import { PaymentTimeoutError, type PaymentGateway } from '../payments/gateway';
import { estimatedLtvCents, findPlan } from './catalogue';
import { dollars, isFormatError, lookupZip } from './regions';
import { safeRedirect } from '@/lib/routing/safeRedirect';

/**
 * Spec §7 PurchaseVoucher / PurchaseSubscription. The price comes only from
 * the stored intent. The charge uses an idempotency key derived from the
 * intent, and customer, voucher and membership are written in one
 * transaction with the intent row locked, so repeated or concurrent
 * submissions produce one charge and return the same stored result.
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

export interface PurchaseResult {
  success: boolean;
  message: string | null;
  fieldErrors: FieldErrors;
  voucherPurchaseDetails: { code: string; estimatedLtv: number; redirect: string | null; isNewCustomer: boolean | null; city: string | null; state: string | null } | null;
  customer: { id: string; rawId: number } | null;
}

const VOUCHER_VALIDITY_MS = 365 * 86_400_000;

const failure = (message: string, errors: FieldErrors = []): PurchaseResult => ({
  success: false,
  message,
  fieldErrors: errors,
  voucherPurchaseDetails: null,
  customer: null,
});

function voucherCode(): string {
  // Unambiguous characters only: codes are read aloud to support.
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return `HC-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export async function purchase(db: Db, gateway: PaymentGateway, kind: PurchaseKind, input: PurchaseInput, now: Date): Promise<PurchaseResult> {
  const parsed = purchaseContactForm.safeParse({
    ...input,
    firstName: input.firstName ?? undefined,
    lastName: input.lastName ?? undefined,
    redirect: input.redirect ?? undefined,
    zipcodeEnteredOnHomepage: input.zipcodeEnteredOnHomepage ?? false,
  });
  if (!parsed.success) return failure('Please correct the highlighted fields.', fieldErrors(parsed.error));
  const contact = parsed.data;
  if (!/^pi_[0-9a-f]{32}$/.test(input.intent)) return failure('Your price quote was not found. Please go back and check the price again.');
  if (!/^[\w-]{6,255}$/.test(input.paymentToken)) return failure('Your card details are missing. Please enter them again.');

  const [intent] = await db.select().from(priceIntents).where(eq(priceIntents.id, input.intent)).limit(1);
  if (!intent) return failure('Your price quote was not found. Please go back and check the price again.');
  if (intent.status === 'completed') return storedResult(db, intent.id);
  if (intent.kind !== kind) return failure('This price quote is for a different kind of purchase. Please check the price again.');
  if (intent.numHours !== contact.hours) return failure('The number of hours changed since your quote. Please check the price again.');
  if (intent.zipcode !== contact.zipcode) return failure('Your zipcode changed since your quote. Please check the price again.');
  if (intent.expiresAt.getTime() < now.getTime()) return failure('Your price quote has expired. Please go back and check the price again.');
  const found = await findPlan(db, intent.planKey);
  if (!found) return failure('This plan is no longer available.');

  let chargeId: string;
  try {
    const outcome = await gateway.charge({
      idempotencyKey: `${intent.id}:${intent.paymentAttempt}`,
      amountCents: intent.priceCents,
      token: input.paymentToken,
      description: `${intent.numHours} hour ${kind === 'subscription' ? 'subscription first cleaning' : 'cleaning voucher'}`,
      email: contact.email,
    });
    if (outcome.status === 'declined') {
      // The next attempt (another card) needs a fresh key; nothing else is written.
      await db
        .update(priceIntents)
        .set({ paymentAttempt: sql`${priceIntents.paymentAttempt} + 1` })
        .where(sql`${priceIntents.id} = ${intent.id} and ${priceIntents.paymentAttempt} = ${intent.paymentAttempt} and ${priceIntents.status} = 'open'`);
      return failure(outcome.message);
    }
    chargeId = outcome.chargeId;
  } catch (error) {
    if (error instanceof PaymentTimeoutError) {
      return failure(`[${error.requestId}] We could not confirm your payment. Please try again: you will not be charged twice.`);
    }
    throw error;
  }

  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(priceIntents).where(eq(priceIntents.id, intent.id)).for('update');
    if (!locked || locked.status === 'completed') return storedResult(tx, intent.id);

    const [existingCustomer] = await tx.select().from(customers).where(eq(customers.email, contact.email)).limit(1);
    const customer =
      existingCustomer ??
      (
        await tx
          .insert(customers)
          .values({ email: contact.email, phone: contact.phone, zipcode: contact.zipcode, firstName: contact.firstName ?? null, lastName: contact.lastName ?? null })
          .returning()
      )[0];
    if (!customer) throw new Error('customer insert returned no row');

    const code = voucherCode();
    await tx.insert(vouchers).values({
      code,
      customerId: customer.id,
      intentId: intent.id,
      numHours: intent.numHours,
      priceCents: intent.priceCents,
      salesTaxCents: intent.salesTaxCents,
      expiresAt: new Date(now.getTime() + VOUCHER_VALIDITY_MS),
    });
    if (found.plan.forevercleanForced || found.plan.isSubscription) {
      await tx.insert(memberships).values({
        customerId: customer.id,
        planKey: found.plan.key,
        intentId: intent.id,
        monthlyCents: found.plan.forevercleanMonthlyCents,
        freeMonths: found.plan.forevercleanFreeMonths,
      });
    }
    if (kind === 'voucher') {
      await tx
        .update(voucherStock)
        .set({ remaining: sql`greatest(${voucherStock.remaining} - 1, 0)` })
        .where(eq(voucherStock.numHours, intent.numHours));
    }

    const result: PurchaseResult = {
      success: true,
      message: null,
      fieldErrors: [],
      voucherPurchaseDetails: {
        code,
        estimatedLtv: dollars(estimatedLtvCents(found.plan, intent.priceCents)),
        redirect: safeRedirect(contact.redirect),
        isNewCustomer: kind === 'voucher' ? !existingCustomer : null,
        ...placeOf(contact.zipcode),
      },
      customer: { id: `Customer:${customer.id}`, rawId: customer.id },
    };
    await tx.insert(purchases).values({ intentId: intent.id, customerId: customer.id, chargeId, result });
    await tx.update(priceIntents).set({ status: 'completed' }).where(eq(priceIntents.id, intent.id));
    return result;
  });
}

async function storedResult(db: Pick<Db, 'select'>, intentId: string): Promise<PurchaseResult> {
  const [row] = await db.select({ result: purchases.result }).from(purchases).where(eq(purchases.intentId, intentId)).limit(1);
  if (!row) return failure('This purchase is being completed. Please wait a moment and try again.');
  return row.result as PurchaseResult;
}

/** City and state of the cleaning's zipcode, for the order conversion (spec §3). */
function placeOf(zipcode: string): { city: string | null; state: string | null } {
  const place = lookupZip(zipcode);
  return isFormatError(place) ? { city: null, state: null } : { city: place.city, state: place.stateCode };
}
