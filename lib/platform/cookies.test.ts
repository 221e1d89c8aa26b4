import { parseCookies, readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads one cookie from a header, decoded, and treats a malformed value as absent', () => {
    expect(readCookie('a=1; referral_id=MARIA-G7Q2; b=2', 'referral_id')).toBe('MARIA-G7Q2');
    expect(readCookie('utm=%7B%22utm_source%22%3A%22goo%22%7D', 'utm')).toBe('{"utm_source":"goo"}');
    expect(readCookie('referral_id=%E0%A4%A', 'referral_id')).toBeNull();
    expect(readCookie('x=1', 'referral_id')).toBeNull();
    expect(readCookie('xsid=1; sid=abc', 'sid')).toBe('abc');
    expect(readCookie(undefined, 'sid')).toBeNull();
  });

  it('parses a whole header, first value of a repeated name winning', () => {
    expect(parseCookies('a=1; b=x%20y; a=2; junk; c=%E0%A4%A')).toEqual({ a: '1', b: 'x y' });
  });

  it('reads a cookie named like an object member as any other, and finds nothing the header did not send', () => {
    const cookies = parseCookies('constructor=1; __proto__=2; toString=3');
    expect([cookies.constructor, cookies['__proto__'], cookies.toString]).toEqual(['1', '2', '3']);
    expect(parseCookies('a=1').constructor).toBeUndefined();
    expect(parseCookies('a=1')['__proto__']).toBeUndefined();
  });

  it('serializes a Set-Cookie value that a value cannot extend', () => {
    expect(serializeCookie('sid', 'v; Domain=evil', { maxAgeSeconds: 60, httpOnly: true, secure: true })).toBe(
      'sid=v%3B%20Domain%3Devil; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(serializeCookie('studio_session', '', { maxAgeSeconds: 0, sameSite: 'Strict' })).toBe('studio_session=; Max-Age=0; Path=/; SameSite=Strict');
    expect(serializeCookie('ha-agent', '1', {})).toBe('ha-agent=1; Path=/; SameSite=Lax');
  });
});

describe('cookies, as browsers and servers send them', () => {
  it('reads quoted values, spaces around names and values, and values holding "="', () => {
    expect(parseCookies(' a = "quoted" ;b=x=y;  c=1 ')).toEqual({ a: 'quoted', b: 'x=y', c: '1' });
  });

  it('keeps the first of a repeated name even when it does not decode', () => {
    expect(parseCookies('a=%E0%A4%A; a=2')).toEqual({});
  });

  it('refuses to write a cookie whose name would break the header', () => {
    expect(() => serializeCookie('a;b', '1', {})).toThrow(TypeError);
    expect(() => serializeCookie('a b', '1', {})).toThrow(TypeError);
    expect(serializeCookie('page_variant', 'Fh-Q8', { maxAgeSeconds: 2592000.7 })).toBe('page_variant=Fh-Q8; Max-Age=2592000; Path=/; SameSite=Lax');
  });
});
