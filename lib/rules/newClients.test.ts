import { NOT_NEW_CLIENT_MESSAGE, signInPath } from './newClients';

describe('new clients only', () => {
  it('sends a returning buyer to sign in with the email filled in', () => {
    expect(signInPath('jane+home@example.com')).toBe('/login?email=jane%2Bhome%40example.com');
    expect(signInPath(null)).toBe('/login');
  });

  it('says why and what to do instead', () => {
    expect(NOT_NEW_CLIENT_MESSAGE).toMatch(/new clients only/);
    expect(NOT_NEW_CLIENT_MESSAGE).toMatch(/Sign in/);
  });
});
