import { expect, test } from '@playwright/test';
import type { IncomingHttpHeaders } from 'node:http';
import { PORT, rawRequest } from './support';

/**
 * Published ISR pages are served beside Next's router (scripts/serve.mjs,
 * lib/site/routing/pageLane.ts); a path the URL parser would rewrite, such as
 * `/./deal`, is left to Next, whose proxy.ts makes the same decision. So one
 * server answers the same page both ways, and the answers must match: status,
 * body, headers and the cookies a visitor is given. Next's router alone adds
 * `x-middleware-rewrite`, which shows which way each answer went.
 */

const SID = '0123456789abcdef01234567';

/** Headers that differ between any two answers (the date, and whether this one found the page cached). */
const VARYING = new Set(['date', 'x-nextjs-cache', 'x-middleware-rewrite']);
const comparable = (headers: IncomingHttpHeaders) => ({
  ...Object.fromEntries(Object.entries(headers).filter(([key]) => !VARYING.has(key))),
  // A new visitor gets a new random id on each answer: compare its shape.
  'set-cookie': headers['set-cookie']?.map((cookie) => cookie.replace(/^sid=[0-9a-f]{24};/, 'sid=…;')),
});

const CASES: { name: string; host: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'a landing page with an ad group, first visit', host: 'www.sparkle-clean.com', path: '/deal?adgroupid=148203961127' },
  { name: 'the home page, returning visitor', host: 'www.sparkle-clean.com', path: '/', headers: { cookie: `sid=${SID}` } },
  { name: 'a city page on another brand', host: 'www.tidy-nest.com', path: '/us/il/chicago', headers: { cookie: `sid=${SID}` } },
  { name: 'a checkout step, gzip accepted', host: 'bright-maids.com', path: '/checkout?step=2&pre_hours=4', headers: { 'accept-encoding': 'gzip' } },
  { name: 'a referral, which credits its referrer', host: 'www.tidy-nest.com', path: '/referral/MARIA-G7Q2' },
  { name: 'an agent session', host: 'www.tidy-nest.com', path: '/agent/deal' },
  { name: 'an unknown host (the fallback brand)', host: 'scanner.invalid', path: '/services/deep-cleaning' },
  // Without trusted proxy hops a client's claim of HTTPS is not believed: no Secure cookie either way.
  { name: 'a help page with its trailing slash', host: 'localhost', path: '/help/', headers: { 'x-forwarded-proto': 'https' } },
];

test.describe('ISR pages beside Next’s router', () => {
  for (const { name, host, path, headers } of CASES) {
    test(`answer as Next's router does: ${name}`, async () => {
      const throughNext = `/.${path}`;
      // Both ways once, so the page is in the cache for the answers compared.
      await rawRequest(PORT, path, { host, headers });
      const next = await rawRequest(PORT, throughNext, { host, headers });
      const lane = await rawRequest(PORT, path, { host, headers });
      expect(next.headers['x-middleware-rewrite'], 'the /./ form went through Next’s router').toBeDefined();
      expect(lane.headers['x-middleware-rewrite'], 'the plain form was served beside it').toBeUndefined();
      expect(lane.status).toBe(next.status);
      expect(comparable(lane.headers)).toEqual(comparable(next.headers));
      expect(lane.text).toBe(next.text);
    });
  }

  test('leaves everything else to Next: the studio, files, API routes, unknown paths, other methods', async () => {
    const requests: [string, string][] = [
      ['GET', '/studio'],
      ['GET', '/robots.txt'],
      ['GET', '/no-such-page'],
      ['GET', '/api/health'],
      ['POST', '/deal'],
    ];
    for (const [method, path] of requests) {
      const answer = await rawRequest(PORT, path, { host: 'www.tidy-nest.com', method });
      expect([method, path, answer.status < 500]).toEqual([method, path, true]);
      if (path === '/no-such-page') expect(answer.status).toBe(404);
    }
  });
});
