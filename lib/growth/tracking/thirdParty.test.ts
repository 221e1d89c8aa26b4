import type { TagConfig } from './tags';
import { NO_TAGS } from './tags';

jest.mock('@vercel/analytics', () => ({ inject: jest.fn(), pageview: jest.fn() }));

const PIXEL = 'https://tags.example.net/social.js';
const TAGS: TagConfig = { ...NO_TAGS, socialVideoPixelUrl: PIXEL, webAnalytics: { scriptSrc: 'https://tags.example.net/insights.js', endpoint: null } };

/** Fresh tag modules (the tags start once per page) for a visitor who has accepted advertising cookies. */
async function withConsent() {
  document.cookie = 'consent=all; path=/';
  const [thirdParty, consent, analytics] = await Promise.all([import('./thirdParty'), import('./consent'), import('@vercel/analytics')]);
  return { startTags: thirdParty.startTags, optOutOfSale: consent.optOutOfSale, inject: jest.mocked(analytics.inject) };
}

const pixels = () => [...document.head.querySelectorAll('script')].filter((script) => script.src === PIXEL);

describe('page tags and a visitor who opts out while they load', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.resetModules();
    document.head.innerHTML = '';
    delete window.ire;
    for (const name of ['consent', 'privacy_optout']) document.cookie = `${name}=; path=/; max-age=0`;
  });

  it('loads the pixel and analytics when consent stands', async () => {
    const { startTags, inject } = await withConsent();
    startTags(TAGS);
    await jest.advanceTimersByTimeAsync(300);
    expect(pixels()).toHaveLength(1);
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it('loads neither when the visitor opts out before they are due', async () => {
    const { startTags, optOutOfSale, inject } = await withConsent();
    startTags(TAGS);
    optOutOfSale();
    await jest.advanceTimersByTimeAsync(300);
    expect(pixels()).toHaveLength(0);
    expect(inject).not.toHaveBeenCalled();
  });

  it('does not identify a visitor who opts out while the affiliate tracker is still on its way', async () => {
    const { startTags, optOutOfSale } = await withConsent();
    const identify = jest.fn();
    startTags({ ...NO_TAGS, affiliate: { scriptUrl: 'https://tags.example.net/affiliate.js', profileId: 'p-1' } });
    await jest.advanceTimersByTimeAsync(300);
    optOutOfSale();
    // The network's script defines its tracker late, after the opt-out; the site's retry finds it.
    window.ire = identify;
    await jest.advanceTimersByTimeAsync(300);
    expect(identify).not.toHaveBeenCalled();
  });

  it('identifies the visitor once the tracker appears, while consent stands', async () => {
    const { startTags } = await withConsent();
    const identify = jest.fn();
    startTags({ ...NO_TAGS, affiliate: { scriptUrl: 'https://tags.example.net/affiliate.js', profileId: 'p-1' } });
    await jest.advanceTimersByTimeAsync(300);
    window.ire = identify;
    await jest.advanceTimersByTimeAsync(300);
    expect(identify).toHaveBeenCalledWith('identify', expect.objectContaining({ customProfileId: 'p-1' }));
  });

  it('starts nothing once consent is gone, even when its caller asked before', async () => {
    const { startTags, optOutOfSale, inject } = await withConsent();
    optOutOfSale();
    startTags(TAGS);
    await jest.advanceTimersByTimeAsync(300);
    expect(pixels()).toHaveLength(0);
    expect(inject).not.toHaveBeenCalled();
  });
});
