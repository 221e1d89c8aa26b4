import { parseAdGroupId, parseDiscountCents } from './params';

describe('parseAdGroupId', () => {
  const known = new Set(['148203961127', '152718340021']);

  it('accepts a known id, trimmed, and the first of repeated values', () => {
    expect(parseAdGroupId('148203961127', known)).toBe('148203961127');
    expect(parseAdGroupId(' 152718340021 ', known)).toBe('152718340021');
    expect(parseAdGroupId(['152718340021', 'x'], known)).toBe('152718340021');
  });

  it.each([[undefined], [null], [''], ['999'], ['abc'], ['148203961127x'], ['1;DROP TABLE'], [['x', '148203961127']], ['1'.repeat(40)]])(
    'ignores %j',
    (value) => {
      expect(parseAdGroupId(value as string, known)).toBeNull();
    },
  );
});

describe('parseDiscountCents', () => {
  it.each([
    ['10', 1000],
    ['5.5', 550],
    ['$12.25', 1225],
    ['500', 50000],
    [['7', '9'], 700],
  ])('%j → %i cents', (value, cents) => {
    expect(parseDiscountCents(value)).toBe(cents);
  });

  it.each([['0'], ['-5'], ['501'], ['1e3'], ['12.345'], ['NaN'], ['Infinity'], ['abc'], [''], [undefined], ['0x10'], [' ']])('ignores %j', (value) => {
    expect(parseDiscountCents(value)).toBeNull();
  });
});
