import { clientAddress, isHttps, limitKey } from './clientAddress';

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

describe('limitKey', () => {
  it('counts an IPv6 client by its /64, so one network cannot take a new address for every try', () => {
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::9', '[2001:db8:1:2::7]'])
      expect(limitKey(address)).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(limitKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves IPv4 addresses and what is not an address as they are', () => {
    for (const address of ['203.0.113.9', '127.0.0.1', 'unknown', '1::2::3', 'zz::1']) expect(limitKey(address)).toBe(address);
  });
});

describe('isHttps', () => {
  it('trusts the forwarded proto only through trusted hops', () => {
    expect(isHttps({ socketAddress: '127.0.0.1', forwardedFor: undefined, forwardedProto: 'https' }, 0)).toBe(false);
    expect(isHttps({ socketAddress: '127.0.0.1', forwardedFor: undefined, forwardedProto: 'https' }, 1)).toBe(true);
    expect(isHttps({ socketAddress: '127.0.0.1', forwardedFor: undefined, encrypted: true }, 0)).toBe(true);
  });
});
