import { hostedConsent, pollHostedConsent, readConsent } from './consent';
import { excludedFromTracking } from './signals';

const clearCookies = () => {
  for (const name of ['consent', 'cookieyes-consent']) document.cookie = `${name}=; Max-Age=0; Path=/`;
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

describe('excludedFromTracking', () => {
  it('marks agent paths, the agent cookie and the bot cookie', () => {
    expect(excludedFromTracking('', '/deal')).toBe(false);
    expect(excludedFromTracking('', '/agent/deal')).toBe(true);
    expect(excludedFromTracking('sid=1; ha-agent=1', '/deal')).toBe(true);
    expect(excludedFromTracking('ha-bot=1', '/')).toBe(true);
  });
});
