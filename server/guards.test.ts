/**
 * @jest-environment node
 */
import { clientKeyFrom, requestIdFrom } from './context';
import { unsafeRequest } from './httpGuard';
import { createRateLimiter } from './rateLimit';
import { geoFromHeaders } from './services/geo';
import { safeRedirect } from '@/lib/routing/safeRedirect';

describe('unsafeRequest', () => {
  const json = { 'content-type': 'application/json' };
  it('accepts same-site and non-browser JSON POSTs', () => {
    expect(unsafeRequest({ method: 'POST', headers: json })).toBeNull();
    expect(unsafeRequest({ method: 'POST', headers: { ...json, 'sec-fetch-site': 'same-origin' } })).toBeNull();
  });
  it('rejects other methods, non-JSON bodies and cross-site requests', () => {
    expect(unsafeRequest({ method: 'GET', headers: json })?.status).toBe(405);
    expect(unsafeRequest({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } })?.status).toBe(415);
    expect(unsafeRequest({ method: 'POST', headers: { 'content-type': 'text/plain' } })?.status).toBe(415);
    expect(unsafeRequest({ method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } })?.status).toBe(415);
    expect(unsafeRequest({ method: 'POST', headers: {} })?.status).toBe(415);
    expect(unsafeRequest({ method: 'POST', headers: { ...json, 'sec-fetch-site': 'cross-site' } })?.status).toBe(403);
  });
});

describe('createRateLimiter', () => {
  it('allows a burst, then refills over time, per key', () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 1, now: () => now });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 1000;
    expect([limiter.take('a'), limiter.take('a')]).toEqual([true, false]);
  });
});

describe('request facts', () => {
  it('keeps a sane request id and generates one otherwise', () => {
    expect(requestIdFrom({ 'x-request-id': 'abc-12345' })).toBe('abc-12345');
    expect(requestIdFrom({ 'x-request-id': '<script>' })).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('uses the first forwarded hop, else the socket', () => {
    expect(clientKeyFrom({ headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }, remoteAddress: '10.0.0.2' })).toBe('203.0.113.7');
    expect(clientKeyFrom({ headers: {}, remoteAddress: '10.0.0.2' })).toBe('10.0.0.2');
  });
});

describe('geoFromHeaders', () => {
  it('reads Vercel and CloudFront headers and drops malformed values', () => {
    expect(geoFromHeaders({ 'x-vercel-ip-country': 'US', 'x-vercel-ip-country-region': 'IL', 'x-vercel-ip-city': 'Chicago', 'x-vercel-ip-latitude': '41.88', 'x-vercel-ip-longitude': '-87.63' })).toEqual({
      country: 'US',
      stateCode: 'IL',
      city: 'Chicago',
      zipcode: null,
      latitude: 41.88,
      longitude: -87.63,
    });
    expect(geoFromHeaders({ 'cloudfront-viewer-country': 'US', 'cloudfront-viewer-country-region': 'TX', 'cloudfront-viewer-postal-code': '78704' })).toMatchObject({
      stateCode: 'TX',
      zipcode: '78704',
    });
    expect(geoFromHeaders({ 'x-vercel-ip-country': 'usa', 'x-vercel-ip-country-region': '<b>', 'x-vercel-ip-city': '%E0%A4%A', 'x-vercel-ip-latitude': '999', 'x-vercel-ip-postal-code': '1234' })).toEqual({
      country: null,
      stateCode: null,
      city: null,
      zipcode: null,
      latitude: null,
      longitude: null,
    });
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/survey', '/survey'],
    ['/survey?code=1#x', '/survey?code=1#x'],
    ['https://evil.example/', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/ok\\..', null],
    ['javascript:alert(1)', null],
    ['/a\nb', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
