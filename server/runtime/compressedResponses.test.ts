/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { compressResponse, gzipCache } from './compressedResponses.mjs';

/**
 * What a client gets from the production server's compression, over real HTTP: the same bytes as written, gzipped
 * when it asks for gzip and the answer is worth it, as written otherwise, and a body compressed once however many
 * times it is sent.
 */

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const page = `<!DOCTYPE html><html><body>${'<p>Apartment cleaning from $19, supplies included.</p>'.repeat(200)}</body></html>`;

let server: http.Server;
let handler: Handler;
const cache = gzipCache(1024 * 1024);
beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressResponse(req, res, cache);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('compressed responses', () => {
  it('gzips a page written in pieces, with its status, headers and length', async () => {
    handler = (_req, res) => {
      res.setHeader('x-nextjs-cache', 'HIT');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', vary: 'RSC' });
      res.write(page.slice(0, 1000));
      res.write(Buffer.from(page.slice(1000, 5000)));
      res.end(page.slice(5000));
    };
    const answer = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['x-nextjs-cache']).toBe('HIT');
    expect(answer.headers.vary).toBe('RSC, Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(page.length / 5);
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page);
  });

  it('compresses the same bytes once, however many times they are sent', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`${page}<!-- once -->`);
    };
    const before = cache.size;
    const first = await get('/', { 'accept-encoding': 'gzip' });
    const second = await get('/', { 'accept-encoding': 'gzip' });
    expect(cache.size).toBe(before + 1);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('compresses what a POST answers without keeping it: it is not asked for again', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ page, at: Date.now() }));
    };
    const before = cache.size;
    const answer = await get('/api/graphql', { 'accept-encoding': 'gzip' }, 'POST');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8')).page).toBe(page);
    expect(cache.size).toBe(before);
  });

  it('sends as written to a client that does not take gzip, and says it varies', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ page }));
    };
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, br']) {
      const answer = await get('/', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect([acceptEncoding, answer.headers['content-encoding']]).toEqual([acceptEncoding, undefined]);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ page });
    }
  });

  it('leaves pictures, encoded answers, small bodies, empty answers and HEAD as they are', async () => {
    const png = Buffer.alloc(4096, 7);
    handler = (req, res) => {
      if (req.url === '/picture') return void res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
      if (req.url === '/encoded') return void res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' }).end('already');
      if (req.url === '/small') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      if (req.url === '/empty') return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(page) }).end(page);
    };
    const gzip = { 'accept-encoding': 'gzip' };
    const picture = await get('/picture', gzip);
    expect([picture.headers['content-encoding'], picture.body.equals(png)]).toEqual([undefined, true]);
    const encoded = await get('/encoded', gzip);
    expect([encoded.headers['content-encoding'], encoded.body.toString()]).toEqual(['br', 'already']);
    const small = await get('/small', gzip);
    expect([small.status, small.headers['content-encoding'], small.body.toString()]).toEqual([404, undefined, 'Not found']);
    const empty = await get('/empty', gzip);
    expect([empty.status, empty.body.length]).toEqual([304, 0]);
    const head = await get('/', gzip, 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.headers['content-length']]).toEqual([200, undefined, String(Buffer.byteLength(page))]);
  });

  it('keeps at most its bound of compressed bytes, the least recently used out first', () => {
    // Random bytes do not compress: each body's gzip is a little over its 2,000 bytes, so two fit in 5,000.
    const bodies = [randomBytes(2000), randomBytes(2000), randomBytes(2000)];
    const small = gzipCache(5000);
    small.gzip(bodies[0]!);
    small.gzip(bodies[1]!);
    small.gzip(bodies[0]!); // read again: now the most recent
    small.gzip(bodies[2]!);
    expect(small.size).toBe(2);
    const before = small.size;
    small.gzip(bodies[0]!); // still held: no new entry
    expect(small.size).toBe(before);
    expect(gunzipSync(small.gzip(bodies[1]!)).equals(bodies[1]!)).toBe(true);
  });
});
