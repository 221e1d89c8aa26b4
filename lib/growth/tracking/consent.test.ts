import {
  acceptAll,
  advertisingAllowed,
  effectiveConsent,
  hostedConsent,
  isOptOutPage,
  optOutOfSale,
  pollHostedConsent,
  readConsent,
  saveConsent,
} from './consent';

const clearCookies = () => {
  for (const name of ['consent', 'cookieyes-consent', 'privacy_optout']) document.cookie = `${name}=; Max-Age=0; Path=/`;
};

describe('hosted consent banner', () => {
  afterEach(clearCookies);

  it('reads the cookieyes answer only once the visitor has acted', () => {
    expect(hostedConsent('')).toBeNull();
    expect(hostedConsent('cookieyes-consent=consentid:abc,consent:no,action:no,necessary:yes,advertisement:no')).toBeNull();
    expect(hostedConsent('a=1; cookieyes-consent=consentid:abc,consent:yes,action:yes,necessary:yes,advertisement:yes')).toBe('all');
    expect(hostedConsent('cookieyes-consent=consentid%3Aabc%2Caction%3Ayes%2Cadvertisement%3Ano')).toBe('necessary');
    expect(hostedConsent('cookieyes-consent=%E0%A4%A')).toBeNull();
  });

  it('is polled every 300 ms and its answer becomes the site consent', () => {
    jest.useFakeTimers();
    const changes: unknown[] = [];
    const listener = (event: Event) => changes.push((event as CustomEvent).detail);
    window.addEventListener('consentchange', listener);
    const stop = pollHostedConsent();
    jest.advanceTimersByTime(300);
    expect(readConsent(document.cookie)).toBeNull();
    document.cookie = 'cookieyes-consent=consentid:abc,action:yes,advertisement:yes; Path=/';
    jest.advanceTimersByTime(299);
    expect(readConsent(document.cookie)).toBeNull();
    jest.advanceTimersByTime(1);
    expect(readConsent(document.cookie)).toBe('all');
    jest.advanceTimersByTime(3000);
    expect(changes).toEqual(['all']);
    stop();
    window.removeEventListener('consentchange', listener);
    jest.useRealTimers();
  });
});

describe('opt-outs', () => {
  it('the "Do Not Sell" page is known by its path, with or without the trailing slash', () => {
    expect(isOptOutPage('/privacy/optout')).toBe(true);
    expect(isOptOutPage('/privacy/optout/')).toBe(true);
    expect(isOptOutPage('/privacy-policy/')).toBe(false);
    expect(isOptOutPage('/deal')).toBe(false);
  });

  afterEach(clearCookies);

  it('override a stored "all": the one-click opt-out and Global Privacy Control', () => {
    expect(effectiveConsent({ consent: 'all' }, false)).toBe('all');
    expect(effectiveConsent({ consent: 'all', privacy_optout: '1' }, false)).toBe('necessary');
    expect(effectiveConsent({ consent: 'all' }, true)).toBe('necessary');
    expect(effectiveConsent({}, true)).toBe('necessary');
    expect(effectiveConsent({}, false)).toBeNull();
  });

  it('outlast a hosted banner that still says yes, until the visitor accepts all again', () => {
    saveConsent('all');
    expect(advertisingAllowed()).toBe(true);
    optOutOfSale();
    expect(advertisingAllowed()).toBe(false);
    // The hosted banner's polled answer rewrites `consent`, not the opt-out.
    saveConsent('all');
    expect(advertisingAllowed()).toBe(false);
    acceptAll();
    expect(advertisingAllowed()).toBe(true);
  });

  it('treat the browser’s GPC signal as an opt-out', () => {
    saveConsent('all');
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      expect(advertisingAllowed()).toBe(false);
    } finally {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    }
    expect(advertisingAllowed()).toBe(true);
  });
});
