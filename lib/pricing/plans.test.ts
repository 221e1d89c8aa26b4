import { applyLandingDiscount, defaultOption, STANDARD_LADDER } from './plans';

describe('defaultOption', () => {
  it('selects the 3-hour option', () => {
    expect(defaultOption(STANDARD_LADDER)?.numHours).toBe(3);
  });

  it('selects the second option when there is no 3-hour one', () => {
    expect(defaultOption([{ numHours: 2 }, { numHours: 4 }, { numHours: 6 }])?.numHours).toBe(4);
  });
});

describe('applyLandingDiscount', () => {
  it('subtracts the discount and floors the price at $1', () => {
    expect(applyLandingDiscount(1900, 500)).toBe(1400);
    expect(applyLandingDiscount(900, 5000)).toBe(100);
    expect(applyLandingDiscount(1900, null)).toBe(1900);
    expect(applyLandingDiscount(0, 500)).toBe(0);
  });
});
