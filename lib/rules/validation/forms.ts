import * as z from 'zod/mini';
import { cardNumberField, cvcField, emailField, expirationField, optionalName, phoneField, VOUCHER_CODE, zipcodeField } from './fields';
import { FRIENDLY } from './messages';
import { AVAILABILITY, CLEANING_EXPERIENCE, SUPPORT_TOPIC_VALUES } from '../support';

/** The forms of spec §5, shared by the browser (react-hook-form) and the server. */

export const emailForm = z.object({ email: emailField });
export const leadForm = z.object({ email: emailField, phone: phoneField });
export const emailLeadForm = z.object({ email: emailField, zipcode: zipcodeField });

export const cardForm = (now?: () => Date) => z.object({ ccNumber: cardNumberField, ccExpiration: expirationField(now), cvc: cvcField });

/** Step 3's contact fields: the phone and optional names. */
export const contactForm = z.object({ phone: phoneField, firstName: optionalName, lastName: optionalName });

/** Step 3 of checkout with the site's own card fields: the card (sent only to the payment provider) and the contact fields. */
export const paymentForm = (now?: () => Date) => z.extend(cardForm(now), contactForm.shape);

/** The purchase fields the server receives: card data never leaves the browser except to the payment provider. */
export const purchaseContactForm = z.object({
  email: emailField,
  zipcode: zipcodeField,
  phone: phoneField,
  firstName: optionalName,
  lastName: optionalName,
  hours: z
    .number({ error: 'Choose the hours for your cleaning.' })
    .check(z.positive('Choose the hours for your cleaning.'), z.maximum(12, 'Choose the hours for your cleaning.')),
  redirect: z.optional(z.string().check(z.maxLength(512, FRIENDLY.tooLong('the return address', 512)))),
  zipcodeEnteredOnHomepage: z._default(z.boolean(), false),
});

export const SUPPORT_MESSAGE_MAX = 2000;

/** The contact form (/help/ticket): §5's email rule; the rest in the site's own friendly wording. */
export const supportTicketForm = z.object({
  email: emailField,
  topic: z.enum(SUPPORT_TOPIC_VALUES, { error: FRIENDLY.topic }),
  message: z
    .string({ error: FRIENDLY.messageTooShort })
    .check(z.trim(), z.minLength(10, FRIENDLY.messageTooShort), z.maxLength(SUPPORT_MESSAGE_MAX, FRIENDLY.tooLong('your message', SUPPORT_MESSAGE_MAX))),
  /** Optional: blank means none; otherwise the printed code, any case. */
  voucherCode: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) => (value?.trim() ? value.trim().toUpperCase() : undefined)),
    ),
    z.optional(z.string().check(z.regex(VOUCHER_CODE, FRIENDLY.voucherCode))),
  ),
});
export type SupportTicketInput = z.infer<typeof supportTicketForm>;

/** Becoming a cleaner (/apply): who, where, how much experience, when they can work. */
export const cleanerApplicationForm = z.object({
  name: z.string({ error: 'Enter your name.' }).check(z.trim(), z.minLength(2, 'Enter your name.'), z.maxLength(80, FRIENDLY.tooLong('your name', 80))),
  email: emailField,
  phone: phoneField,
  zipcode: zipcodeField,
  experience: z.enum(CLEANING_EXPERIENCE.map((e) => e.value) as [string, ...string[]], { error: 'Choose how long you have cleaned professionally.' }),
  availability: z.enum(AVAILABILITY.map((a) => a.value) as [string, ...string[]], { error: 'Choose when you can work.' }),
  about: z.optional(z.string().check(z.trim(), z.maxLength(1000, FRIENDLY.tooLong('this', 1000)))),
});
export type CleanerApplicationInput = z.infer<typeof cleanerApplicationForm>;

export type FieldErrors = { field: string; message: string }[];

/** The first message per field, in field order, as the API returns them. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const seen = new Set<string>();
  const out: FieldErrors = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

/** Redeeming without signing in (/customer/choosedate): the voucher's code and the email it was bought with. */
export const voucherLookupForm = z.object({
  code: z.pipe(
    z.pipe(
      z.string({ error: FRIENDLY.voucherCode }),
      z.transform((value: string) => value.trim().toUpperCase()),
    ),
    z.string().check(z.regex(VOUCHER_CODE, FRIENDLY.voucherCode)),
  ),
  email: emailField,
});

/** The booking step: a date and an arrival window from those offered. */
export const bookingChoiceForm = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')),
  window: z.enum(['morning', 'midday', 'afternoon'], { error: 'Choose an arrival window' }),
});
