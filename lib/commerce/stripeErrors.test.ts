import { cardErrorMessage } from './stripeErrors';

describe('cardErrorMessage', () => {
  it('speaks the spec §5 words for the card problems Stripe reports', () => {
    expect(cardErrorMessage({ code: 'incomplete_number', message: 'Your card number is incomplete.' })).toBe('The card number is not correct');
    expect(cardErrorMessage({ code: 'invalid_expiry_year_past' })).toBe('This card is no longer valid. Please try another form of payment.');
    expect(cardErrorMessage({ code: 'incomplete_expiry' })).toBe('Enter expiration date as MM/YY');
    expect(cardErrorMessage({ code: 'incomplete_cvc' })).toBe("Enter your card's security code");
    expect(cardErrorMessage({ code: 'invalid_cvc' })).toBe('Invalid security code');
  });

  it('keeps Stripe’s message for anything else, and nothing for no error', () => {
    expect(cardErrorMessage({ code: 'processing_error', message: 'An error occurred while processing your card.' })).toBe(
      'An error occurred while processing your card.',
    );
    expect(cardErrorMessage(null)).toBeNull();
  });
});
