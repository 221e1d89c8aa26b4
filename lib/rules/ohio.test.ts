import { isOhio, ohioTaxNote } from './ohio';

describe('Ohio rule', () => {
  it('applies when the override or the estimated location is OH', () => {
    expect(isOhio('OH', 'CA')).toBe(true);
    expect(isOhio(null, 'OH')).toBe(true);
    expect(isOhio('CA', 'OH')).toBe(true);
    expect(isOhio('CA', null)).toBe(false);
    expect(isOhio(null, undefined)).toBe(false);
  });

  it('names the rate it is given, and never invents one', () => {
    expect(ohioTaxNote(0.0575)).toBe('Ohio: prices are shown before Ohio sales tax (5.75%), which is added at checkout.');
    expect(ohioTaxNote(0.07)).toBe('Ohio: prices are shown before Ohio sales tax (7%), which is added at checkout.');
    expect(ohioTaxNote(null)).toBe('Ohio: prices are shown before Ohio sales tax, which is added at checkout.');
  });
});
