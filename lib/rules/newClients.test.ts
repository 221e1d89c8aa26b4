import { isIdleUnfinished, isNewClient, NOT_NEW_CLIENT_MESSAGE, signInPath } from './newClients';

describe('new clients only', () => {
  it('counts a client as new only while neither their mailbox nor their card has bought', () => {
    expect(isNewClient({ mailboxBought: false, cardBought: false })).toBe(true);
    expect(isNewClient({ mailboxBought: true, cardBought: false })).toBe(false);
    expect(isNewClient({ mailboxBought: false, cardBought: true })).toBe(false);
  });

  it('takes a payment as left unfinished only once it holds its quote and no attempt is under way', () => {
    const heldAt = new Date();
    expect(isIdleUnfinished({ status: 'open', heldAt, paymentsUnderWay: 0 })).toBe(true);
    expect(isIdleUnfinished({ status: 'open', heldAt, paymentsUnderWay: 1 })).toBe(false);
    expect(isIdleUnfinished({ status: 'open', heldAt: null, paymentsUnderWay: 0 })).toBe(false);
    expect(isIdleUnfinished({ status: 'sold', heldAt, paymentsUnderWay: 0 })).toBe(false);
  });

  it('sends a returning buyer to sign in with the email filled in', () => {
    expect(signInPath('jane+home@example.com')).toBe('/login?email=jane%2Bhome%40example.com');
    expect(signInPath(null)).toBe('/login');
  });

  it('says why and what to do instead', () => {
    expect(NOT_NEW_CLIENT_MESSAGE).toMatch(/new clients only/);
    expect(NOT_NEW_CLIENT_MESSAGE).toMatch(/Sign in/);
  });
});
