import { isPaidSearchVisit } from './visit';

const visit = (search: string, cookieHeader: string, pathname = '/deal', gpc = false) => isPaidSearchVisit({ search, cookieHeader, pathname, gpc });

describe('isPaidSearchVisit', () => {
  it('is paid search for utm_source=goo in the URL or the visit’s utm cookie, with advertising consent', () => {
    expect(visit('?utm_source=goo', 'consent=all')).toBe(true);
    expect(visit('', `consent=all; utm=${encodeURIComponent(JSON.stringify({ utm_source: 'goo' }))}`)).toBe(true);
    // The URL wins over the remembered visit.
    expect(visit('?utm_source=fb', `consent=all; utm=${encodeURIComponent(JSON.stringify({ utm_source: 'goo' }))}`)).toBe(false);
  });

  it('is not without consent, for other sources, or for agent and bot sessions', () => {
    expect(visit('?utm_source=goo', '')).toBe(false);
    expect(visit('?utm_source=goo', 'consent=necessary')).toBe(false);
    expect(visit('?utm_source=fb', 'consent=all')).toBe(false);
    expect(visit('?utm_source=goo', 'consent=all', '/agent/deal')).toBe(false);
    expect(visit('?utm_source=goo', 'consent=all; ha-bot=1')).toBe(false);
    expect(visit('', 'consent=all; utm=%7Bbroken')).toBe(false);
  });

  it('is not after a privacy opt-out or with Global Privacy Control, whatever the stored consent says', () => {
    expect(visit('?utm_source=goo', 'consent=all; privacy_optout=1')).toBe(false);
    expect(visit('?utm_source=goo', 'consent=all', '/deal', true)).toBe(false);
  });

  it('is not on the "Do Not Sell" page, where the visitor is deciding', () => {
    expect(visit('?utm_source=goo', 'consent=all', '/privacy/optout/')).toBe(false);
    expect(visit('?utm_source=goo', 'consent=all', '/privacy/optout')).toBe(false);
  });
});
