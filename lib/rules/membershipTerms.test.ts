import { earlyCancellationFeeCents } from './earlyCancellation';
import { lateChangeTerm } from './lateChange';
import { membershipTerms, type MembershipPlanTerms } from './membershipTerms';

const standard: MembershipPlanTerms = {
  isSubscription: false,
  monthlyCents: 4900,
  billingMonths: 1,
  freeMonths: 0,
  cancellationFeeMinMonths: 6,
  cancellationFeeCents: 9900,
  cancellationPolicy: null,
};
const lateChange = { flatFee: true, hours: 24, feeCents: 4000 };

describe('membershipTerms', () => {
  it('states the membership price, billing, cancellation, the offer terms and the late-change policy', () => {
    expect(membershipTerms(standard, lateChange)).toEqual([
      'This discount requires a Forever Clean membership at $49/month (taxes may apply) that keeps future cleanings at more than 50% off.',
      'Billing starts after your first cleaning.',
      'You can cancel at any time.',
      'If you cancel before 6 paid months, once your first cleaning has taken place, your first cleaning is charged at full price: $99; cancelling before your first cleaning costs nothing, voids it and refunds what you paid for it.',
      'Valid only for new clients. An online appointment is required. The voucher expires after 1 year.',
      'Reschedule or cancel free up to 24 hours before a cleaning; later changes cost a $40 late-change fee.',
    ]);
  });

  it('states the late-change policy from its data', () => {
    expect(lateChangeTerm({ flatFee: false, hours: 48, feeCents: 0 })).toBe(
      'Reschedule or cancel free up to 48 hours before a cleaning; later changes cost the full price of the cleaning.',
    );
    expect(lateChangeTerm({ flatFee: true, hours: 1, feeCents: 1550 })).toBe(
      'Reschedule or cancel free up to 1 hour before a cleaning; later changes cost a $15.50 late-change fee.',
    );
    expect(lateChangeTerm(lateChange, 'firstcleaningperhour_25')).toBe(
      'Reschedule or cancel free up to 24 hours before a cleaning; later changes cost $25 per hour of the cleaning.',
    );
  });

  it('names each early-cancellation policy, and charges what it names', () => {
    const perHour = { ...standard, cancellationPolicy: 'firstcleaningperhour_35' as const };
    expect(membershipTerms(perHour, lateChange)[3]).toBe(
      'If you cancel before 6 paid months, once your first cleaning has taken place, your first cleaning is charged at $35 per hour; cancelling before your first cleaning costs nothing, voids it and refunds what you paid for it.',
    );
    expect(earlyCancellationFeeCents(perHour, { paidMonths: 2, firstCleaningUsed: true, firstCleaningHours: 4 })).toBe(14_000);
    const free = { ...standard, isSubscription: true, monthlyCents: 5900, cancellationFeeCents: 16600, cancellationPolicy: 'flat_rate' as const };
    expect(membershipTerms(free, lateChange)[0]).toBe('Your first cleaning comes with a Forever Clean subscription at $59/month (taxes may apply).');
    expect(membershipTerms(free, lateChange)[3]).toMatch(
      /^If you cancel before 6 paid months, once your first cleaning has taken place, your first cleaning is charged at full price: \$166;/,
    );
    expect(earlyCancellationFeeCents(free, { paidMonths: 0, firstCleaningUsed: true, firstCleaningHours: 3 })).toBe(16_600);
  });

  it('charges no early-cancellation fee before the first cleaning, or after the minimum months', () => {
    expect(earlyCancellationFeeCents(standard, { paidMonths: 0, firstCleaningUsed: false, firstCleaningHours: 3 })).toBe(0);
    expect(earlyCancellationFeeCents(standard, { paidMonths: 5, firstCleaningUsed: true, firstCleaningHours: 3 })).toBe(9900);
    expect(earlyCancellationFeeCents(standard, { paidMonths: 6, firstCleaningUsed: true, firstCleaningHours: 3 })).toBe(0);
  });

  it('states quarterly billing and free months', () => {
    expect(membershipTerms({ ...standard, billingMonths: 3 }, lateChange)[0]).toBe(
      'This discount requires a Forever Clean membership at $49/month, billed $147 every 3 months (taxes may apply) that keeps future cleanings at more than 50% off.',
    );
    expect(membershipTerms({ ...standard, freeMonths: 1 }, lateChange)[1]).toBe('Your first month is free; billing starts after that.');
  });
});
