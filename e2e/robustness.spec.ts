import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// HTTP-level fuzzing of the real server (desktop project only): random Host headers and
// landing parameters never produce a 5xx, and random hosts add nothing to the page cache.

const logFile = path.join(process.env.E2E_DATA_DIR ?? path.join('.data', 'e2e'), 'isr-pages.log');
const cachedPages = () => {
  try {
    return new Set(readFileSync(logFile, 'utf8').split('\n').filter(Boolean));
  } catch {
    return new Set<string>();
  }
};

test('random hosts and landing parameters never produce a 5xx or a new cached page', async ({ request }) => {
  // Warm the fallback brand's landing pages so the comparison starts from a cache that has them.
  for (const p of ['/', '/deal']) await request.get(p, { headers: { Host: 'localhost' } });
  await expect.poll(() => cachedPages().size).toBeGreaterThan(0);
  const before = cachedPages();

  const samples = fc.sample(
    fc.record({
      host: fc.oneof(
        fc.domain(),
        fc.string({ minLength: 1, maxLength: 80 }).filter((s) => /^[\x21-\x7e]+$/.test(s)),
        fc.ipV4(),
      ),
      path: fc.constantFrom('/', '/deal'),
      adgroupid: fc.oneof(fc.string({ maxLength: 24 }), fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String)),
      discount: fc.oneof(fc.string({ maxLength: 10 }), fc.double().map(String)),
      state_override: fc.string({ maxLength: 4 }),
      step: fc.string({ maxLength: 4 }),
      pre_hours: fc.string({ maxLength: 4 }),
      redirect: fc.oneof(fc.webUrl(), fc.string({ maxLength: 30 })),
    }),
    { seed: 20261122, numRuns: 300 },
  );
  for (const sample of samples) {
    const query = new URLSearchParams({
      adgroupid: sample.adgroupid,
      discount: sample.discount,
      state_override: sample.state_override,
      step: sample.step,
      pre_hours: sample.pre_hours,
      redirect: sample.redirect,
    });
    const response = await request.get(`${sample.path}?${query.toString()}`, { headers: { Host: sample.host }, maxRedirects: 0 });
    expect(response.status(), `${sample.host}${sample.path}?${query}`).toBeLessThan(500);
  }
  // Random hosts all map to the fallback brand's existing pages.
  const after = cachedPages();
  expect([...after].filter((p) => !before.has(p) && !/^\/_sites\/(sparkle-clean|tidy-nest|bright-maids|local)\//.test(p))).toEqual([]);
  expect([...after].filter((p) => !before.has(p) && p.startsWith('/_sites/local/default'))).toEqual([]);
});

test('a page asked for with a method other than GET or HEAD is never a 5xx', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    for (const pathname of ['/', '/deal?adgroupid=148203961127', '/us/il/chicago', '/studio', '/no-such-page']) {
      const answer = await request.fetch(pathname, { method, headers: { host: 'www.tidy-nest.com' } });
      expect([method, pathname, answer.status() < 500]).toEqual([method, pathname, true]);
    }
  }
});
