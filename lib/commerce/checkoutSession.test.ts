import { orderSummaryFixture } from '@/test/fixtures';
import { emptySession, loadSession, parseSession, rememberHomepageZipcode, saveSession } from './checkoutSession';

describe('checkout session', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips progress through sessionStorage', () => {
    const session = {
      ...emptySession(),
      plan: 'membership' as const,
      hours: 3,
      email: 'a@b.co',
      zipcode: '60614',
      quote: {
        intent: 'pi_1',
        priceCents: 0,
        priceBeforeTaxCents: 0,
        salesTaxCents: 0,
        numHours: 3,
        expiresAt: '2026-11-22T10:30:00.000Z',
        summary: orderSummaryFixture,
      },
    };
    saveSession(session);
    expect(loadSession()).toEqual(session);
    // A quote saved before expiries were known, or with a broken one, loads with no expiry.
    saveSession({ ...session, quote: { ...session.quote, expiresAt: 'soon' } });
    expect(loadSession().quote?.expiresAt).toBeNull();
  });

  it('drops anything malformed or unexpected, including card data', () => {
    sessionStorage.setItem('checkout:v1', JSON.stringify({ plan: 'gold', hours: -1, email: 5, quote: { intent: 'pi_1' }, ccNumber: '4242424242424242' }));
    expect(loadSession()).toEqual(emptySession());
    sessionStorage.setItem('checkout:v1', '{not json');
    expect(loadSession()).toEqual(emptySession());
    saveSession({ ...emptySession(), ...({ cvc: '123' } as object) });
    expect(sessionStorage.getItem('checkout:v1')).not.toContain('123');
  });

  it('remembers a zipcode checked on the landing page', () => {
    rememberHomepageZipcode('43206');
    expect(parseSession(JSON.parse(sessionStorage.getItem('checkout:v1') ?? '{}'))).toMatchObject({ zipcode: '43206', zipcodeEnteredOnHomepage: true });
  });
});
