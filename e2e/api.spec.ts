import { expect, test, type APIRequestContext } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { freshTestCard } from '../server/payments/testing/testCards';

// The GraphQL API over HTTP on the real server (desktop project only: no browser involved).
const gql = (request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  request.post('/api/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json', ...headers } });

// A card of its own: one card buys one first cleaning.
const CARD = freshTestCard();
const SPACED = CARD.replace(/(\d{4})(?=\d)/g, '$1 ');
const CVC = '987';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test.describe('GraphQL API over HTTP', () => {
  test('answers typed results for the spec §7 queries', async ({ request }) => {
    const prices = await gql(
      request,
      'query ServiceRegionPrices($z: String!) { serviceRegionPrices(zipcode: $z) { __typename ... on ServiceRegionPrices { rate higherRate salesTaxRate } ... on ZipcodeFormatError { message } } }',
      { z: '60614' },
    );
    expect(prices.status()).toBe(200);
    expect(await prices.json()).toEqual({ data: { serviceRegionPrices: { __typename: 'ServiceRegionPrices', rate: 39, higherRate: 79, salesTaxRate: 0 } } });
    const format = await gql(
      request,
      'query ServiceRegionPrices($z: String!) { serviceRegionPrices(zipcode: $z) { __typename ... on ZipcodeFormatError { message } } }',
      { z: '123' },
    );
    expect(await format.json()).toEqual({ data: { serviceRegionPrices: { __typename: 'ZipcodeFormatError', message: 'Enter a 5-digit zipcode' } } });
  });

  test('rejects form posts, other methods, cross-site requests and oversized bodies without a 5xx', async ({ request }) => {
    const form = await request.post('/api/graphql', { form: { query: '{ lmcPolicy { lmcHours } }' } });
    expect(form.status()).toBe(415);
    expect((await request.get('/api/graphql?query={__typename}')).status()).toBe(405);
    const crossSite = await gql(request, '{ lmcPolicy { lmcHours } }', {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status()).toBe(403);
    const big = await request.post('/api/graphql', {
      data: JSON.stringify({ query: `{ lmcPolicy { lmcHours } } #${'x'.repeat(70_000)}` }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status()).toBe(413);
    const broken = await request.post('/api/graphql', { data: '{"query": "{ a', headers: { 'content-type': 'application/json' } });
    expect(broken.status()).toBe(400);
  });

  test("answers with the site's security headers, and gzip-compressed when the client accepts it", async ({ request }) => {
    const page = await request.get('/deal');
    const reviews = '{ publicReviews(first: 10) { edges { node { body stars publicLocation } } } }';
    const plain = await gql(request, reviews, {}, { 'accept-encoding': 'identity' });
    expect(plain.status()).toBe(200);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
      'strict-transport-security',
    ]) {
      expect(plain.headers()[name], name).toBe(page.headers()[name]);
    }
    expect(plain.headers()).toMatchObject({ 'cache-control': 'no-store', vary: expect.stringMatching(/accept-encoding/i) });
    expect(plain.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const body = await plain.text();
    expect(body.length).toBeGreaterThan(1024);

    const compressed = await gql(request, reviews, {}, { 'accept-encoding': 'gzip' });
    expect(compressed.headers()['content-encoding']).toBe('gzip');
    expect(await compressed.json()).toEqual(JSON.parse(body));
    // A short answer is not worth compressing.
    const short = await gql(request, '{ lmcPolicy { lmcHours } }', {}, { 'accept-encoding': 'gzip' });
    expect(short.headers()['content-encoding']).toBeUndefined();
    expect(await short.json()).toEqual({ data: { lmcPolicy: { lmcHours: 24 } } });
  });

  test('a purchase leaves no card number or security code in the database, ledger or server log', async ({ request }) => {
    const tokenResponse = await request.post('/api/payments/test-tokens', { data: { ccNumber: SPACED, ccExpiration: '12/39', cvc: CVC } });
    expect(tokenResponse.status()).toBe(200);
    const { token } = (await tokenResponse.json()) as { token: string };
    const quote = await gql(
      request,
      '{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "60614") { ... on VoucherPriceQuote { intent price } } }',
    );
    const { intent, price } = (await quote.json()).data.voucherPriceAndIntent as { intent: string; price: number };
    expect(price).toBe(19);
    const purchase = await gql(
      request,
      'mutation PurchaseVoucher($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success voucherPurchaseDetails { code } } }',
      { input: { intent, paymentToken: token, hours: 3, email: 'e2e-buyer@example.com', zipcode: '60614', phone: '312 555 0147' } },
    );
    expect((await purchase.json()).data.purchaseVoucher.success).toBe(true);

    const dataDir = process.env.E2E_DATA_DIR ?? path.join('.data', 'e2e');
    const everything = filesUnder(dataDir).map((file) => readFileSync(file).toString('latin1'));
    expect(everything.length).toBeGreaterThan(3);
    for (const text of everything) {
      expect(text).not.toContain(CARD);
      expect(text).not.toContain(SPACED);
      expect(text).not.toContain(`"cvc":"${CVC}"`);
    }
  });
});

/** Sends a request head as written (no client would send these) and returns the answer's status line. */
function statusLineFor(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port: Number(process.env.E2E_PORT ?? 3100) });
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.slice(0, answer.indexOf('\r\n')));
      }
    });
    socket.on('error', reject);
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}

test('request lines the site cannot serve are the client’s error, never a 5xx', async () => {
  expect(await statusLineFor('TRACE / HTTP/1.1\r\nHost: www.sparkle-clean.com')).toBe('HTTP/1.1 405 Method Not Allowed');
  expect(await statusLineFor('TRACE /api/graphql HTTP/1.1\r\nHost: www.sparkle-clean.com')).toBe('HTTP/1.1 405 Method Not Allowed');
  expect(await statusLineFor('GET * HTTP/1.1\r\nHost: www.sparkle-clean.com')).toBe('HTTP/1.1 400 Bad Request');
  expect(await statusLineFor('GET http://[::1/ HTTP/1.1\r\nHost: www.sparkle-clean.com')).toBe('HTTP/1.1 400 Bad Request');
  // An absolute URL is a valid target: its host names the brand.
  expect(await statusLineFor('GET http://www.sparkle-clean.com/robots.txt HTTP/1.1\r\nHost: unknown.example')).toBe('HTTP/1.1 200 OK');
});
