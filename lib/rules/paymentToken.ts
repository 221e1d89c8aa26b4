/**
 * What a card token from the payment provider looks like (a Stripe PaymentMethod id, or the test gateway's token):
 * anything else is refused before the provider is asked. The checkout and the card update check the same shape.
 */
const PAYMENT_TOKEN = /^[\w-]{6,255}$/;

export const isPaymentToken = (value: string): boolean => PAYMENT_TOKEN.test(value);
