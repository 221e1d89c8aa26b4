import { FRIENDLY, MESSAGES } from './messages';
import { cardNumberField, cvcField, emailField, expirationField, optionalName, phoneField, zipcodeField } from './fields';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('spec §5 field rules', () => {
  it('email: trimmed and valid', () => {
    expect(emailField.parse('  Jane@Example.com ')).toBe('jane@example.com');
    for (const bad of ['', 'jane', 'jane@', 'jane@example', 'a b@example.com', 'ja\u0000ne@example.com', 'jane@exa\u0007mple.com']) {
      expect(message(emailField.safeParse(bad))).toBe(MESSAGES.email);
    }
  });

  it('names: optional, trimmed, without control characters', () => {
    expect(optionalName.parse('  Ann-Marie O’Neil ')).toBe('Ann-Marie O’Neil');
    expect(optionalName.parse('   ')).toBeUndefined();
    expect(message(optionalName.safeParse('Ann\u0000'))).toBe(FRIENDLY.plainText('names'));
  });

  it('phone: separators stripped, exactly 10 digits', () => {
    expect(phoneField.parse('(312) 555-0147')).toBe('3125550147');
    for (const bad of ['', '555-0147', '31255501470', '312.555.0147', 'abcdefghij']) {
      expect(message(phoneField.safeParse(bad))).toBe(MESSAGES.phone);
    }
  });

  it('zipcode: 5 characters, then digits', () => {
    expect(zipcodeField.parse('60614')).toBe('60614');
    expect(message(zipcodeField.safeParse(''))).toBe(MESSAGES.zipcodeLength);
    expect(message(zipcodeField.safeParse('6061'))).toBe(MESSAGES.zipcodeLength);
    expect(message(zipcodeField.safeParse('606145'))).toBe(MESSAGES.zipcodeLength);
    expect(message(zipcodeField.safeParse('6061a'))).toBe(MESSAGES.zipcodeDigits);
  });

  it('card number: spaces and underscores stripped, required, 15 or 16 digits', () => {
    expect(cardNumberField.parse('4242 4242_4242 4242')).toBe('4242424242424242');
    expect(cardNumberField.parse('3782 822463 10005')).toBe('378282246310005');
    expect(message(cardNumberField.safeParse(''))).toBe(MESSAGES.required);
    expect(message(cardNumberField.safeParse('  __ '))).toBe(MESSAGES.required);
    expect(message(cardNumberField.safeParse('4242 4242 4242'))).toBe(MESSAGES.cardNumber);
    expect(message(cardNumberField.safeParse('4242 4242 4242 42421'))).toBe(MESSAGES.cardNumber);
  });

  it('expiration: MM/YY and not in the past', () => {
    const field = expirationField(() => new Date(2026, 10, 21));
    expect(field.parse('11/26')).toBe('11/26');
    expect(field.parse('01/31')).toBe('01/31');
    for (const bad of ['', '1126', '13/27', '00/27', '11/2026', 'ab/cd']) {
      expect(message(field.safeParse(bad))).toBe(MESSAGES.expirationFormat);
    }
    expect(message(field.safeParse('10/26'))).toBe(MESSAGES.expirationPast);
    expect(message(field.safeParse('12/25'))).toBe(MESSAGES.expirationPast);
  });

  it('cvc: required, at least 3, at most 4 digits', () => {
    expect(cvcField.parse('123')).toBe('123');
    expect(cvcField.parse('1234')).toBe('1234');
    expect(message(cvcField.safeParse(''))).toBe(MESSAGES.cvcRequired);
    expect(message(cvcField.safeParse('12'))).toBe(MESSAGES.cvcMin);
    expect(message(cvcField.safeParse('12345'))).toBe(MESSAGES.cvcInvalid);
    expect(message(cvcField.safeParse('12a'))).toBe(MESSAGES.cvcInvalid);
  });
});
