import * as z from 'zod/mini';
import { FRIENDLY, MESSAGES } from './messages';
import { zipcodeProblem } from './zipcode';

/**
 * Field rules of spec §5. Each schema normalises its value (trim, strip
 * separators) so what is stored is what was validated. Written with zod/mini
 * so the browser bundle only carries the checks it uses.
 */

/**
 * An address as people have them: letters, digits and . _ + - ' before the @
 * (no leading, trailing or double dot), then dot-separated host labels. Nothing
 * a link or a mail header reads as syntax (? & % = , ; : < > quotes, brackets,
 * spaces, control or invisible characters): `victim@example.com?bcc=…` was
 * taken and became a mailto: link that blind-copied its sender (issue 38, item 10).
 */
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const TOP_LABEL = '\\p{L}[\\p{L}\\p{N}-]*[\\p{L}\\p{N}]';
const EMAIL = new RegExp(`^(?!\\.)(?!.*\\.\\.)[\\p{L}\\p{N}._+'-]{1,64}(?<!\\.)@(?:${LABEL}\\.)+${TOP_LABEL}$`, 'u');

/** Whether a stored value is an address by today's rule (older rows may predate it). */
export const isEmailAddress = (value: string) => EMAIL.test(value);

export const emailField = z
  .string({ error: MESSAGES.email })
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, MESSAGES.email), z.regex(EMAIL, MESSAGES.email));

export const phoneField = z.pipe(
  z.pipe(
    z.string({ error: MESSAGES.phone }),
    z.transform((value: string) => value.replace(/[\s()\-]/g, '')),
  ),
  z.string().check(z.regex(/^\d{10}$/, MESSAGES.phone)),
);

export const zipcodeField = z.string({ error: MESSAGES.zipcodeLength }).check(
  z.trim(),
  z.superRefine((value: string, ctx) => {
    const problem = zipcodeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

export const cardNumberField = z.pipe(
  z.pipe(
    z.string({ error: MESSAGES.required }),
    z.transform((value: string) => value.replace(/[\s_]/g, '')),
  ),
  z.string().check(z.minLength(1, MESSAGES.required), z.regex(/^\d{15,16}$/, MESSAGES.cardNumber)),
);

/** MM/YY, not before the current month. `now` is injectable for tests. */
export const expirationField = (now: () => Date = () => new Date()) =>
  z.string({ error: MESSAGES.expirationFormat }).check(
    z.trim(),
    z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, MESSAGES.expirationFormat),
    z.refine((value: string) => !/^(0[1-9]|1[0-2])\/\d{2}$/.test(value) || !isExpired(value, now()), MESSAGES.expirationPast),
  );

export function isExpired(mmYy: string, today: Date): boolean {
  const [mm, yy] = mmYy.split('/').map(Number) as [number, number];
  const year = 2000 + yy;
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  return year < thisYear || (year === thisYear && mm < thisMonth);
}

export const cvcField = z
  .string({ error: MESSAGES.cvcRequired })
  .check(
    z.trim(),
    z.minLength(1, MESSAGES.cvcRequired),
    z.minLength(3, MESSAGES.cvcMin),
    z.maxLength(4, MESSAGES.cvcInvalid),
    z.regex(/^\d{3,4}$/, MESSAGES.cvcInvalid),
  );

export const optionalName = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(80, FRIENDLY.tooLong('names', 80)), z.regex(/^\P{Cc}*$/u, FRIENDLY.plainText('names')))),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

/** A voucher code as printed on the receipt (HC-XXXXX-XXXXX), upper-cased. */
export const VOUCHER_CODE = /^HC-[A-Z0-9]{5}-[A-Z0-9]{5}$/;
