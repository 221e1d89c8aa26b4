/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { captureLog } from '@/server/platform/log';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { createGraphQLHandler, graphqlRoute } from './http/graphqlHttp';
import { deleteExpiredIntents } from '../domain/pricing';
import { startHarness, type Harness } from '../testing/harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness({ quotesPerMinute: 4 });
}, 60_000);
afterAll(() => api.close());

const post = (body: string | null, headers: Record<string, string> = {}) =>
  createGraphQLHandler({ introspection: false })({
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'www.sparkle-clean.com', ...headers },
    body,
    remoteAddress: '127.0.0.9',
  });

describe('GraphQL over HTTP', () => {
  it.each([
    '{}',
    'null',
    'true',
    '0',
    '""',
    '[]',
    '[{}]',
    '{"query":1}',
    '{"query":"{ lmcPolicy { lmcHours } }","variables":[1]}',
    'garbage',
    '',
    '{"query":"mutation($e: String!) { registerLead(email: $e) { success } }","variables":{"e":"a\\u0000@example.com"}}',
    '{"query":"{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: \\"60614\\", email: \\"a\\\\u0000@example.com\\") { __typename } }"}',
  ])('answers the malformed body %j with a 400 JSON GraphQL error and no trace', async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const parsed = JSON.parse(response.body) as { errors: { message: string; extensions: { code: string } }[] };
    expect(parsed.errors[0]?.extensions.code).toBe('BAD_REQUEST');
    expect(response.body).not.toMatch(/at |node_modules|\/work\/|TypeError/);
  });

  it('refuses a body over 64 KB with 413', async () => {
    expect((await post(null)).status).toBe(413);
  });

  it('answers a resolver crash with a 500 that names the request id its log line carries', async () => {
    const crashing = createGraphQLHandler({
      context: (base) => ({ ...base, db: async () => Promise.reject(new TypeError('boom at /work/secret/path.ts:12')) }),
    });
    const log = captureLog();
    const response = await crashing({
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ query: '{ lmcPolicy { lmcHours } }' }),
      remoteAddress: '127.0.0.1',
    });
    log.restore();
    expect(response.status).toBe(500);
    const requestId = response.headers['x-request-id'];
    const body = JSON.parse(response.body) as { errors: { message: string; extensions: { code: string; requestId: string } }[] };
    expect(body.errors[0]).toEqual({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } });
    expect(response.body).not.toContain('/work/');
    expect(log.lines()).toContainEqual(expect.objectContaining({ level: 'error', requestId, msg: 'boom at /work/secret/path.ts:12' }));
  });

  it('answers a request whose connection breaks while its body is read with a 400, not a rejection', async () => {
    const request = Object.assign(new PassThrough(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'www.sparkle-clean.com' },
      socket: { remoteAddress: '127.0.0.9' },
    });
    const response = {
      status: 0,
      body: '',
      writeHead: (status: number) => void (response.status = status),
      end: (body: string) => void (response.body = body),
    };
    const answering = graphqlRoute({ introspection: false })(request as unknown as IncomingMessage, response as unknown as ServerResponse);
    request.write('{"query":"{ lmcPol');
    request.destroy(new Error('socket hang up'));
    await answering;
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ errors: [{ message: 'The request body could not be read.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('grants no CORS access to other sites, and never with credentials', async () => {
    const response = await post(JSON.stringify({ query: '{ lmcPolicy { lmcHours } }' }), { origin: 'https://evil.example' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(
      (await post(JSON.stringify({ query: '{ lmcPolicy { lmcHours } }' }), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
  });
});

describe('voucher look-ups', () => {
  const LOOKUP = (alias = '') => `${alias}bookingAvailability(code: "HC-AAAAA-BBBBB", email: "guess@example.com") { __typename }`;

  it('answers one voucher per request and a limited number per client, so codes and emails cannot be guessed at speed', async () => {
    const aliased = await api.gql(`{ ${LOOKUP('a: ')} ${LOOKUP('b: ')} }`, {}, { headers: { 'x-forwarded-for': '192.0.2.60' } });
    expect(aliased.status).toBe(400);
    expect(aliased.body.errors?.[0]?.message).toBe('Ask for one voucher at a time.');
    // Booking mutations reach the voucher the same way: aliases of them cannot test many emails for one token either.
    const BOOK = (alias: string) =>
      `${alias}bookCleaning(input: { code: "HC-AAAAA-BBBBB", email: "${alias.slice(0, 1)}@example.com", date: "2020-01-01", window: morning }) { success }`;
    const booking = await api.gql(`mutation { ${BOOK('a: ')} ${BOOK('b: ')} }`, {}, { headers: { 'x-forwarded-for': '192.0.2.63' } });
    expect(booking.status).toBe(400);
    expect(booking.body.errors?.[0]?.message).toBe('Ask for one voucher at a time.');
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await api.gql(`{ ${LOOKUP()} }`, {}, { headers: { 'x-forwarded-for': '192.0.2.61' } })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect((await api.gql(`{ ${LOOKUP()} }`, {}, { headers: { 'x-forwarded-for': '192.0.2.62' } })).status).toBe(200);
  });
});

describe('price quotes', () => {
  const QUOTE = '{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "60614") { __typename } }';

  it('allows one quote per request, so aliases cannot multiply stored intents', async () => {
    const before = await api.count('price_intents');
    const aliased = `{ ${Array.from({ length: 15 }, (_, i) => `q${i}: voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "60614") { __typename }`).join(' ')} }`;
    const { status, body } = await api.gql(aliased, {}, { headers: { 'x-forwarded-for': '192.0.2.50' } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe('Ask for one price quote at a time.');
    // The count is kept per parsed document: the same document again is refused again.
    expect((await api.gql(aliased, {}, { headers: { 'x-forwarded-for': '192.0.2.50' } })).status).toBe(400);
    expect(await api.count('price_intents')).toBe(before);
  });

  it('limits quotes per client', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api.gql(QUOTE, {}, { headers: { 'x-forwarded-for': '192.0.2.51' } })).status);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect((await api.gql(QUOTE, {}, { headers: { 'x-forwarded-for': '192.0.2.52' } })).status).toBe(200);
  });

  it('deletes open quotes a day after they expired', async () => {
    await api.database.db.execute(sql`update price_intents set expires_at = now() - interval '2 days'`);
    const deleted = await deleteExpiredIntents(api.database.db, new Date());
    expect(deleted).toBeGreaterThan(0);
    expect(await api.count(`price_intents where status = 'open'`)).toBe(0);
  });
});
