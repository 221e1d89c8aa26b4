import { adGroupIdFrom, parseAdGroupId, parseStateOverride } from './params';

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

describe('adGroupIdFrom', () => {
  it('keeps any id of the right shape, unknown or not', () => {
    expect(adGroupIdFrom('999')).toBe('999');
    expect(adGroupIdFrom(['12', 'x'])).toBe('12');
    expect(adGroupIdFrom('12a')).toBeNull();
    expect(adGroupIdFrom('1'.repeat(21))).toBeNull();
  });
});

describe('parseStateOverride', () => {
  it('reads a two-letter state code, upper-cased, first value first', () => {
    expect(parseStateOverride('oh')).toBe('OH');
    expect(parseStateOverride([' ca ', 'ny'])).toBe('CA');
    expect(parseStateOverride('ohio')).toBeNull();
    expect(parseStateOverride(undefined)).toBeNull();
  });
});
