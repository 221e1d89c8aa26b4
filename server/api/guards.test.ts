/**
 * @jest-environment node
 */
import { requestClient } from '@/server/platform/clientAddress';
import { unsafeRequest } from './httpGuard';
import { memoryBuckets } from '../domain/rateLimit';
import { geoFromHeaders } from '../domain/geo';

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

describe('memoryBuckets', () => {
  it('allows a burst, then refills over time, per key', () => {
    let now = 0;
    const limiter = memoryBuckets({ capacity: 2, refillPerSecond: 1, now: () => now });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 1000;
    expect([limiter.take('a'), limiter.take('a')]).toEqual([true, false]);
  });
});

describe('request facts', () => {
  it('counts limits against the socket address, whatever X-Forwarded-For says (no trusted proxy by default)', () => {
    expect(requestClient({ headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }, socket: { remoteAddress: '10.0.0.2' } })).toBe('10.0.0.2');
    expect(requestClient({ headers: {}, socket: { remoteAddress: '10.0.0.2' } })).toBe('10.0.0.2');
  });
});

describe('geoFromHeaders', () => {
  it('reads Vercel and CloudFront headers and drops malformed values', () => {
    expect(
      geoFromHeaders({
        'x-vercel-ip-country': 'US',
        'x-vercel-ip-country-region': 'IL',
        'x-vercel-ip-city': 'Chicago',
        'x-vercel-ip-latitude': '41.88',
        'x-vercel-ip-longitude': '-87.63',
      }),
    ).toEqual({
      country: 'US',
      stateCode: 'IL',
      city: 'Chicago',
      zipcode: null,
      latitude: 41.88,
      longitude: -87.63,
    });
    expect(
      geoFromHeaders({ 'cloudfront-viewer-country': 'US', 'cloudfront-viewer-country-region': 'TX', 'cloudfront-viewer-postal-code': '78704' }),
    ).toMatchObject({
      stateCode: 'TX',
      zipcode: '78704',
    });
    expect(
      geoFromHeaders({
        'x-vercel-ip-country': 'usa',
        'x-vercel-ip-country-region': '<b>',
        'x-vercel-ip-city': '%E0%A4%A',
        'x-vercel-ip-latitude': '999',
        'x-vercel-ip-postal-code': '1234',
      }),
    ).toEqual({
      country: null,
      stateCode: null,
      city: null,
      zipcode: null,
      latitude: null,
      longitude: null,
    });
  });
});
