/** The validation messages of spec §5, word for word, for client and server. */
export const MESSAGES = {
  email: 'Enter a valid email address',
  phone: 'Enter a valid 10-digit phone number',
  zipcodeLength: 'Enter a 5-digit zipcode',
  zipcodeDigits: 'Enter a valid 5-digit zipcode',
  required: 'This field is required',
  cardNumber: 'The card number is not correct',
  expirationFormat: 'Enter expiration date as MM/YY',
  expirationPast: 'This card is no longer valid. Please try another form of payment.',
  cvcMin: 'Please use at least 3 characters',
  cvcRequired: "Enter your card's security code",
  cvcInvalid: 'Invalid security code',
} as const;

/** Wording of the site's own fields (beyond spec §5), friendly rather than the validator's defaults. */
export const FRIENDLY = {
  tooLong: (what: string, max: number) => `Please keep ${what} under ${max.toLocaleString('en-US')} characters.`,
  plainText: (what: string) => `Please use letters, spaces and punctuation only in ${what}.`,
  messageTooShort: 'Tell us a little more: at least 10 characters.',
  topic: 'Choose what your message is about.',
  voucherCode: 'Enter the voucher code as it appears in your email, for example HC-AB12C-3DE4F.',
  surveyAnswer: 'Please choose an answer.',
} as const;
