import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * Field rules of spec §5. Each schema normalises its value (trim, strip
 * separators) so what is stored is what was validated.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailField = z
  .string({ error: MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.email)
  .regex(EMAIL, MESSAGES.email);

export const phoneField = z
  .string({ error: MESSAGES.phone })
  .transform((value) => value.replace(/[\s()\-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, MESSAGES.phone));

export const zipcodeField = z
  .string({ error: MESSAGES.zipcodeLength })
  .trim()
  .length(5, MESSAGES.zipcodeLength)
  .regex(/^\d{5}$/, MESSAGES.zipcodeDigits);

export const cardNumberField = z
  .string({ error: MESSAGES.required })
  .transform((value) => value.replace(/[\s_]/g, ''))
  .pipe(z.string().min(1, MESSAGES.required).regex(/^\d{15,16}$/, MESSAGES.cardNumber));

/** MM/YY, not before the current month. `now` is injectable for tests. */
export const expirationField = (now: () => Date = () => new Date()) =>
  z
    .string({ error: MESSAGES.expirationFormat })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, MESSAGES.expirationFormat)
    .refine((value) => !isExpired(value, now()), MESSAGES.expirationPast);

export function isExpired(mmYy: string, today: Date): boolean {
  const [mm, yy] = mmYy.split('/').map(Number) as [number, number];
  const year = 2000 + yy;
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  return year < thisYear || (year === thisYear && mm < thisMonth);
}

export const cvcField = z
  .string({ error: MESSAGES.cvcRequired })
  .trim()
  .min(1, MESSAGES.cvcRequired)
  .min(3, MESSAGES.cvcMin)
  .max(4, MESSAGES.cvcInvalid)
  .regex(/^\d{3,4}$/, MESSAGES.cvcInvalid);

export const optionalName = z
  .string()
  .trim()
  .max(80)
  .optional()
  .transform((value) => (value ? value : undefined));
