import { offerFixture } from '@/test/fixtures';
import { fillFigures, grantedOptions, literalFigures, planFigures } from './planFigures';

describe('plan figures', () => {
  it('states the default plan as spec §1 and §9 do', () => {
    expect(planFigures(offerFixture())).toEqual({
      price: '$19',
      fromPrice: '$9',
      savings: '$56',
      discount: '$0',
      introHours: '3',
      monthlyPrice: '$49',
      membershipPrice: '$49/month',
      freeMonths: '0',
      minMonths: '6',
      earlyCancellationFee: '$99',
      lateChangeHours: '24',
      lateChangeFee: 'a $40 late-change fee',
    });
  });

  it('follows the visitor’s plan and grant', () => {
    expect(planFigures(offerFixture('FOREVERCLEAN_59_1_6_99'))).toMatchObject({ price: '$19', monthlyPrice: '$59', membershipPrice: '$59/month' });
    expect(planFigures(offerFixture('FOREVERCLEAN_39_1_6_99_10OFF', 1000))).toMatchObject({
      price: '$1',
      fromPrice: '$1',
      savings: '$74',
      monthlyPrice: '$39',
    });
    expect(planFigures(offerFixture('FOREVERCLEAN_49_3_6_99'))).toMatchObject({ membershipPrice: '$49/month, billed $147 every 3 months' });
    expect(planFigures(offerFixture('FOREVERCLEAN_49_1_6_99_PH25'))).toMatchObject({
      earlyCancellationFee: '$25 per hour of the first cleaning',
      lateChangeFee: '$25 per hour of the cleaning',
    });
    expect(planFigures(offerFixture('CCF_1', 500), 'membership')).toMatchObject({ price: '$0', monthlyPrice: '$59', earlyCancellationFee: '$166' });
    expect(grantedOptions(offerFixture('FOREVERCLEAN_49_1_6_99_NO2H').plan, 2000).map((o) => o.priceCents)).toEqual([100, 1900, 5900]);
  });

  it('fills its own placeholders and leaves others to their owners', () => {
    const figures = planFigures(offerFixture('FOREVERCLEAN_59_1_6_99', 500));
    expect(fillFigures('{title} from {price}, then {membershipPrice}; {appName} {unknown}', figures)).toBe(
      '{title} from $14, then $59/month; {appName} {unknown}',
    );
  });

  it('finds figures written out', () => {
    expect(literalFigures('From $19, then $49/month; 24 hour policy; 3-hour clean; 6 paid months; 1.5 hours')).toEqual([
      '$19',
      '$49',
      '24 hour',
      '3-hour',
      '6 paid months',
      '1.5 hours',
    ]);
    expect(literalFigures('Up to 75% off in 60 seconds, 1 year, two-bedroom, {price}')).toEqual([]);
  });
});
