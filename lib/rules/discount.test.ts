import { ASK_STEPS_DOLLARS, askStepCents, applyLandingDiscount, discountCentsFromDollars, grantedDiscount, parseDiscountCents } from './discount';

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

describe('discountCentsFromDollars', () => {
  it('accepts whole cents within the $500 cap; nothing is no discount', () => {
    expect(discountCentsFromDollars(5)).toBe(500);
    expect(discountCentsFromDollars(12.25)).toBe(1225);
    expect(discountCentsFromDollars(500)).toBe(50_000);
    expect(discountCentsFromDollars(null)).toBe(0);
    expect(discountCentsFromDollars(0)).toBe(0);
  });

  it.each([[-1], [500.01], [1.005], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %p', (dollars) => {
    expect(discountCentsFromDollars(dollars)).toBeNull();
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

describe('grantedDiscount', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const spring = {
    campaignId: 'spring',
    title: 'Spring',
    discountCents: 1000,
    brandKeys: ['sparkle-clean'],
    startsAt: new Date('2026-11-01T00:00:00Z'),
    endsAt: new Date('2026-12-01T00:00:00Z'),
    redemptionCap: 100,
  };
  const base = { campaign: null, redemptions: 0, adGroupDiscountCents: null, brandKey: 'sparkle-clean', now, requestedCents: null };

  it('grants nothing without a campaign or an ad-group discount, whatever the URL asks', () => {
    expect(grantedDiscount({ ...base, requestedCents: 50_000 })).toEqual({ campaignId: null, cents: 0 });
  });

  it('grants a running campaign on its brands, at most what the URL asks', () => {
    expect(grantedDiscount({ ...base, campaign: spring })).toEqual({ campaignId: 'spring', cents: 1000 });
    expect(grantedDiscount({ ...base, campaign: spring, requestedCents: 500 })).toEqual({ campaignId: 'spring', cents: 500 });
    expect(grantedDiscount({ ...base, campaign: spring, requestedCents: 49_900 })).toEqual({ campaignId: 'spring', cents: 1000 });
  });

  it('ignores a campaign that has not started, has ended, runs elsewhere or is used up', () => {
    const grant = (campaign: typeof spring, more = {}) => grantedDiscount({ ...base, campaign, ...more });
    expect(grant({ ...spring, startsAt: new Date('2026-11-24T00:00:00Z') }).cents).toBe(0);
    expect(grant({ ...spring, endsAt: now }).cents).toBe(0);
    expect(grant({ ...spring, brandKeys: ['tidy-nest'] }).cents).toBe(0);
    expect(grant(spring, { redemptions: 100 }).cents).toBe(0);
    expect(grant({ ...spring, brandKeys: [] }).cents).toBe(1000);
  });

  it('falls back to the ad group’s own discount', () => {
    expect(grantedDiscount({ ...base, adGroupDiscountCents: 700 })).toEqual({ campaignId: null, cents: 700 });
    expect(grantedDiscount({ ...base, campaign: { ...spring, endsAt: now }, adGroupDiscountCents: 1700, requestedCents: 1000 })).toEqual({
      campaignId: null,
      cents: 1000,
    });
  });

  it('counts an ask as its step: rounded up to the next, never above the grant', () => {
    const asked = (requestedCents: number) => grantedDiscount({ ...base, adGroupDiscountCents: 6000, requestedCents }).cents;
    expect(asked(300)).toBe(500);
    expect(asked(1200)).toBe(1500);
    expect(asked(1500)).toBe(1500);
    expect(asked(4100)).toBe(5000);
    expect(asked(5900)).toBe(6000);
    expect(asked(9900)).toBe(6000);
    expect(asked(0)).toBe(0);
    expect([...new Set(Array.from({ length: 50_000 }, (_, i) => askStepCents(i + 1)))]).toEqual(ASK_STEPS_DOLLARS.map((d) => d * 100));
  });
});
