import * as z from 'zod/mini';
import { cardNumberField, cvcField, emailField, expirationField, optionalName, phoneField, zipcodeField } from './fields';

/** The forms of spec §5, shared by the browser (react-hook-form) and the server. */

export const zipcodeForm = z.object({ zipcode: zipcodeField });
export const emailForm = z.object({ email: emailField });
export const leadForm = z.object({ email: emailField, phone: phoneField });
export const emailLeadForm = z.object({ email: emailField, zipcode: zipcodeField });

export const cardForm = (now?: () => Date) => z.object({ ccNumber: cardNumberField, ccExpiration: expirationField(now), cvc: cvcField });

/** Step 3 of checkout: the card (sent only to the payment provider), the phone and optional names. */
export const paymentForm = (now?: () => Date) =>
  z.extend(cardForm(now), { phone: phoneField, firstName: optionalName, lastName: optionalName });

/** The purchase fields the server receives: card data never leaves the browser except to the payment provider. */
export const purchaseContactForm = z.object({
  email: emailField,
  zipcode: zipcodeField,
  phone: phoneField,
  firstName: optionalName,
  lastName: optionalName,
  hours: z.number().check(z.positive(), z.maximum(12)),
  redirect: z.optional(z.string().check(z.maxLength(512))),
  zipcodeEnteredOnHomepage: z._default(z.boolean(), false),
});

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
