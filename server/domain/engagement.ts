import { and, asc, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/db';
import { leads, referralCodes, surveyResponses, surveySources, vouchers, waitlist } from '@/db/schema';
import { emailField, phoneField, VOUCHER_CODE, zipcodeField } from '@/lib/rules/validation/fields';
import { FRIENDLY } from '@/lib/rules/validation/messages';
import { referralCode } from '@/lib/rules/referral';
import { fieldErrors, type FieldErrors } from '@/lib/rules/validation/forms';
import { regionForZip, taxRate } from './regions';

/** Leads, waitlist, post-purchase survey, referrals and the cleaning policy (spec §7). */

export interface MutationResult {
  success: boolean;
  message: string | null;
  fieldErrors: FieldErrors;
}

const invalid = (errors: FieldErrors): MutationResult => ({ success: false, message: 'Please correct the highlighted fields.', fieldErrors: errors });

const leadInput = z.object({ email: emailField, zipcode: zipcodeField, phone: z.optional(phoneField) });

/** Records (or refreshes) a lead and returns the region's prices, or why the zipcode is not served. */
export async function registerLead(db: Db, input: { email: string; zipcode: string; phone?: string | null }) {
  const parsed = leadInput.safeParse({ ...input, phone: input.phone || undefined });
  if (!parsed.success) return { ...invalid(fieldErrors(parsed.error)), leadDetails: null };
  const located = await regionForZip(db, parsed.data.zipcode);
  if (located.kind !== 'found') {
    return { success: false, message: located.message, fieldErrors: [{ field: 'zipcode', message: located.message }], leadDetails: null };
  }
  const { region } = located;
  await db
    .insert(leads)
    .values({ email: parsed.data.email, zipcode: parsed.data.zipcode, phone: parsed.data.phone ?? null, regionId: region.id })
    .onConflictDoUpdate({
      target: [leads.email, leads.zipcode],
      set: { phone: sql`coalesce(excluded.phone, ${leads.phone})`, updatedAt: sql`now()` },
    });
  return {
    success: true,
    message: null,
    fieldErrors: [],
    leadDetails: {
      arl: region.arl,
      higherRateCents: region.higherRateCents,
      rateCents: region.rateCents,
      salesTaxRate: taxRate(region.salesTaxBp),
    },
  };
}

const waitlistInput = z.object({ email: emailField, zipcode: z.optional(zipcodeField) });

/** Joining twice is fine: the second time says so and changes nothing. */
export async function joinWaitlist(db: Db, brandKey: string, input: { email: string; zipcode?: string | null }): Promise<MutationResult> {
  const parsed = waitlistInput.safeParse({ email: input.email, zipcode: input.zipcode || undefined });
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const inserted = await db
    .insert(waitlist)
    .values({ email: parsed.data.email, zipcode: parsed.data.zipcode ?? null, brandKey })
    .onConflictDoNothing({ target: waitlist.email })
    .returning({ id: waitlist.id });
  return inserted.length
    ? { success: true, message: 'You’re on the list. We’ll email you as soon as vouchers are available.', fieldErrors: [] }
    : { success: true, message: 'You’re already on the list. We’ll email you as soon as vouchers are available.', fieldErrors: [] };
}

/** Survey answers offered to this brand's customers; brands without their own list get the default ('*'). */
export async function surveySourcesFor(db: Db, brandKey: string, subscription: boolean) {
  const rows = async (key: string) =>
    db
      .select({ label: surveySources.label })
      .from(surveySources)
      .where(and(eq(surveySources.brandKey, key), eq(surveySources.subscription, subscription)))
      .orderBy(asc(surveySources.position));
  const own = await rows(brandKey);
  return { brand: brandKey, sources: (own.length ? own : await rows('*')).map((r) => r.label) };
}

const surveyInput = z.object({
  voucherCode: z.string().check(z.trim(), z.regex(VOUCHER_CODE, 'That voucher code is not valid.')),
  source: z.string().check(z.trim(), z.minLength(1, FRIENDLY.surveyAnswer), z.maxLength(80, FRIENDLY.surveyAnswer)),
  subscription: z.boolean(),
});

/** One answer per voucher; the source must be one this brand offers. */
export async function postPurchaseSurvey(
  db: Db,
  brandKey: string,
  input: { voucherCode: string; source: string; subscription?: boolean | null },
): Promise<MutationResult> {
  const parsed = surveyInput.safeParse({ ...input, subscription: input.subscription ?? false });
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const { voucherCode, source, subscription } = parsed.data;
  const offered = await surveySourcesFor(db, brandKey, subscription);
  if (!offered.sources.includes(source)) return invalid([{ field: 'source', message: 'Please choose one of the answers shown.' }]);
  const [voucher] = await db.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.code, voucherCode)).limit(1);
  if (!voucher) return invalid([{ field: 'voucherCode', message: 'That voucher code is not valid.' }]);
  const inserted = await db
    .insert(surveyResponses)
    .values({ voucherCode, source, subscription })
    .onConflictDoNothing()
    .returning({ code: surveyResponses.voucherCode });
  return inserted.length
    ? { success: true, message: 'Thanks for telling us!', fieldErrors: [] }
    : { success: false, message: 'You have already answered this survey. Thank you!', fieldErrors: [] };
}

export async function referral(db: Db, code: string) {
  const normalized = referralCode(code);
  if (!normalized) return null;
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, normalized)).limit(1);
  return row ? { code: row.code, hostName: row.hostName } : null;
}
