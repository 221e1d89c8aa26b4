import { MESSAGES } from '@/lib/rules/validation/messages';

/**
 * Stripe Elements reports card problems by code; where one matches a spec §5
 * rule the visitor sees that rule's words, as with the site's own card form.
 * Anything else keeps Stripe's own (already friendly) message.
 */
const BY_CODE: Record<string, string> = {
  incomplete_number: MESSAGES.cardNumber,
  invalid_number: MESSAGES.cardNumber,
  incorrect_number: MESSAGES.cardNumber,
  incomplete_expiry: MESSAGES.expirationFormat,
  invalid_expiry_month: MESSAGES.expirationFormat,
  invalid_expiry_year: MESSAGES.expirationFormat,
  invalid_expiry_month_past: MESSAGES.expirationPast,
  invalid_expiry_year_past: MESSAGES.expirationPast,
  expired_card: MESSAGES.expirationPast,
  incomplete_cvc: MESSAGES.cvcRequired,
  invalid_cvc: MESSAGES.cvcInvalid,
  incorrect_cvc: MESSAGES.cvcInvalid,
};

export function cardErrorMessage(error: { code?: string; message?: string } | null | undefined): string | null {
  if (!error) return null;
  return (error.code && BY_CODE[error.code]) || error.message || MESSAGES.cardNumber;
}
