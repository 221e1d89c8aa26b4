import { lateCancellationTerm, membershipTerms, type MembershipPlanTerms } from './membershipTerms';

const standard: MembershipPlanTerms = { isSubscription: false, monthlyCents: 4900, billingMonths: 1, freeMonths: 0, cancellationFeeMinMonths: 6, cancellationFeeCents: 9900, cancellationPolicy: null };

describe('membershipTerms', () => {
  it('states the membership price, billing, cancellation and the offer terms', () => {
    expect(membershipTerms(standard)).toEqual([
      'This discount requires a Forever Clean membership at $49/month (taxes may apply) that keeps future cleanings at more than 50% off.',
      'Billing starts after your first cleaning.',
      'You can cancel at any time.',
      'If you cancel before 6 paid months, your first cleaning is charged at full price.',
      'Valid only for new clients. An online appointment is required. The voucher expires after 1 year.',
      '24 hour cancellation policy.',
    ]);
  });

  it('states the late-cancellation policy the booking system applies, when known', () => {
    expect(membershipTerms(standard, { flatFee: true, hours: 24, feeCents: 4000 })[5]).toBe(
      'Reschedule or cancel free up to 24 hours before a cleaning; later changes cost a $40 late-cancellation fee.',
    );
    expect(lateCancellationTerm({ flatFee: false, hours: 48, feeCents: 0 })).toBe('Reschedule or cancel free up to 48 hours before a cleaning; later changes are charged the full price of the cleaning.');
    expect(lateCancellationTerm({ flatFee: true, hours: 1, feeCents: 1550 })).toBe('Reschedule or cancel free up to 1 hour before a cleaning; later changes cost a $15.50 late-cancellation fee.');
  });

  it('names each early-cancellation policy', () => {
    expect(membershipTerms({ ...standard, cancellationPolicy: 'firstcleaningperhour_35' })[3]).toBe('If you cancel before 6 paid months, your first cleaning is charged at $35 per hour.');
    const free = { ...standard, isSubscription: true, monthlyCents: 5900, cancellationFeeCents: 16600, cancellationPolicy: 'flat_rate' as const };
    expect(membershipTerms(free)[0]).toBe('Your first cleaning comes with a Forever Clean subscription at $59/month (taxes may apply).');
    expect(membershipTerms(free)[3]).toBe('If you cancel before 6 paid months, a $166 cancellation fee applies.');
  });

  it('states quarterly billing and free months', () => {
    expect(membershipTerms({ ...standard, billingMonths: 3 })[0]).toBe(
      'This discount requires a Forever Clean membership at $49/month, billed $147 every 3 months (taxes may apply) that keeps future cleanings at more than 50% off.',
    );
    expect(membershipTerms({ ...standard, freeMonths: 1 })[1]).toBe('Your first month is free; billing starts after that.');
  });
});
