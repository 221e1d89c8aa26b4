import { allowedStep, correctedHours, parseStep, presetHours, urlWithStep } from './checkoutSteps';

describe('parseStep', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['4', 1],
    ['-2', 1],
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['3abc', 3],
    ['2.9', 2],
    [['3', '1'], 3],
  ])('%j → %i', (raw, step) => {
    expect(parseStep(raw)).toBe(step);
  });
});

describe('allowedStep', () => {
  const full = { hours: 3, email: 'a@b.co', zipcode: '60614', intent: 'pi_1' };
  it('lets a visitor with everything reach step 3', () => {
    expect(allowedStep(3, full)).toBe(3);
  });
  it('sends step 3 back to 2 without email, zipcode or quote, and to 1 without hours', () => {
    expect(allowedStep(3, { ...full, email: null })).toBe(2);
    expect(allowedStep(3, { ...full, zipcode: null })).toBe(2);
    expect(allowedStep(3, { ...full, intent: null })).toBe(2);
    expect(allowedStep(3, { hours: null, email: null, zipcode: null, intent: null })).toBe(1);
    expect(allowedStep(2, { ...full, hours: null })).toBe(1);
    expect(allowedStep(2, { ...full, email: null })).toBe(2);
  });
});

describe('presetHours', () => {
  const options = [{ numHours: 2 }, { numHours: 3 }, { numHours: 4 }, { numHours: 6 }];
  it('uses pre_hours when it is an offered option', () => {
    expect(presetHours('6', options)).toBe(6);
    expect(presetHours(['4'], options)).toBe(4);
  });
  it('falls back to 3 hours, or the second option without a 3-hour one', () => {
    expect(presetHours('5', options)).toBe(3);
    expect(presetHours('abc', options)).toBe(3);
    expect(presetHours(undefined, options)).toBe(3);
    expect(presetHours('9', [{ numHours: 2 }, { numHours: 4 }])).toBe(4);
  });
});

describe('correctedHours', () => {
  const options = [{ numHours: 2 }, { numHours: 3 }, { numHours: 4 }];
  it('lets an offered pre_hours win over remembered hours', () => {
    expect(correctedHours('2', 4, options)).toEqual({ hours: 2, reason: 'pre_hours' });
    expect(correctedHours('4', null, options)).toEqual({ hours: 4, reason: 'pre_hours' });
    expect(correctedHours('4', 4, options)).toBeNull();
  });
  it('keeps remembered hours when pre_hours names no option', () => {
    expect(correctedHours('5', 4, options)).toBeNull();
    expect(correctedHours(undefined, 3, options)).toBeNull();
    expect(correctedHours(undefined, null, options)).toBeNull();
  });
  it('replaces remembered hours that match no option with the first option', () => {
    expect(correctedHours(undefined, 6, options)).toEqual({ hours: 2, reason: 'no_matching_option' });
    expect(correctedHours('7', 6, [{ numHours: 3 }, { numHours: 4 }])).toEqual({ hours: 3, reason: 'no_matching_option' });
  });
});

describe('urlWithStep', () => {
  it('drops the parameters it is told to', () => {
    expect(urlWithStep('/checkout?pre_hours=4&discount=5&step=1', 2, ['pre_hours'])).toBe('/checkout?discount=5&step=2');
  });
  it('sets the step on the public URL and keeps the other parameters', () => {
    expect(urlWithStep('/checkout?pre_hours=4&step=1', 2)).toBe('/checkout?pre_hours=4&step=2');
    expect(urlWithStep('/checkout', 3)).toBe('/checkout?step=3');
    expect(urlWithStep('/checkout?discount=5#top', 1)).toBe('/checkout?discount=5&step=1');
    expect(urlWithStep('//evil.example/checkout', 2)).toBe('/evil.example/checkout?step=2');
  });
});
