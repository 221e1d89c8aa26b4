import { z } from 'zod';
import { cardNumberField, cvcField, emailField, expirationField, optionalName, phoneField, zipcodeField } from './fields';

/** The forms of spec §5, shared by the browser (react-hook-form) and the server. */

export const zipcodeForm = z.object({ zipcode: zipcodeField });
export const emailForm = z.object({ email: emailField });
export const leadForm = z.object({ email: emailField, phone: phoneField });
export const emailLeadForm = z.object({ email: emailField, zipcode: zipcodeField });

export const cardForm = (now?: () => Date) =>
  z.object({ ccNumber: cardNumberField, ccExpiration: expirationField(now), cvc: cvcField });

/** Step 3 of checkout: the card (sent only to the payment provider), the phone and optional names. */
export const paymentForm = (now?: () => Date) =>
  cardForm(now).extend({ phone: phoneField, firstName: optionalName, lastName: optionalName });

/** The purchase fields the server receives: card data never leaves the browser except to the payment provider. */
export const purchaseContactForm = z.object({
  email: emailField,
  zipcode: zipcodeField,
  phone: phoneField,
  firstName: optionalName,
  lastName: optionalName,
  hours: z.number().positive().max(12),
  redirect: z.string().max(512).optional(),
  zipcodeEnteredOnHomepage: z.boolean().default(false),
});

export type FieldErrors = { field: string; message: string }[];

/** The first message per field, in field order, as the API returns them. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const seen = new Set<string>();
  const out: FieldErrors = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}
