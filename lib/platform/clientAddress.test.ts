import { clientAddress, isHttps } from './clientAddress';

describe('clientAddress', () => {
  it('uses the socket address and ignores forwarding headers by default', () => {
    expect(clientAddress({ socketAddress: '10.0.0.5', forwardedFor: '1.2.3.4' }, 0)).toBe('10.0.0.5');
    expect(clientAddress({ socketAddress: '::ffff:127.0.0.1', forwardedFor: undefined }, 0)).toBe('127.0.0.1');
  });

  it('believes exactly as many hops as are trusted', () => {
    // client 203.0.113.9 → nginx (appends it) → app; the client forged 1.2.3.4 first.
    const origin = { socketAddress: '127.0.0.1', forwardedFor: '1.2.3.4, 203.0.113.9' };
    expect(clientAddress(origin, 1)).toBe('203.0.113.9');
    expect(clientAddress(origin, 2)).toBe('1.2.3.4');
    expect(clientAddress({ socketAddress: '127.0.0.1', forwardedFor: ['1.2.3.4', '203.0.113.9'] }, 1)).toBe('203.0.113.9');
  });

  it('falls back to the oldest entry when the chain is shorter than the trusted hops', () => {
    expect(clientAddress({ socketAddress: '10.0.0.1', forwardedFor: '' }, 3)).toBe('10.0.0.1');
  });

  it('never returns what is not an address', () => {
    expect(clientAddress({ socketAddress: '127.0.0.1', forwardedFor: '<script>, x' }, 1)).toBe('unknown');
  });
});

describe('isHttps', () => {
  it('trusts the forwarded proto only through trusted hops', () => {
    expect(isHttps({ socketAddress: '127.0.0.1', forwardedFor: undefined, forwardedProto: 'https' }, 0)).toBe(false);
    expect(isHttps({ socketAddress: '127.0.0.1', forwardedFor: undefined, forwardedProto: 'https' }, 1)).toBe(true);
    expect(isHttps({ socketAddress: '127.0.0.1', forwardedFor: undefined, encrypted: true }, 0)).toBe(true);
  });
});
